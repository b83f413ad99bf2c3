// Decision 042: the columns copied from the car sale (kept by triggers), icontains over few distinct values, and the
// "sort the matches" plan give the same answers as the plain queries they replace.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPageSchemas, type OrderKind } from '@/lib/contract/orders';
import { buildFilters } from '@/server/api/filters';
import { carPurchases, carSales, summaryReports } from '@/server/db/schema';
import { listSelection, RECORD_SOURCES } from '@/server/modules/orders/records.service';
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

async function ids(kind: OrderKind, query: string): Promise<number[]> {
  const res = await t.request(`/api/v2/orders/${kind}/?${query}`, { token: w.tokens.superuser });
  expect(res.status, query).toBe(200);
  return orderPageSchemas[kind].parse(await res.json()).results.map((r) => r.id);
}

describe('columns copied from the car sale', () => {
  it('follow the sale when it is created and when it changes', async () => {
    const db = t.database.db;
    const car = await insertCar(db, w.users.customerA, refs(), { date: '2021-02-03', dealer_state: 'OR' });
    expect(await ids('summaryreports', 'date__lte=2021-02-03&date__gte=2021-02-03')).toEqual([car.summary]);
    expect(await ids('carspurchased', 'dealer_state__icontains=or')).toEqual([car.purchase]);

    await db.update(carSales).set({ date: '2021-05-06', dealer_state: 'WA' }).where(eq(carSales.id, car.sale));
    expect(await ids('summaryreports', 'date__lte=2021-02-03&date__gte=2021-02-03')).toEqual([]);
    expect(await ids('summaryreports', 'date__gte=2021-05-06&date__lte=2021-05-06')).toEqual([car.summary]);
    expect(await ids('carspurchased', 'dealer_state__icontains=or')).toEqual([]);
    expect(await ids('carspurchased', 'dealer_state__icontains=wa')).toEqual([car.purchase]);
    const [summary] = await db.select().from(summaryReports).where(eq(summaryReports.id, car.summary));
    const [purchase] = await db.select().from(carPurchases).where(eq(carPurchases.id, car.purchase));
    expect(summary?.sale_date).toBe('2021-05-06');
    expect(purchase?.dealer_state).toBe('WA');
  });
});

describe('counts of unfiltered lists (kept per table by triggers, decision 066)', () => {
  it('follow every insert and delete, also past the point where the deltas are folded', async () => {
    const db = t.database.db;
    const counted = async (kind: OrderKind, query = '') => {
      const res = await t.request(`/api/v2/orders/${kind}/${query}`, { token: w.tokens.superuser });
      return orderPageSchemas[kind].parse(await res.json()).count;
    };
    const real = async () => (await db.select({ id: carSales.id }).from(carSales)).length;
    expect(await counted('carsales')).toBe(await real());
    const before = await counted('carsales');
    const cars = [];
    // One statement per insert: more deltas than a fold allows (32), so the fold runs and must keep the sum.
    for (let i = 0; i < 40; i += 1) cars.push(await insertCar(db, w.users.customerA, refs()));
    expect(await counted('carsales')).toBe(before + 40);
    expect(await counted('carspurchased')).toBe(await counted('carspurchased', '?ordering=date'));
    await db.delete(carSales).where(
      inArray(
        carSales.id,
        cars.slice(0, 15).map((c) => c.sale),
      ),
    );
    expect(await counted('carsales')).toBe(before + 25);
    expect(await counted('carsales')).toBe(await real());
    // The same answer as counting the rows: a filter that matches every car counts them one by one.
    expect(await counted('summaryreports')).toBe(await counted('summaryreports', '?date__gte=1900-01-01'));
    await db.delete(carSales).where(
      inArray(
        carSales.id,
        cars.slice(15).map((c) => c.sale),
      ),
    );
    expect(await counted('carsales')).toBe(before);
  });
});

