// The routes keep the contract the document publishes (decision 058): a literal path is never taken for a sibling's
// `{id}`, a wrong method is a 405 naming exactly the path's methods, ids past the column's range are never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '@/server/auth/jwt';
import { insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const superuser = await insertUser(t.database.db, { is_superuser: true, is_admin: true, account_type: 'admin' });
  token = (await signToken(superuser.id, 'access')).token;
});
afterAll(() => t.close());

/** A path parameter naming a record id (`:id`, `:file_id`), whatever pattern the router gives it. */
const ID_SEGMENT = /:(?:\w+_)?id(?=[{/]|$)/;

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** The app's routes as (method, Hono routing path), without middleware. */
function routes(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const { method, path } of t.api.routes) {
    if (method !== 'ALL') seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

/** A routing path's pattern with every parameter loose (`[^/]+`), as the routes matched before ids were digits. */
function loosePattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

function methodsOf(path: string): string[] {
  return routes()
    .filter((r) => r.path === path)
    .map((r) => r.method);
}

/** The exact Allow set of a path's methods: GET brings HEAD, and OPTIONS is always answered. */
function allowFor(methods: string[]): string[] {
  const allow = new Set(methods);
  if (allow.has('GET')) allow.add('HEAD');
  allow.add('OPTIONS');
  return [...allow].sort();
}

const allowHeader = (res: Response) =>
  (res.headers.get('allow') ?? '')
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean)
    .sort();

/** Literal paths (no parameter) that a sibling's `{id}` would match if ids were any segment. */
function literalsBesideIds(): { path: string; siblings: string[] }[] {
  const all = routes();
  const literals = [...new Set(all.map((r) => r.path).filter((p) => !p.includes(':')))];
  const templated = [...new Set(all.map((r) => r.path).filter((p) => ID_SEGMENT.test(p)))];
  return literals
    .map((path) => ({ path, siblings: templated.filter((q) => loosePattern(q).test(path)) }))
    .filter((entry) => entry.siblings.length > 0);
}

function call(path: string, method: string, signedIn = true) {
  return t.request(path, {
    method,
    token: signedIn ? token : undefined,
    ...(BODY_METHODS.has(method) ? { json: {} } : {}),
  });
}

describe('literal paths beside an {id} sibling', () => {
  const table = () => literalsBesideIds();

  it('finds the literal paths that ids used to shadow', () => {
    const paths = table().map((e) => e.path);
    // The two examples, and enough others that the table is not trivially empty.
    expect(paths).toEqual(expect.arrayContaining(['/api/chats/create/', '/api/chats/working-hours/']));
    expect(paths.length).toBeGreaterThan(10);
  });

  it('reaches each literal path’s own handler for its methods, and 405 with its exact Allow for the others', async () => {
    const failures: string[] = [];
    for (const { path } of table()) {
      const own = methodsOf(path);
      const allow = allowFor(own);
      for (const method of METHODS) {
        const res = await call(path, method);
        if (own.includes(method)) {
          // The id handler would answer 404 (a non-digit id names nothing); the route's own never does here.
          if (res.status === 404 || res.status === 405 || res.status >= 500) {
            failures.push(`${method} ${path}: ${res.status} ${await res.text()}`);
          }
        } else {
          const body = await res.json().catch(() => null);
          if (res.status !== 405 || JSON.stringify(allowHeader(res)) !== JSON.stringify(allow)) {
            failures.push(`${method} ${path}: ${res.status} Allow=${res.headers.get('allow')} want ${allow}`);
          } else if (JSON.stringify(body) !== JSON.stringify({ detail: `Method "${method}" not allowed.` })) {
            failures.push(`${method} ${path}: body ${JSON.stringify(body)}`);
          }
        }
      }
      const options = await call(path, 'OPTIONS');
      if (options.status !== 204 || JSON.stringify(allowHeader(options)) !== JSON.stringify(allow)) {
        failures.push(`OPTIONS ${path}: ${options.status} Allow=${options.headers.get('allow')} want ${allow}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers the issue’s two examples as their own paths', async () => {
    const get = await call('/api/chats/create/', 'GET');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    const del = await call('/api/chats/working-hours/', 'DELETE');
    expect(del.status).toBe(405);
    expect(allowHeader(del)).toEqual(['GET', 'HEAD', 'OPTIONS', 'PUT']);
    expect(await del.json()).toEqual({ detail: 'Method "DELETE" not allowed.' });
  });

  it('gives a templated path the Allow of its own methods, without its literal siblings’', async () => {
    const res = await call('/api/chats/7/', 'PUT');
    expect(res.status).toBe(405);
    expect(allowHeader(res)).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS']);
    const options = await call('/api/chats/7/', 'OPTIONS');
    expect(options.status).toBe(204);
    expect(allowHeader(options)).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS']);
  });

  it('keeps the document’s paths as {id}', async () => {
    const doc = (await (await t.request('/api/schema/')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/chats/{id}/', '/api/chats/create/']));
    expect(Object.keys(doc.paths).filter((p) => /:|\[0-9\]/.test(p))).toEqual([]);
  });
});

describe('ids past the column’s range', () => {
  const SAMPLES: Record<string, string> = { kind: 'loadingrecords' };

  it.each(['99999999999', '2147483648', '0'])(
    'answers %s with 404 (or 400), never a 500, on every id route',
    async (huge) => {
      const failures: string[] = [];
      for (const { method, path } of routes()) {
        if (!ID_SEGMENT.test(path)) continue;
        const concrete = path.replaceAll(/:([^/{]+)(\{[^}]*\})?/g, (_, name: string) =>
          name === 'id' || name.endsWith('_id') ? huge : (SAMPLES[name] ?? 'x'),
        );
        const res = await call(concrete, method);
        if (res.status !== 404 && res.status !== 400) failures.push(`${method} ${concrete}: ${res.status}`);
      }
      expect(failures).toEqual([]);
    },
  );
});
