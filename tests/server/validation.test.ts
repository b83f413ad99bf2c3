import { createRoute, z } from '@hono/zod-openapi';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createRouter } from '@/server/api/create-app';
import { ApiError } from '@/server/api/errors';
import { parseInput } from '@/server/api/validate';
import { createMemoryBus } from '@/server/realtime/bus';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

const car = z.object({
  name: z.string().trim().min(1),
  email: z.string().email(),
  year: z.number().int(),
  doors: z.coerce.number().int(),
  price: z.number().int().min(0).max(1_000_000),
  kind: z.enum(['car', 'boat']),
  tags: z.array(z.string()).optional(),
  is_featured: z.boolean().optional(),
  vin: z.string().length(17, 'Enter a valid VIN.').optional(),
  owner: z.object({ first_name: z.string() }).optional(),
});

const good = { name: 'Camry', email: 'a@b.co', year: 2020, doors: '4', price: 100, kind: 'car' };

function errorsFor(input: unknown): Record<string, string[]> {
  try {
    parseInput(car, input);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).body as Record<string, string[]>;
  }
  throw new Error('the input was accepted');
}

describe('parseInput speaks DRF', () => {
  it('returns the parsed value when it is valid', () => {
    expect(parseInput(car, good)).toMatchObject({ ...good, doors: 4 });
  });

  it('names required, null and blank fields', () => {
    expect(errorsFor({ ...good, name: undefined, email: null, year: undefined, kind: null })).toEqual({
      name: ['This field is required.'],
      email: ['This field may not be null.'],
      year: ['This field is required.'],
      kind: ['This field may not be null.'],
    });
    expect(errorsFor({ ...good, name: '  ', email: '' })).toEqual({
      name: ['This field may not be blank.'],
      email: ['This field may not be blank.'],
    });
  });

  it('rejects numbers that are not whole numbers, coerced or not', () => {
    expect(errorsFor({ ...good, year: 'twenty', doors: 'four' })).toEqual({
      year: ['A valid integer is required.'],
      doors: ['A valid integer is required.'],
    });
    expect(errorsFor({ ...good, year: 2020.5 })).toEqual({ year: ['A valid integer is required.'] });
  });

  it('uses DRF wording for e-mail, choices, bounds, booleans and lists', () => {
    expect(errorsFor({ ...good, email: 'nope', kind: 'plane', price: -1, is_featured: 'yes', tags: 'red' })).toEqual({
      email: ['Enter a valid email address.'],
      kind: ['"plane" is not a valid choice.'],
      price: ['Ensure this value is greater than or equal to 0.'],
      is_featured: ['Must be a valid boolean.'],
      tags: ['Expected a list of items but got type "str".'],
    });
    expect(errorsFor({ ...good, price: 2_000_000 })).toEqual({
      price: ['Ensure this value is less than or equal to 1000000.'],
    });
  });

  it("keeps a contract's own messages", () => {
    expect(errorsFor({ ...good, vin: 'short' })).toEqual({ vin: ['Enter a valid VIN.'] });
  });

  it('keys nested fields by their path and whole-body problems as non_field_errors', () => {
    expect(errorsFor({ ...good, owner: {} })).toEqual({ 'owner.first_name': ['This field is required.'] });
    expect(errorsFor('a string')).toEqual({ non_field_errors: ['Invalid data. Expected a dictionary, but got str.'] });
  });
});

describe('routes validated by the router', () => {
  let database: TestDatabase;
  let request: (body: string) => Promise<Response>;
  beforeAll(async () => {
    database = await createTestDatabase();
    const router = createRouter().openapi(
      createRoute({
        method: 'post',
        path: '/echo/',
        request: { body: { required: true, content: { 'application/json': { schema: car } } } },
        responses: { 200: { description: 'The parsed body' } },
      }),
      (c) => c.json(c.req.valid('json')),
    );
    const app = createApp({
      getDatabase: async () => database,
      getBus: async () => createMemoryBus(),
      logger: pino({ level: 'silent' }),
    });
    app.route('/', router);
    request = async (body) =>
      app.request('http://testserver/api/echo/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
  });
  afterAll(() => database.close());

  it('gives the same DRF messages as parseInput', async () => {
    const res = await request(JSON.stringify({ ...good, name: null, year: undefined }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ name: ['This field may not be null.'], year: ['This field is required.'] });
  });

  it('reports malformed JSON with the reason', async () => {
    const res = await request('{"name": }');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/^JSON parse error - Unexpected token/);
  });
});
