// Property: no route of the API answers 5xx to hostile input, whoever asks (anonymous, customer, staff).
// Every path and method comes from the app's own OpenAPI document, so a new route is fuzzed without editing this.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login } from '../support/auth';
import { insertCar } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

interface Operation {
  method: string;
  /** OpenAPI template, e.g. `/api/chats/{id}/`. */
  path: string;
  query: string[];
  bodyFields: string[];
}

type Schema = { $ref?: string; properties?: Record<string, unknown> };
type Document = {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: { name: string; in: string }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }
    >
  >;
  components?: { schemas?: Record<string, Schema> };
};

let t: TestApp;
let operations: Operation[];
const tokens: Record<'anonymous' | 'customer' | 'staff', string | undefined> = {
  anonymous: undefined,
  customer: undefined,
  staff: undefined,
};

function fieldsOf(schema: Schema | undefined, doc: Document): string[] {
  const resolved = schema?.$ref ? doc.components?.schemas?.[schema.$ref.split('/').at(-1)!] : schema;
  return Object.keys(resolved?.properties ?? {});
}

beforeAll(async () => {
  t = await createTestApp();
  const customer = await createUser(t.database.db);
  const staff = await createUser(t.database.db, { is_admin: true });
  tokens.customer = (await login(t, customer.email!)).access;
  tokens.staff = (await login(t, staff.email!)).access;
  await insertCar(t.database.db, { dealer_id: staff.id });
  const doc = (await (await t.request('/api/schema/')).json()) as Document;
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      bodyFields: fieldsOf(Object.values(op.requestBody?.content ?? {})[0]?.schema, doc),
    })),
  );
}, 120_000);
afterAll(() => t.close());

const NUL = 'a\u0000b';
const BIG = 2 ** 31;
/** Text a client could put in a path segment or a query value, raw (already percent-encoded where needed). */
const rawText = fc.constantFrom(
  '1',
  '0',
  '-1',
  String(BIG),
  '99999999999999999999',
  '1e3',
  '1.5',
  'abc',
  '%00',
  'a%00b',
  '%ZZ',
  '%E0%A4%A',
  '%FF',
  '',
  'x'.repeat(10_000),
  '%20'.repeat(300),
  'null',
  '[]',
  "'; drop table users; --",
);
/** Values that pass the URL checks, so that the route's own code runs: ids that exist, known words. */
const cleanText = fc.constantFrom(
  '1',
  '2',
  '3',
  'all',
  'buy%20now',
  'personal%20car',
  'toyota',
  'me',
  'true',
  '2020',
  '-price',
  'last',
);
const segment = fc.oneof({ weight: 3, arbitrary: cleanText }, { weight: 2, arbitrary: rawText });
/** A JSON value of the wrong type or range for whatever field it lands in. */
const hostileValue = fc.oneof(
  fc.constantFrom<unknown>(
    NUL,
    BIG,
    -BIG - 1,
    -1,
    0,
    1.5,
    1e308,
    '',
    'x'.repeat(10_000),
    null,
    true,
    [],
    {},
    [BIG],
    [NUL],
    { nested: NUL },
    '2147483648',
    'a b c d e f g h i j k l m n',
  ),
  fc.string({ maxLength: 20 }),
  fc.integer(),
);
/** Plausible values, so that a body with one hostile field gets past the others' checks. */
const plausibleValue = fc.constantFrom<unknown>(
  1,
  2,
  '1',
  'Test',
  'someone@example.com',
  '+85512345678',
  true,
  'active',
  'buy now',
  2020,
  'Toyota',
  [1],
  '123456',
  'Correct-Horse-42',
);
const fieldValue = fc.oneof({ weight: 2, arbitrary: plausibleValue }, { weight: 1, arbitrary: hostileValue });
const body = (fields: string[]) =>
  fc.oneof(
    fc.record({
      kind: fc.constant('json' as const),
      value: fc.dictionary(fc.constantFrom(...fields, 'extra', 'x\u0000'), fieldValue, { maxKeys: 8 }),
    }),
    fc.record({
      kind: fc.constant('raw' as const),
      value: fc.constantFrom(
        '{"a": ',
        '[',
        'nul',
        '"\\u0000"',
        '{"a": "\\ud800"}',
        '1e999999',
        '',
        '[[[[[[[[[[]]]]]]]]]]',
        `"${'x'.repeat(10_000)}"`,
      ),
    }),
    fc.record({
      kind: fc.constant('form' as const),
      value: fc.dictionary(
        fc.constantFrom(...fields, 'extra'),
        fc.constantFrom(NUL, String(BIG), '-1', '', 'x'.repeat(10_000)),
        { maxKeys: 6 },
      ),
    }),
    fc.constant({ kind: 'none' as const, value: null }),
  );

let sent = 0;
function request(
  op: Operation,
  role: keyof typeof tokens,
  params: string[],
  query: [string, string][],
  payload: { kind: string; value: unknown },
) {
  let i = 0;
  const path = op.path.replace(/\{[^}]+\}/g, () => params[i++ % params.length]!);
  const search = query.map(([k, v]) => `${k}=${v}`).join('&');
  const headers = new Headers({ 'x-forwarded-for': `203.0.113.${(++sent % 250) + 1}` });
  if (tokens[role]) headers.set('authorization', `Bearer ${tokens[role]}`);
  let data: BodyInit | undefined;
  if (payload.kind === 'json') {
    headers.set('content-type', 'application/json');
    data = JSON.stringify(payload.value);
  } else if (payload.kind === 'raw') {
    headers.set('content-type', 'application/json');
    data = payload.value as string;
  } else if (payload.kind === 'form') {
    const form = new FormData();
    for (const [k, v] of Object.entries(payload.value as Record<string, string>)) form.append(k, v);
    data = form;
  }
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(op.method);
  return t.api.request(`http://testserver${path}${search ? `?${search}` : ''}`, {
    method: op.method,
    headers,
    body: hasBody ? data : undefined,
  });
}

describe('fuzzing every route', () => {
  it('finds the API in its own OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('never answers 5xx to hostile paths, queries and bodies', async () => {
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 10_000 }),
        fc.constantFrom<keyof typeof tokens>('anonymous', 'customer', 'staff'),
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        fc.array(fc.tuple(fc.nat(), segment), { maxLength: 3 }),
        fc.nat(),
        async (which, role, params, rawQuery, bodyPick) => {
          const op = operations[which % operations.length]!;
          // Signing out everywhere or deactivating would end the fuzzing users' sessions; those run anonymously.
          const who = /logout-all|deactivate/.test(op.path) ? 'anonymous' : role;
          const names = [...op.query, 'page', 'page_size', 'ordering', 'search'];
          const query = rawQuery.map(([n, v]) => [names[n % names.length]!, v] as [string, string]);
          const payload = fc.sample(body(op.bodyFields.length ? op.bodyFields : ['field']), {
            seed: bodyPick,
            numRuns: 1,
          })[0]!;
          const res = await request(op, who, params, query, payload);
          if (res.status >= 500) {
            failures.push(
              `${op.method} ${op.path} as ${who} (${params.join(' ')}) ?${query.map((q) => q.join('=')).join('&')} ${payload.kind} ${JSON.stringify(payload.value)?.slice(0, 200)} → ${res.status} ${(await res.text()).slice(0, 200)}`,
            );
          }
          // Every 5xx is collected (not shrunk) so that one run lists all of them.
          return true;
        },
      ),
      { seed: 20261125, numRuns: 1500 },
    );
    expect(failures).toEqual([]);
  }, 120_000);
});
