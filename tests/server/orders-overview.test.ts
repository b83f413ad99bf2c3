// The dashboard overview, the staff's lookup lists and a customer's outstanding amounts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceReportSchema,
  loadingPortSchema,
  orderPageSchemas,
  overviewSchema,
  towingCompanySchema,
  warehouseSchema,
} from '@/lib/contract/orders';
import { balanceReports, containers, recordNotes, summaryReports } from '@/server/db/schema';
import { outstandingsSchema } from '@/server/modules/orders/lookups.service';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld, insertCar, type World } from './orders-fixtures';

let t: TestApp;
let w: World;
let later: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await buildWorld(db);
  const [box] = await db
    .insert(containers)
    .values({ container_number: 'MSCU5555550', booking_number: 'B5', shipping_company: 'MSC', eta: '2026-06-20' })
    .returning();
  later = box!.id;
  const refs = { warehouse: w.warehouse, port: w.port, company: w.company, container: later };
  // Customer A: one car arriving in May (the world's), one in June, one delivered and paid.
  const june = await insertCar(db, w.users.customerA, refs);
  const done = await insertCar(db, w.users.customerA, refs);
  await db.update(summaryReports).set({ stage: 'delivered', paid: 20_000 }).where(eq(summaryReports.id, done.summary));
  await db.update(summaryReports).set({ stage: 'loaded' }).where(eq(summaryReports.id, june.summary));
  await db.insert(recordNotes).values([
    {
      record_type: 'summary_reports',
      record_id: w.cars.A.summary,
      author_id: w.users.staff,
      content: 'Your car is on the vessel.',
      created_at: new Date('2099-01-01T00:00:00Z'),
    },
    {
      record_type: 'summary_reports',
      record_id: w.cars.A.summary,
      author_id: w.users.staff,
      content: 'Private: customer slow to pay.',
      is_private: true,
      created_at: new Date('2099-01-02T00:00:00Z'),
    },
    {
      record_type: 'summary_reports',
      record_id: w.cars.B.summary,
      author_id: w.users.staff,
      content: 'For B only.',
      created_at: new Date('2099-01-03T00:00:00Z'),
    },
    // Staff notes on the same car's order and shipping count toward that car's unread notes too.
    {
      record_type: 'car_sales',
      record_id: w.cars.A.sale,
      author_id: w.users.staff,
      content: 'Title received.',
      created_at: new Date('2098-12-30T00:00:00Z'),
    },
    {
      record_type: 'shippings',
      record_id: w.cars.A.shipping,
      author_id: w.users.staff,
      content: 'Booked on the vessel.',
      created_at: new Date('2098-12-29T00:00:00Z'),
    },
  ]);
});
afterAll(() => t.close());

describe('GET /api/v2/orders/overview/', () => {
  it("shows a customer their cars on the way, soonest first, what they owe and what's new", async () => {
    const res = await t.request('/api/v2/orders/overview/', { token: w.tokens.customerA });
    expect(res.status).toBe(200);
    const overview = overviewSchema.parse(await res.json());
    expect(overview.in_transit.map((c) => c.eta)).toEqual(['2026-05-01', '2026-06-20']);
    expect(overview.in_transit[0]).toMatchObject({
      summary_report_id: w.cars.A.summary,
      stage: 'in transit',
      stage_label: 'Container shipped',
      balance: 15_000,
      unread_notes: 3,
    });
    expect(overview.in_transit[1]!.unread_notes).toBe(0);
    expect(overview).toMatchObject({ in_transit_count: 2, delivered_count: 1, unread_notes: 3, balance_due: 30_000 });
    // Their own shared note first (newest), never the private one or another customer's; then stage dates.
    expect(overview.activity[0]).toMatchObject({ kind: 'note', text: 'Your car is on the vessel.' });
    expect(overview.activity.map((a) => a.text).join('\n')).not.toMatch(/Private|For B/);
    expect(overview.activity.some((a) => a.kind === 'stage' && a.text.startsWith('Loaded'))).toBe(true);
    expect(overview.activity.length).toBeLessThanOrEqual(10);
  });

  it('is refused to visitors and dummy accounts', async () => {
    expect((await t.request('/api/v2/orders/overview/')).status).toBe(401);
    expect((await t.request('/api/v2/orders/overview/', { token: w.tokens.dummy })).status).toBe(403);
  });

  it('shows staff every customer’s cars', async () => {
    const overview = overviewSchema.parse(
      await (await t.request('/api/v2/orders/overview/', { token: w.tokens.staff })).json(),
    );
    expect(overview.in_transit_count).toBe(4);
  });
});

