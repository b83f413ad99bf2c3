// An operation that needs a signed-in user answers an anonymous caller 401 whatever its body; public operations and
// signed-in callers still get the body's 400 (decision 058). The table comes from the served document's `security`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '@/server/auth/jwt';
import { insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let operations: Operation[];
let userToken: string;

interface Operation {
  method: string;
  /** The document's path made concrete: ids `1`, other parameters a plain word. */
  url: string;
  signedIn: boolean;
}

const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.' };
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const SAMPLES: Record<string, string> = { kind: 'loadingrecords' };

beforeAll(async () => {
  t = await createTestApp();
  const user = await insertUser(t.database.db);
  userToken = (await signToken(user.id, 'access')).token;
  const doc = (await (await t.request('/api/schema/')).json()) as {
    paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    components: { securitySchemes?: Record<string, unknown> };
  };
  expect(doc.components.securitySchemes).toHaveProperty('bearerAuth');
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      url: path.replaceAll(/\{([^}]+)\}/g, (_, name: string) =>
        name === 'id' || name.endsWith('_id') ? '1' : (SAMPLES[name] ?? 'x'),
      ),
      signedIn: !!operation.security?.length && operation.security.every((requirement) => 'bearerAuth' in requirement),
    })),
  );
});
afterAll(() => t.close());

const signedInOps = () => operations.filter((op) => op.signedIn);
const publicBodyOps = () => operations.filter((op) => !op.signedIn && BODY_METHODS.has(op.method));

function send(op: Operation, body: { type?: string; text?: string }, token?: string) {
  const headers: Record<string, string> = {};
  if (body.type) headers['content-type'] = body.type;
  if (token) headers.authorization = `Bearer ${token}`;
  return t.request(op.url, { method: op.method, headers, body: body.text });
}

const label = (op: Operation) => `${op.method} ${op.url}`;

describe('the document says which operations need a user', () => {
  it('declares a good share of operations signed-in, and some public', () => {
    expect(signedInOps().length).toBeGreaterThan(50);
    expect(operations.length - signedInOps().length).toBeGreaterThan(20);
  });

  it('matches what each operation does for an anonymous caller with an empty body', async () => {
    const mismatches: string[] = [];
    for (const op of operations) {
      const res = await send(op, BODY_METHODS.has(op.method) ? { type: 'application/json', text: '{}' } : {});
      const body = (await res.json().catch(() => null)) as unknown;
      const refused = res.status === 401 && JSON.stringify(body) === JSON.stringify(NOT_AUTHENTICATED);
      if (refused !== op.signedIn) mismatches.push(`${label(op)}: declared ${op.signedIn}, answered ${res.status}`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('an anonymous call to a signed-in operation is 401 before its body is read', () => {
  const BAD_BODIES = [
    { name: 'malformed JSON', type: 'application/json', text: '{"name": "Dara",' },
    { name: 'wrong types', type: 'application/json', text: '{"id": {"nested": [true]}, "email": 42}' },
    { name: 'an unsupported media type', type: 'text/plain', text: 'hello' },
    { name: 'a body over the size bound', type: 'application/json', text: `"${'x'.repeat(300 * 1024)}"` },
  ];

  it.each(BAD_BODIES)('with $name', async ({ type, text }) => {
    const failures: string[] = [];
    for (const op of signedInOps()) {
      // Operations without a body get the same bad body: the refusal does not depend on the method.
      const res = await send(op, op.method === 'GET' ? {} : { type, text });
      const body = (await res.json().catch(() => null)) as unknown;
      if (res.status !== 401 || JSON.stringify(body) !== JSON.stringify(NOT_AUTHENTICATED)) {
        failures.push(`${label(op)}: ${res.status} ${JSON.stringify(body)}`);
      } else if (res.headers.get('www-authenticate') !== 'Bearer realm="api"') {
        failures.push(`${label(op)}: WWW-Authenticate ${res.headers.get('www-authenticate')}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('malformed JSON is still a 400 where the caller may be heard', () => {
  const MALFORMED = { type: 'application/json', text: '{"name": "Dara",' };

  async function expectParseError(res: Response, what: string, failures: string[]) {
    const body = (await res.json().catch(() => null)) as { detail?: unknown } | null;
    const ok =
      res.status === 400 &&
      body !== null &&
      Object.keys(body).join() === 'detail' &&
      typeof body.detail === 'string' &&
      /^JSON parse error - \S/.test(body.detail);
    if (!ok) failures.push(`${what}: ${res.status} ${JSON.stringify(body)}`);
  }

  it('on every public operation with a body, for an anonymous caller', async () => {
    expect(publicBodyOps().length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const op of publicBodyOps()) await expectParseError(await send(op, MALFORMED), label(op), failures);
    expect(failures).toEqual([]);
  });

  it('on signed-in operations, for a signed-in caller', async () => {
    const failures: string[] = [];
    const ops = signedInOps().filter(
      (op) =>
        BODY_METHODS.has(op.method) &&
        [
          '/api/chats/create/',
          '/api/usermgmt/notification-preferences/',
          '/api/sell-requests/1/',
          '/api/usermgmt/password/change/',
        ].includes(op.url),
    );
    expect(ops.length).toBe(4);
    for (const op of ops) await expectParseError(await send(op, MALFORMED, userToken), label(op), failures);
    expect(failures).toEqual([]);
  });
});
