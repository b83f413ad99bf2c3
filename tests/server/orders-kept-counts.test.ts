// Decision 079: a records list filtered by one kept column alone is counted from record_counts (deltas per value kept
// by statement triggers, migration 0039), and that count is the rows' own count after every kind of write: inserts
// one at a time and many at once, updates that change a kept value (also through the copies on purchases and
// summaries), updates that change none, deletes and truncation.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPageSchemas, type OrderKind } from '@/lib/contract/orders';
import { carPurchases, carSales, containers, summaryReports, towings } from '@/server/db/schema';
import { rowsOf } from '@/server/db/rows';
import { listSelection } from '@/server/modules/orders/records.service';
import type { LoadContext } from '@/server/modules/orders/record-source';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld, insertCar, type World } from './orders-fixtures';

let t: TestApp;
let w: World;
const refs = () => ({ warehouse: w.warehouse, port: w.port, company: w.company, container: w.container });

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

/** Lists counted from the kept values, each with a query the rows must agree with. */
const KEPT: [OrderKind, string][] = [
  ['carsales', 'year__gte=2015'],
  ['carsales', 'year__gte=2012&year__lte=2018'],
  ['carsales', 'year__lte=2011'],
  ['carsales', 'date__gte=2024-01-01'],
  ['carsales', 'date__lte=2023-06-30'],
  ['carsales', 'is_done=true'],
  ['carsales', 'is_done=false'],
  ['carsales', 'is_flagged=true'],
  ['carsales', 'stage=in%20transit'],
  ['carsales', 'customer_type=dealer'],
  ['carspurchased', 'year__gte=2015'],
  ['carspurchased', 'date__lte=2023-12-31'],
  ['carspurchased', 'payment_status=paid'],
  ['carspurchased', 'payment_status=unpaid'],
  ['summaryreports', 'year__lte=2016'],
  ['summaryreports', 'date__gte=2023-01-01&date__lte=2024-12-31'],
  ['summaryreports', 'stage=arrived'],
  ['towings', 'warehouse_id={warehouse}'],
  ['shippings', 'date__gte=2020-01-01'],
  ['containers', 'status=in%20transit'],
  // Few-valued text matched by `icontains` (migration 0040): the kept values containing the text.
  ['carsales', 'dealer_state__icontains=t'],
  ['carspurchased', 'dealer_state__icontains=c'],
  ['carspurchased', 'car_location__icontains=a'],
  ['loadingrecords', 'loading_port__warehouse__icontains=hou'],
  ['loadingrecords', 'date__lte=2026-12-31'],
  ['shippings', 'shipping_company__icontains=ms'],
  ['containers', 'shipping_company__icontains=yang'],
  ['containers', 'loading_port__warehouse__icontains=hou'],
];

const superuser = (): LoadContext => ({
  db: t.database.db,
  viewer: { id: w.users.superuser, is_superuser: true, is_admin: false, is_staff: true } as LoadContext['viewer'],
  media: (() => null) as unknown as LoadContext['media'],
});

async function listCount(kind: OrderKind, query: string): Promise<number> {
  const res = await t.request(`/api/v2/orders/${kind}/?${query}`, { token: w.tokens.superuser });
  expect(res.status, `${kind}?${query}`).toBe(200);
  return orderPageSchemas[kind].parse(await res.json()).count;
}

/** What counting the rows gives for the same list (the path every other list takes). */
async function rowCount(kind: OrderKind, query: string): Promise<number> {
  const { source, where, joins } = listSelection(superuser(), kind, new URL(`http://x/?${query}`));
  return source.count(t.database.db, where, joins);
}

async function expectAgreement() {
  for (const [kind, template] of KEPT) {
    const query = template.replace('{warehouse}', String(w.warehouse));
    expect(listSelection(superuser(), kind, new URL(`http://x/?${query}`)).kept, `${kind}?${query}`).toBeDefined();
    expect(await listCount(kind, query), `${kind}?${query}`).toBe(await rowCount(kind, query));
  }
}

/** The most delta rows any one key has: folding keeps it small however many statements wrote. */
async function mostDeltas(): Promise<number> {
  const [row] = rowsOf<{ most: number }>(
    await t.database.db.execute(
      sql`select coalesce(max(c), 0)::int as most from (select count(*) as c from record_counts group by table_name, column_name, value) d`,
    ),
  );
  return row?.most ?? 0;
}