describe('lookup lists', () => {
  it.each([
    ['towing-companies', towingCompanySchema, 'Lone Star Towing'],
    ['warehouses', warehouseSchema, 'Houston, TX'],
    ['loading-ports', loadingPortSchema, 'Port of Houston'],
  ] as const)('%s: staff get the plain list, customers a 403', async (path, schema, name) => {
    const res = await t.request(`/api/v2/orders/${path}/`, { token: w.tokens.staff });
    expect(res.status).toBe(200);
    const list = schema.array().parse(await res.json());
    expect(JSON.stringify(list)).toContain(name);
    expect((await t.request(`/api/v2/orders/${path}/`, { token: w.tokens.customerA })).status).toBe(403);
    expect((await t.request(`/api/v2/orders/${path}/`)).status).toBe(401);
  });
});

describe('GET /api/v2/orders/carsales/oustandings/', () => {
  it('gives a customer their own outstanding cars and total', async () => {
    const res = await t.request('/api/v2/orders/carsales/oustandings/?customer_id=' + w.users.customerB, {
      token: w.tokens.customerA,
    });
    const body = outstandingsSchema.parse(await res.json());
    // The customer_id parameter cannot point a customer at someone else's money.
    expect(body.customer_id).toBe(w.users.customerA);
    // Sale price 20,000 less the 5,000 paid on each of two open cars; the delivered car is paid off.
    expect(body.total_outstanding).toBe(30_000);
    expect(body.cars.map((c) => c.outstanding)).toEqual([15_000, 15_000]);
  });

  it('needs a customer_id from staff', async () => {
    const missing = await t.request('/api/v2/orders/carsales/oustandings/', { token: w.tokens.staff });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ customer_id: ['This field is required.'] });
    const res = await t.request(`/api/v2/orders/carsales/oustandings/?customer_id=${w.users.customerB}`, {
      token: w.tokens.staff,
    });
    expect(outstandingsSchema.parse(await res.json())).toMatchObject({
      customer_id: w.users.customerB,
      total_outstanding: 15_000,
    });
  });
});

describe('balance reports', () => {
  it("sum each customer's ledger and list its entries oldest first with the running balance", async () => {
    const token = w.tokens.superuser;
    const list = await t.request(`/api/v2/orders/balancereports/?customer_id=${w.users.customerB}`, { token });
    const page = orderPageSchemas.balancereports.parse(await list.json());
    expect(page.results).toEqual([
      expect.objectContaining({ id: w.users.customerB, charges: 20_000, payments: 5_000, balance: 15_000 }),
    ]);
    const res = await t.request(`/api/v2/orders/balancereports/${w.users.customerB}/`, { token });
    const report = balanceReportSchema.parse(await res.json());
    expect(report.entries?.map((e) => [e.date, e.debit, e.credit, e.balance])).toEqual([
      ['2026-03-10', 20_000, 0, 20_000],
      ['2026-03-11', 0, 5_000, 15_000],
    ]);
    // A new payment is in the list's totals at once.
    await t.database.db
      .insert(balanceReports)
      .values({ customer_id: w.users.customerB, description: 'Wire', credit: 15_000, date: '2026-04-01' });
    const after = orderPageSchemas.balancereports.parse(
      await (await t.request(`/api/v2/orders/balancereports/?customer_id=${w.users.customerB}`, { token })).json(),
    );
    expect(after.results[0]).toMatchObject({ balance: 0, last_entry_date: '2026-04-01' });
  });
});
