// Part orders: login required, quantity bounds, stock taken and never oversold (the last-item race), each buyer
// sees only their own orders and staff see every order.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partOrderPageSchema, partOrderSchema, type PartOrder } from '@/lib/contract/parts';
import { signToken } from '@/server/auth/jwt';
import { partOrders, parts } from '@/server/db/schema';
import { insertUser } from '../support/factories';
import { usingPostgres } from '../support/test-db';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let alice: string;
let bob: string;
let staff: string;

const tokenFor = async (id: number) => (await signToken(id, 'access')).token;

let made = 0;
async function insertPart(stock: number, price = 120): Promise<number> {
  made += 1;
  const [row] = await t.database.db
    .insert(parts)
    .values({
      make: 'Toyota',
      year: 2018,
      model: 'Camry',
      engine: '2AR-FE 2.5L I4',
      category: 'Electrical',
      sub_category: 'Charging',
      name: `Alternator ${made}`,
      part_number: `27060-0V${String(made).padStart(3, '0')}`,
      price,
      stock,
      image: '/media/generated/part/electrical/1.svg',
    })
    .returning({ id: parts.id });
  return row!.id;
}

async function stockOf(id: number): Promise<number> {
  const [row] = await t.database.db.select({ stock: parts.stock }).from(parts).where(eq(parts.id, id));
  return row!.stock;
}

const order = (token: string | undefined, json: unknown) =>
  t.request('/api/parts/orders/create/', { method: 'POST', token, json });

async function ordersOf(token: string): Promise<PartOrder[]> {
  const res = await t.request('/api/parts/orders/', { token });
  expect(res.status).toBe(200);
  return partOrderPageSchema.parse(await res.json()).results;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  alice = await tokenFor((await insertUser(db, { email: 'alice@example.com' })).id);
  bob = await tokenFor((await insertUser(db, { email: 'bob@example.com' })).id);
  staff = await tokenFor((await insertUser(db, { is_admin: true })).id);
});
afterAll(() => t.close());

describe('placing an order', () => {
  it('needs a login', async () => {
    const part = await insertPart(3);
    const res = await order(undefined, { part_id: part, quantity: 1 });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect((await t.request('/api/parts/orders/')).status).toBe(401);
    expect(await stockOf(part)).toBe(3);
  });

  it('takes the stock and answers the pending order with its total', async () => {
    const part = await insertPart(5, 240);
    const res = await order(alice, { part_id: part, quantity: 3 });
    expect(res.status).toBe(201);
    const placed = partOrderSchema.parse(await res.json());
    expect(placed).toMatchObject({ quantity: 3, unit_price: 240, total: 720, status: 'pending' });
    expect(placed.part).toMatchObject({ id: part, make: 'Toyota', model: 'Camry', year: 2018 });
    expect(placed.part.image).toBe('http://testserver/media/generated/part/electrical/1.svg');
    expect(await stockOf(part)).toBe(2);
  });

  it('says how many are left, or that none are', async () => {
    const part = await insertPart(2);
    const tooMany = await order(alice, { part_id: part, quantity: 3 });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({ quantity: ['Only 2 left in stock.'] });
    expect((await order(alice, { part_id: part, quantity: 2 })).status).toBe(201);
    const gone = await order(alice, { part_id: part, quantity: 1 });
    expect(gone.status).toBe(400);
    expect(await gone.json()).toEqual({ part_id: ['This part is out of stock.'] });
    expect(await stockOf(part)).toBe(0);
  });

  it('keeps the quantity between 1 and 10 and the part real', async () => {
    const part = await insertPart(20);
    for (const [quantity, message] of [
      [0, 'Ensure this value is greater than or equal to 1.'],
      [11, 'Ensure this value is less than or equal to 10.'],
      ['two', 'A valid integer is required.'],
      [1.5, 'A valid integer is required.'],
    ] as const) {
      const res = await order(alice, { part_id: part, quantity });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ quantity: [message] });
    }
    expect((await order(alice, { part_id: part, quantity: '10' })).status).toBe(201);
    const missing = await order(alice, { part_id: 999_999, quantity: 1 });
    expect(await missing.json()).toEqual({ part_id: ['Invalid pk "999999" - object does not exist.'] });
    expect(await (await order(alice, { quantity: 1 })).json()).toEqual({ part_id: ['This field is required.'] });
    expect(await stockOf(part)).toBe(10);
  });

  it(`sells the last one once when two buyers race for it${usingPostgres() ? ' (PostgreSQL)' : ''}`, async () => {
    // On PostgreSQL the two requests run on two connections at once; each round is a fresh last item.
    for (let round = 0; round < 5; round++) {
      const part = await insertPart(1);
      const answers = await Promise.all([
        order(alice, { part_id: part, quantity: 1 }),
        order(bob, { part_id: part, quantity: 1 }),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 400]);
      const lost = answers.find((r) => r.status === 400)!;
      expect(await lost.json()).toEqual({ part_id: ['This part is out of stock.'] });
      expect(await stockOf(part)).toBe(0);
    }
  });

  it('stops a buyer after 30 orders an hour, not the others', async () => {
    const carol = await tokenFor((await insertUser(t.database.db, { email: 'carol@example.com' })).id);
    const part = await insertPart(100);
    for (let i = 0; i < 30; i++) expect((await order(carol, { part_id: part, quantity: 1 })).status).toBe(201);
    const throttled = await order(carol, { part_id: part, quantity: 1 });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stockOf(part)).toBe(70);
    expect((await order(bob, { part_id: part, quantity: 1 })).status).toBe(201);
  });
});

describe('GET /api/parts/orders/', () => {
  it('shows each buyer only their own orders, newest first, and staff every order', async () => {
    const part = await insertPart(10);
    const mine = partOrderSchema.parse(await (await order(alice, { part_id: part, quantity: 1 })).json());
    const theirs = partOrderSchema.parse(await (await order(bob, { part_id: part, quantity: 2 })).json());

    const aliceOrders = await ordersOf(alice);
    const bobOrders = await ordersOf(bob);
    expect(aliceOrders[0]!.id).toBe(mine.id);
    expect(aliceOrders.map((o) => o.id)).not.toContain(theirs.id);
    expect(bobOrders[0]!.id).toBe(theirs.id);
    expect(bobOrders.map((o) => o.id)).not.toContain(mine.id);
    expect(new Set(aliceOrders.map((o) => o.user)).size).toBe(1);

    const everyone = partOrderPageSchema.parse(await (await t.request('/api/parts/orders/', { token: staff })).json());
    expect(everyone.count).toBe((await t.database.db.select().from(partOrders)).length);
    expect(everyone.count).toBeGreaterThan(aliceOrders.length + bobOrders.length);
    expect(everyone.results.map((o) => o.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    // Staff can tell whose order it is; the buyer's own answer names them too.
    expect(everyone.results.find((o) => o.id === theirs.id)!.customer.email).toBe('bob@example.com');
    expect(mine.customer.email).toBe('alice@example.com');
  });

  it('pages as DRF does', async () => {
    const res = await t.request('/api/parts/orders/?page=99', { token: alice });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Invalid page.' });
  });
});