describe('icontains over few distinct values', () => {
  it('matches any part of a value, in any case, and treats % and _ as themselves', async () => {
    const db = t.database.db;
    const odd = await insertCar(db, w.users.customerB, refs(), { dealer_state: 'N_%Y', car_location: 'Dealer DMV' });
    expect(await ids('carsales', `dealer_state__icontains=${encodeURIComponent('_%y')}`)).toEqual([odd.sale]);
    expect(await ids('carsales', 'dealer_state__icontains=n_')).toEqual([odd.sale]);
    expect(await ids('carsales', 'dealer_state__icontains=%25')).toEqual([odd.sale]);
    // `_` is not "any one letter": "T_" does not match TX.
    expect(await ids('carsales', 'dealer_state__icontains=t_')).toEqual([]);
    const txSales = await t.database.db
      .select({ id: carSales.id })
      .from(carSales)
      .where(eq(carSales.dealer_state, 'TX'));
    expect((await ids('carsales', 'dealer_state__icontains=x&ordering=-date')).sort()).toEqual(
      txSales.map((r) => r.id).sort(),
    );
    expect(await ids('carsales', 'car_location__icontains=r%20dm')).toContain(odd.sale);
    expect(await ids('carspurchased', 'dealer_state__icontains=%25')).toEqual([odd.purchase]);
  });
});

describe('sorting the matches', () => {
  it('gives the same pages, in the same order, as walking the ordering', async () => {
    const db = t.database.db;
    // Several cars sharing a date and an update time, so the id tiebreak decides between them.
    for (let i = 0; i < 7; i++) await insertCar(db, w.users.customerA, refs(), { date: '2020-01-0' + (1 + (i % 3)) });
    const source = RECORD_SOURCES.summaryreports;
    const { where } = buildFilters({ date__lte: '2020-12-31' }, source.filters);
    for (const order of [
      [desc(source.ordering.updated_at!), source.tiebreak],
      [asc(source.ordering.date!), source.tiebreak],
      [desc(source.ordering.balance!), source.tiebreak],
    ]) {
      for (const offset of [0, 3, 6]) {
        const walked = await source.pageIds(db, where, new Set(), order, 3, offset, false);
        const sorted = await source.pageIds(db, where, new Set(), order, 3, offset, true);
        expect(sorted).toEqual(walked);
      }
    }
    const all = await source.pageIds(db, where, new Set(), [source.tiebreak], 100, 0, true);
    expect(all).toHaveLength(7);
  });
});

describe('pages past the middle (read from the far end, decision 066)', () => {
  it('hold the same records in the same order as reading from the start', async () => {
    const db = t.database.db;
    // Ties on date and year, so the id tiebreak decides, in both directions.
    for (let i = 0; i < 45; i++)
      await insertCar(db, w.users.customerB, refs(), { date: `2019-0${1 + (i % 3)}-01`, year: 2015 + (i % 2) });
    const source = RECORD_SOURCES.carsales;
    for (const ordering of ['', 'date', '-date', 'year,-date', '-year', 'nonsense']) {
      const query = ordering ? `ordering=${ordering}&` : '';
      const first = await t.request(`/api/v2/orders/carsales/?${query}`, { token: w.tokens.superuser });
      const { count } = orderPageSchemas.carsales.parse(await first.json());
      const pages = Math.ceil(count / 20);
      expect(pages, ordering).toBeGreaterThan(2);
      const walked: number[] = [];
      for (let page = 1; page <= pages; page++) walked.push(...(await ids('carsales', `${query}page=${page}`)));
      // The whole ordering in one query, from the start.
      const { order } = listSelectionFor(ordering);
      const expected = await source.pageIds(db, undefined, new Set(), order, count, 0, false);
      expect(walked, ordering).toEqual(expected);
    }
  });
});

function listSelectionFor(ordering: string) {
  const url = new URL(`http://testserver/api/v2/orders/carsales/${ordering ? `?ordering=${ordering}` : ''}`);
  const viewer = {
    id: w.users.superuser,
    unique_id: 'superuser',
    email: null,
    account_type: 'Customer',
    is_admin: true,
    is_superuser: true,
    is_dummy_account: false,
    is_staff: true,
  };
  return listSelection({ db: t.database.db, viewer, media: () => null }, 'carsales', url);
}
