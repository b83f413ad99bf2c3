// HTTP caching of API answers (issue 20, decision 057). A read asked without credentials is the same for everyone:
// it carries an ETag and `Cache-Control: public, no-cache`, so a browser or proxy keeps it and asks again with
// If-None-Match, and an unchanged answer comes back as a bodiless 304. Anything asked with a bearer token is that
// user's: `private, no-store`. Handlers that set their own Cache-Control (downloads, exports) keep it.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

export const PUBLIC_READ_CACHE_CONTROL = 'public, no-cache';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Answers that differ by these request headers; a shared cache must key on them. */
const VARY = ['Authorization', 'Accept-Encoding'];

/** ETags of If-None-Match, compared weakly (RFC 9110 §13.1.2): compression turns ours into W/"…". */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

function addVary(headers: Headers): void {
  const current = headers.get('Vary');
  if (current === '*') return;
  const have = new Set(
    (current ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const missing = VARY.filter((name) => !have.has(name.toLowerCase()));
  if (missing.length) headers.set('Vary', [current, ...missing].filter(Boolean).join(', '));
}

/**
 * The text of an answer. A handler's `c.json()` under @hono/node-server is the adapter's lightweight Response, which
 * keeps its string body until something asks for a real one (its `[Symbol('cache')]`: status, body, headers); reading
 * `text()` would build a real Response and pipe the string through a stream, a fifth of a listing request's CPU.
 * Any other Response is read the standard way.
 */
export async function responseText(res: Response): Promise<string> {
  const held = Object.getOwnPropertySymbols(res).find((key) => key.description === 'cache');
  const cache: unknown = held === undefined ? undefined : (res as unknown as Record<symbol, unknown>)[held];
  if (Array.isArray(cache) && typeof cache[1] === 'string') return cache[1];
  return res.text();
}

export const httpCaching: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const method = c.req.method;
  if (method !== 'GET' && method !== 'HEAD') return;
  const headers = c.res.headers;
  if (headers.has('Cache-Control')) return;
  addVary(headers);
  if (c.req.header('authorization') !== undefined) {
    headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
    return;
  }
  if (c.res.status !== 200 || !headers.get('Content-Type')?.startsWith('application/json')) return;

  // The body is read once and handed on as text: a clone would tee it into two streams, and the Node adapter writes
  // a text body straight to the socket.
  const { status } = c.res;
  const body = await responseText(c.res);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  headers.set('ETag', etag);
  headers.set('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
  if (!matches(c.req.header('if-none-match'), etag)) {
    // Unset first: Hono's setter would otherwise rebuild the new answer around the old one's body stream.
    c.res = undefined;
    c.res = new Response(body, { status, headers });
    return;
  }
  const unchanged = new Headers(headers);
  unchanged.delete('Content-Type');
  unchanged.delete('Content-Length');
  c.res = new Response(null, { status: 304, headers: unchanged });
};
