// Property: every operation of the served document, called by every role with requests sampled from the document
// and with hostile ones, answers as the document says (decision 060): never a 5xx, a documented status with a body on
// its schema, the router's exact Allow, 401 before any body check on signed-in operations, and no 401 for want of a
// user from an operation that declares no security. A new route is fuzzed without editing this file.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousUserSchema } from '@/lib/contract/chat';
import { contractOf, type Contract, type OperationObject, type Parameter } from '../support/contract';
import { insertCar, insertCarImage, insertUser } from '../support/factories';
import { arbitraryFor } from '../support/schema-arbitrary';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld } from './orders-fixtures';

const ROLES = ['anonymous', 'visitor', 'customer', 'dealer', 'staff', 'admin'] as const;
type Role = (typeof ROLES)[number];

/** Fixed, so a failure is the same failure on every machine; fast-check samples each request from SEED + its index. */
const SEED = 20261127;
/** Requests per operation × role: one sampled valid, the rest with one hostile change each. ~1,000 pairs. */
const PER_PAIR = 2;

type Schema = Record<string, unknown>;

interface Operation {
  method: string;
  template: string;
  op: OperationObject;
  signedIn: boolean;
  params: Parameter[];
  query: Parameter[];
  /** The request body's media type and schema, when the operation takes one. */
  body?: { type: string; schema: Schema };
}

/** A query parameter: its name, its value, and whether the value is sent as it is (already percent-encoded). */
type QueryPart = [name: string, value: string, raw?: boolean];

interface Sample {
  params: Record<string, string>;
  query: QueryPart[];
  body: unknown;
}

const MUTATIONS = [
  'missing-field',
  'wrong-type',
  'int-edge',
  'nul',
  'long',
  'empty-body',
  'malformed-body',
  'unknown-query',
  'hostile-query',
  'hostile-id',
  'other-method',
  'bad-token',
] as const;
type Mutation = (typeof MUTATIONS)[number] | 'valid';

const NUL = 'a\u0000b';
const LONG = 'x'.repeat(10_000);
const BIG = 2 ** 31;
/** A bearer token no server signed, and an unsigned one: 401 on every operation, public ones too (SimpleJWT). */
const BAD_TOKENS = ['not-a-token', 'eyJhbGciOiJub25lIn0.eyJ1c2VyX2lkIjoxfQ.'];
const WRONG_TYPES: unknown[] = [123, 'text', true, null, [], {}, [BIG], { nested: NUL }, 1.5];
/** A 1×1 PNG, for file fields. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let contract: Contract;
let operations: Operation[];
const tokens: Record<Role, string | undefined> = {
  anonymous: undefined,
  visitor: undefined,
  customer: undefined,
  dealer: undefined,
  staff: undefined,
  admin: undefined,
};
/** Record ids that exist (cars, chats, orders, users): a sampled `{id}` is one of these, so handlers run to the end. */
let ids: string[] = [];
/** Accounts a staff member may deactivate or edit in the fuzzing: never one of the roles' own. */
let victims: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const world = await buildWorld(db);
  tokens.customer = world.tokens.customerA;
  tokens.dealer = world.tokens.dealer;
  tokens.staff = world.tokens.staff;
  tokens.admin = world.tokens.superuser;
  const car = await insertCar(db, { dealer_id: world.users.dealer });
  await insertCarImage(db, car.id, '/media/cars/fuzz.jpg');
  const visitor = await setUp('/api/chats/anonymous/create-user/', undefined, {
    first_name: 'Visitor',
    phone: '017 217 919',
  });
  tokens.visitor = anonymousUserSchema.parse(visitor).access;
  await setUp('/api/chats/create/', tokens.customer, { car_id: car.id, content: 'Is this car still available?' });
  await setUp('/api/chats/create/', tokens.visitor, { content: 'Hello, I have a question.' });
  victims = await Promise.all([1, 2].map(async () => String((await insertUser(db)).id)));
  ids = ['1', '2', '3', '4', '5', String(car.id), String(world.container), String(world.cars.A.sale)];
  contract = await contractOf(t.api);
  operations = contract.paths
    .flatMap((p) => [...p.operations].map(([method, op]) => describeOperation(p.template, method, op)))
    .sort((a, b) => lateness(a) - lateness(b));
}, 240_000);
afterAll(() => t.close());

/** A fixture made through the API (these operations are fuzzed, and checked, below). */
async function setUp(path: string, token: string | undefined, json: unknown): Promise<unknown> {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (token) headers.set('authorization', `Bearer ${token}`);
  const res = await t.api.request(`http://testserver${path}`, { method: 'POST', headers, body: JSON.stringify(json) });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.json();
}