describe('kept counts per value (decision 079)', () => {
  it('are read only for one kept column, a viewer who sees every record and no search', () => {
    const kept = (kind: OrderKind, query: string, ctx = superuser()) =>
      listSelection(ctx, kind, new URL(`http://x/?${query}`)).kept;
    expect(kept('carsales', 'year__gte=2015&year__lte=2018')?.column).toBe('year');
    expect(kept('carspurchased', 'date__gte=2020-01-01')?.column).toBe('purchase_date');
    expect(kept('carsales', 'year__gte=2015&search=camry')).toBeUndefined();
    expect(kept('carsales', 'year__gte=2015&is_done=true')).toBeUndefined();
    expect(kept('carsales', 'vin__icontains=1HG')).toBeUndefined();
    expect(kept('containers', 'loading_port__warehouse__icontains=hou')?.column).toBe('loading_port_warehouse');
    // A lookup the field does not take is ignored by the rows' filter: the kept values must not read it either.
    expect(kept('carsales', 'year=2015')).toBeUndefined();
    // Blank values are no filter at all: the whole table's kept count.
    expect(kept('carsales', 'year__gte=')).toBeUndefined();
    const customer: LoadContext = {
      ...superuser(),
      viewer: { id: w.users.customerA, is_superuser: false, is_admin: false, is_staff: false } as LoadContext['viewer'],
    };
    expect(kept('carsales', 'year__gte=2015', customer)).toBeUndefined();
  });

  it('refuse a bad value with the same 400 as the rows', async () => {
    const res = await t.request('/api/v2/orders/carsales/?year__gte=abc', { token: w.tokens.superuser });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ year__gte: ['Enter a number.'] });
    expect(await listCount('carsales', 'year__gte=99999999999')).toBe(0);
    expect(await listCount('carsales', 'year__gte=-99999999999')).toBe(await rowCount('carsales', ''));
  });

  it('agree with the rows after inserts, updates, deletes and truncation', async () => {
    const db = t.database.db;
    await expectAgreement();

    // One car at a time, with a spread of years, dates, states and flags.
    const cars = [];
    for (let i = 0; i < 24; i++) {
      cars.push(
        await insertCar(db, i % 2 ? w.users.customerA : w.users.customerB, refs(), {
          year: 2008 + (i % 14),
          date: `202${2 + (i % 4)}-0${1 + (i % 9)}-1${i % 10}`,
          is_done: i % 3 === 0,
          is_flagged: i % 5 === 0,
          customer_type: i % 4 === 0 ? 'dealer' : 'private',
          dealer_state: i % 3 ? 'TX' : 'CA',
        }),
      );
    }
    expect(await listCount('carsales', 'year__gte=2015')).toBeGreaterThan(0);
    await expectAgreement();
    expect(await mostDeltas()).toBeLessThanOrEqual(9);

    // Many rows in one statement, and updates that move rows between values (the sale's year is copied onto its
    // purchase and summary by their triggers) or that change none of the kept columns.
    await db
      .update(carSales)
      .set({ year: 2010 })
      .where(
        inArray(
          carSales.id,
          cars.slice(0, 10).map((c) => c.sale),
        ),
      );
    await db.update(carSales).set({ make: 'Honda' });
    await db
      .update(carPurchases)
      .set({ payment_status: 'paid' })
      .where(
        inArray(
          carPurchases.id,
          cars.slice(5, 15).map((c) => c.purchase),
        ),
      );
    await db.update(summaryReports).set({ stage: 'arrived' }).where(eq(summaryReports.id, cars[3]!.summary));
    await db.update(towings).set({ warehouse_id: null });
    await db
      .update(containers)
      .set({ status: 'arrived', shipping_company: 'Yang Ming' })
      .where(eq(containers.id, w.container));
    await expectAgreement();

    // Deletes, one and many, and a table emptied by TRUNCATE.
    await db.delete(carPurchases).where(eq(carPurchases.id, cars[6]!.purchase));
    await db.delete(summaryReports).where(
      inArray(
        summaryReports.id,
        cars.slice(12, 20).map((c) => c.summary),
      ),
    );
    await expectAgreement();
    await db.execute(sql`truncate towings`);
    await expectAgreement();
    expect(await listCount('towings', `warehouse_id=${w.warehouse}`)).toBe(0);
  });
});
