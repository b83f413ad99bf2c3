// Statements marked PLAN_ONCE run as named prepared statements (decision 077): PostgreSQL parses them once per
// connection instead of per call, and after five calls may keep a generic plan. Only statements whose generic plan
// was measured to be as good as their custom ones carry the mark (the public car listings, a car page, the chat's
// batch writes): unmarked ones, such as the records lists, got generic plans many times slower. A marked statement
// is named from its second call, at most `maxNamed` texts per pool; a pooled connection's prepared statements go with
// it when the pool renews it (every 15 minutes, server/db/client.ts).
import { createHash } from 'node:crypto';
import type { Client, QueryConfig } from 'pg';
import { createCache } from '../cache';

/** Put in a statement's text (a comment), it has the pool run the statement by name. */
export const PLAN_ONCE = '/* plan once */';

export interface NamingOptions {
  /** How many statement texts may be named (each is prepared on every connection that runs it). */
  maxNamed?: number;
  /** How many texts seen once are remembered, waiting for a second call. */
  maxSeen?: number;
}

/** A Client class whose `query` runs a repeated, marked, parameterised statement by name; everything else passes as
 * it came. */
export function nameRepeatedStatements(
  ClientClass: typeof Client,
  { maxNamed = 300, maxSeen = 2_000 }: NamingOptions = {},
): typeof Client {
  /** Statement text → its name, for the texts named so far (kept for the life of the pool). */
  const named = new Map<string, string>();
  const seenOnce = createCache<string, true>({ max: maxSeen });

  function nameFor(text: string): string | undefined {
    const name = named.get(text);
    if (name) return name;
    if (!seenOnce.has(text)) {
      seenOnce.set(text, true);
      return undefined;
    }
    if (named.size >= maxNamed) return undefined;
    seenOnce.delete(text);
    const given = `s${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    named.set(text, given);
    return given;
  }

  return class NamingClient extends ClientClass {
    // pg's overloads (text or config, values, callback) pass through; only a statement with parameters and no name
    // of its own is named.
    override query(...args: unknown[]): never {
      const [config, values] = args;
      const query: QueryConfig | null =
        typeof config === 'string'
          ? { text: config }
          : typeof config === 'object' && config !== null && 'text' in config
            ? (config as QueryConfig)
            : null;
      const params = values ?? query?.values;
      const marked = query !== null && !query.name && query.text.includes(PLAN_ONCE);
      if (marked && Array.isArray(params) && params.length > 0) {
        const name = nameFor(query.text);
        if (name) args[0] = { ...query, name };
      }
      return (super.query as (...a: unknown[]) => never)(...args);
    }
  };
}