function describeOperation(template: string, method: string, op: OperationObject): Operation {
  const params = (op.parameters ?? []).map((p) => contract.resolve(p));
  const content = op.requestBody ? (contract.resolve(op.requestBody).content ?? {}) : {};
  const [type, media] = Object.entries(content)[0] ?? [];
  const security = op.security ?? contract.document.security ?? [];
  return {
    method,
    template,
    op,
    signedIn: security.length > 0 && security.every((r) => Object.keys(r).length > 0),
    params: params.filter((p) => p.in === 'path'),
    query: params.filter((p) => p.in === 'query'),
    body: type && media?.schema ? { type, schema: contract.resolve(media.schema as Schema) } : undefined,
  };
}

/** Deletions run after everything else, and what ends sessions (deactivation, signing out everywhere) last. */
function lateness(o: Operation): number {
  if (/logout-all/.test(o.template)) return 3;
  if (/deactivate/.test(o.template)) return 2;
  return o.method === 'DELETE' ? 1 : 0;
}

function sampleArbitrary(o: Operation): fc.Arbitrary<Sample> {
  const params = Object.fromEntries(
    o.params.map((p) => {
      const schema = (p.schema ?? {}) as Schema;
      if (schema.pattern === '^[0-9]+$') {
        return [p.name, fc.constantFrom(...(/\/usermgmt\/user\//.test(o.template) ? victims : ids))];
      }
      // A client never sends an empty segment: `//` is no path of the document.
      return [
        p.name,
        arbitraryFor(contract, schema)
          .map(String)
          .filter((v) => v.trim() !== ''),
      ];
    }),
  );
  const query = fc
    .subarray(o.query)
    .chain((chosen) =>
      fc.tuple(
        ...chosen.map((p) =>
          arbitraryFor(contract, p.schema).map(
            (v) => [p.name, Array.isArray(v) ? v.join(',') : String(v)] as QueryPart,
          ),
        ),
      ),
    );
  const body = o.body ? arbitraryFor(contract, o.body.schema) : fc.constant(undefined);
  return fc.record({ params: fc.record(params), query, body });
}

/** One hostile change to a valid sample (`valid` leaves it as it is). */
interface Mutated {
  sample: Sample;
  method: string;
  /** The body's bytes as they are sent, instead of the sample's. */
  raw?: string;
  /** A token sent instead of the role's. */
  token?: string;
}

function mutate(o: Operation, s: Sample, mutation: Mutation, pick: number): Mutated {
  const fields = Object.keys((o.body?.schema.properties as Schema | undefined) ?? {});
  const required = (o.body?.schema.required as string[] | undefined) ?? [];
  const field = fields[pick % Math.max(fields.length, 1)];
  const record: Record<string, unknown> =
    typeof s.body === 'object' && s.body !== null && !Array.isArray(s.body) ? { ...s.body } : {};
  const withField = (value: unknown) => ({
    sample: { ...s, body: field ? { ...record, [field]: value } : value },
    method: o.method,
  });
  const hostileQuery = (value: string) => {
    const name = o.query[pick % Math.max(o.query.length, 1)]?.name ?? 'page';
    return { sample: { ...s, query: [...s.query, [name, value, true] as QueryPart] }, method: o.method };
  };
  const edges = [BIG, -1, String(BIG), '-1'];
  switch (mutation) {
    case 'valid':
      return { sample: s, method: o.method };
    case 'missing-field': {
      const gone = required[pick % Math.max(required.length, 1)];
      if (!gone) return { sample: { ...s, body: undefined }, method: o.method };
      const rest = { ...record };
      delete rest[gone];
      return { sample: { ...s, body: rest }, method: o.method };
    }
    case 'wrong-type':
      return o.body ? withField(WRONG_TYPES[pick % WRONG_TYPES.length]) : hostileQuery('abc');
    case 'int-edge':
      return o.body ? withField(edges[pick % edges.length]) : hostileQuery(String(edges[pick % edges.length]));
    case 'nul':
      return o.body ? withField(NUL) : hostileQuery('a%00b');
    case 'long':
      return o.body ? withField(LONG) : hostileQuery('x'.repeat(10_000));
    case 'empty-body':
      return { sample: s, raw: '', method: o.method };
    case 'malformed-body':
      return { sample: s, raw: ['{"a": ', '[', 'nul', '{"a": "\\ud800"}', '1e999999'][pick % 5], method: o.method };
    case 'unknown-query':
      return { sample: { ...s, query: [...s.query, ['zz_unknown', '1'], ['page_size', '-1']] }, method: o.method };
    case 'hostile-query':
      return hostileQuery(['2147483648', '-1', 'a%00b', '%ZZ', LONG][pick % 5]!);
    case 'hostile-id': {
      const id = o.params.find((p) => (p.schema as Schema | undefined)?.pattern === '^[0-9]+$');
      if (!id) return hostileQuery('2147483648');
      const value = ['2147483648', '0', '99999999999', '-1'][pick % 4]!;
      return { sample: { ...s, params: { ...s.params, [id.name]: value } }, method: o.method };
    }
    case 'bad-token':
      return { sample: s, method: o.method, token: BAD_TOKENS[pick % BAD_TOKENS.length] };
    case 'other-method': {
      const path = contract.paths.find((p) => p.template === o.template)!;
      const others = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((m) => !path.operations.has(m));
      return { sample: s, method: others[pick % others.length] ?? 'OPTIONS' };
    }
  }
}

let sent = 0;
async function send(o: Operation, role: Role, { sample: s, method, raw, token }: Mutated) {
  const path = o.template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(s.params[name] ?? '1'));
  const search = s.query.map(([k, v, asIs]) => `${encodeURIComponent(k)}=${asIs ? v : encodeURIComponent(v)}`);
  const url = `${path}${search.length ? `?${search.join('&')}` : ''}`;
  // A fresh address per request: per-address throttles would otherwise answer 429 for the rest of the run.
  const headers = new Headers({ 'x-forwarded-for': `203.0.${(++sent >> 8) % 250}.${(sent % 250) + 1}` });
  const bearer = token ?? tokens[role];
  if (bearer) headers.set('authorization', `Bearer ${bearer}`);
  let body: BodyInit | undefined;
  if (!['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(method)) {
    if (raw !== undefined) {
      headers.set('content-type', 'application/json');
      body = raw;
    } else if (o.body?.type === 'multipart/form-data' && s.body && typeof s.body === 'object') {
      body = formData(o.body.schema, s.body as Record<string, unknown>);
    } else if (s.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(s.body);
    }
  }
  const response = await t.api.request(`http://testserver${url}`, { method, headers, body });
  return { url, response };
}

function formData(schema: Schema, values: Record<string, unknown>): FormData {
  const form = new FormData();
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  for (const [name, value] of Object.entries(values)) {
    const property = contract.resolve(properties[name] ?? {}) as Schema;
    const binary = property.format === 'binary' || (property.items as Schema | undefined)?.format === 'binary';
    for (const item of Array.isArray(value) ? value : [value]) {
      if (binary && item === 'file') form.append(name, new Blob([PNG], { type: 'image/png' }), 'photo.png');
      else form.append(name, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  return form;
}

const NOT_AUTHENTICATED = 'Authentication credentials were not provided.';

/** What is wrong with one answer, beyond what the contract checks: 5xx, 401 order and declared security. */
async function ownProblems(o: Operation, role: Role, method: string, url: string, response: Response) {
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`${response.status} ${(await response.clone().text()).slice(0, 200)}`);
  const reached = contract.match(new URL(url, 'http://testserver').pathname)[0]?.template === o.template;
  if (role !== 'anonymous' || !reached || method !== o.method) return problems;
  if (o.signedIn && response.status !== 401) {
    problems.push(`declares security, yet answered an anonymous caller ${response.status}, not 401`);
  }
  if (!o.signedIn && response.status === 401) {
    const body = (await response.clone().json()) as { detail?: unknown };
    if (body.detail === NOT_AUTHENTICATED) problems.push('answers 401 for want of a user, yet declares no security');
  }
  return problems;
}

describe('every operation × every role, sampled from the served document', () => {
  it('finds the operations in the document', () => {
    expect(operations.length).toBeGreaterThan(150);
  });

  it('answers every request as the document says', async () => {
    const failures = new Map<string, string>();
    let index = 0;
    for (const o of operations) {
      const requests = sampleArbitrary(o);
      for (const role of ROLES) {
        const samples = fc.sample(fc.tuple(requests, fc.constantFrom(...MUTATIONS), fc.nat()), {
          seed: SEED + index++,
          numRuns: PER_PAIR,
        });
        for (const [i, [valid, hostile, pick]] of samples.entries()) {
          const mutation: Mutation = i === 0 ? 'valid' : hostile;
          const mutated = mutate(o, valid, mutation, pick);
          const { method } = mutated;
          const { url, response } = await send(o, role, mutated);
          const problems = [
            ...(await ownProblems(o, role, method, url, response)),
            ...(await contract.problems({ method, url, response })),
          ];
          for (const problem of problems) {
            // One line per operation, role, change and problem: a run lists every distinct fault once.
            const key = `${o.method} ${o.template} ${role} ${mutation} ${problem.slice(0, 120)}`;
            if (!failures.has(key))
              failures.set(key, `${method} ${url.slice(0, 160)} as ${role} (${mutation}): ${problem}`);
          }
        }
      }
    }
    expect([...failures.values()]).toEqual([]);
  }, 600_000);
});
