// Decision 042: the columns copied from the car sale (kept by triggers), icontains over few distinct values, and the
// "sort the matches" plan give the same answers as the plain queries they replace; decision 067: the summary's stage,
// the container's carrier and the port's warehouse copied onto the records follow every change to them.
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPageSchemas, type OrderKind } from '@/lib/contract/orders';
import { buildFilters } from '@/server/api/filters';
import {
  carPurchases,
  carSales,
  containers,
  loadingPorts,
  loadingRecords,
  shippings,
  summaryReports,
  warehouses,
} from '@/server/db/schema';
import { rowsOf } from '@/server/db/rows';
import { MATCHES_FIRST_MAX } from '@/server/modules/orders/record-source';
import { listSelection, pagePlan, RECORD_SOURCES } from '@/server/modules/orders/records.service';
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

describe('columns copied from the summary, the container and the port (decision 067)', () => {
  /** Copies that differ from what the joins they replace give, over every record: none, whatever changed. */
  async function drift(): Promise<Record<string, number>> {
    const [row] = rowsOf<Record<string, number>>(
      await t.database.db.execute(sql`select
        (select count(*)::int from car_sales c left join summary_reports s on s.car_sale_id = c.id
          where c.stage is distinct from s.stage) as sale_stage,
        (select count(*)::int from shippings h left join summary_reports s on s.car_sale_id = h.car_sale_id
          where h.stage is distinct from s.stage) as shipping_stage,
        (select count(*)::int from shippings h left join containers c on c.id = h.container_id
          where h.container_shipping_company is distinct from c.shipping_company) as shipping_company,
        (select count(*)::int from loading_records l left join loading_ports p on p.id = l.loading_port_id
          left join warehouses w on w.id = p.warehouse_id
          where l.loading_port_warehouse is distinct from w.warehouse) as loading_warehouse,
        (select count(*)::int from containers c left join loading_ports p on p.id = c.loading_port_id
          left join warehouses w on w.id = p.warehouse_id
          where c.loading_port_warehouse is distinct from w.warehouse) as container_warehouse`),
    );
    return row ?? {};
  }
  const none = { sale_stage: 0, shipping_stage: 0, shipping_company: 0, loading_warehouse: 0, container_warehouse: 0 };

  it('follow the summary, the container and the port when they are written and when they change', async () => {
    const db = t.database.db;
    const [oakland] = await db
      .insert(warehouses)
      .values({ warehouse: 'Oakland, CA', city: 'Oakland', state: 'CA', port: 'Oakland' })
      .returning();
    const [port] = await db
      .insert(loadingPorts)
      .values({ name: 'Port of Oakland', warehouse_id: oakland!.id })
      .returning();
    const box = async (shipping_company: string) =>
      (
        await db
          .insert(containers)
          .values({
            container_number: 'HLXU0000001',
            booking_number: 'OAK1',
            shipping_company,
            loading_port_id: port!.id,
          })
          .returning()
      )[0]!.id;
    const hapag = await box('Hapag-Lloyd');
    const car = await insertCar(db, w.users.customerA, { ...refs(), port: port!.id, container: hapag });
    expect(await drift()).toEqual(none);
    expect(await ids('carsales', 'stage=in%20transit')).toContain(car.sale);
    expect(await ids('shippings', 'stage=in%20transit')).toContain(car.shipping);
    expect(await ids('shippings', 'shipping_company__icontains=hapag')).toEqual([car.shipping]);
    expect(await ids('loadingrecords', 'loading_port__warehouse__icontains=oakl')).toEqual([car.loading]);
    expect(await ids('containers', 'loading_port__warehouse__icontains=oakl')).toEqual([hapag]);

    await db.update(summaryReports).set({ stage: 'arrived' }).where(eq(summaryReports.id, car.summary));
    expect(await ids('carsales', 'stage=in%20transit')).not.toContain(car.sale);
    expect(await ids('carsales', 'stage=arrived')).toEqual([car.sale]);
    expect(await ids('shippings', 'stage=arrived')).toEqual([car.shipping]);

    await db.update(containers).set({ shipping_company: 'Yang Ming' }).where(eq(containers.id, hapag));
    expect(await ids('shippings', 'shipping_company__icontains=hapag')).toEqual([]);
    expect(await ids('shippings', 'shipping_company__icontains=yang')).toEqual([car.shipping]);

    await db.update(warehouses).set({ warehouse: 'Richmond, CA' }).where(eq(warehouses.id, oakland!.id));
    expect(await ids('loadingrecords', 'loading_port__warehouse__icontains=oakl')).toEqual([]);
    expect(await ids('loadingrecords', 'loading_port__warehouse__icontains=richm')).toEqual([car.loading]);
    expect(await ids('containers', 'loading_port__warehouse__icontains=richm')).toEqual([hapag]);
    expect(await drift()).toEqual(none);

    await db.update(loadingPorts).set({ warehouse_id: w.warehouse }).where(eq(loadingPorts.id, port!.id));
    expect(await ids('loadingrecords', 'loading_port__warehouse__icontains=richm')).toEqual([]);
    expect(await ids('loadingrecords', 'loading_port__warehouse__icontains=houston')).toContain(car.loading);
    expect(await ids('containers', 'loading_port__warehouse__icontains=houston')).toContain(hapag);

    // Another container and another car: the copies are the new ones'.
    const evergreen = await box('Evergreen');
    await db.update(shippings).set({ container_id: evergreen }).where(eq(shippings.id, car.shipping));
    expect(await ids('shippings', 'shipping_company__icontains=yang')).toEqual([]);
    expect(await ids('shippings', 'shipping_company__icontains=everg')).toEqual([car.shipping]);
    const other = await insertCar(db, w.users.customerB, refs());
    await db.update(summaryReports).set({ stage: 'customs' }).where(eq(summaryReports.id, other.summary));
    await db.update(shippings).set({ car_sale_id: other.sale }).where(eq(shippings.id, car.shipping));
    expect(await ids('shippings', 'stage=customs')).toContain(car.shipping);
    expect(await drift()).toEqual(none);

    // Gone: the container (its shippings lose it) and the summary (the sale and its shippings have no stage).
    await db.delete(containers).where(eq(containers.id, evergreen));
    expect(await ids('shippings', 'shipping_company__icontains=everg')).toEqual([]);
    await db.update(loadingRecords).set({ loading_port_id: null }).where(eq(loadingRecords.id, car.loading));
    expect(await ids('loadingrecords', 'loading_port__warehouse__icontains=houston')).not.toContain(car.loading);
    await db.delete(summaryReports).where(eq(summaryReports.id, other.summary));
    expect(await ids('shippings', 'stage=customs')).not.toContain(car.shipping);
    expect(await ids('carsales', 'stage=purchased')).not.toContain(other.sale);
    expect(await drift()).toEqual(none);
    // The list still shows a sale without a summary as purchased, as before.
    const res = await t.request(`/api/v2/orders/carsales/${other.sale}/`, { token: w.tokens.superuser });
    expect(((await res.json()) as { stage: string }).stage).toBe('purchased');
    await db.delete(carSales).where(inArray(carSales.id, [car.sale, other.sale]));
    expect(await drift()).toEqual(none);
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
        const walked = await source.pageIds(db, where, new Set(), order, 3, offset, 'walk');
        const sorted = await source.pageIds(db, where, new Set(), order, 3, offset, 'sort matches');
        expect(sorted).toEqual(walked);
      }
    }
    const all = await source.pageIds(db, where, new Set(), [source.tiebreak], 100, 0, 'sort matches');
    expect(all).toHaveLength(7);
  });
});

describe('the matches first (decision 078)', () => {
  it('gives the same pages, in the same order, as walking the ordering, for a joined filter', async () => {
    const db = t.database.db;
    // Two containers whose numbers share a part; cars on each, loaded on shared days so the tiebreak decides.
    const box = async (container_number: string) =>
      (
        await db
          .insert(containers)
          .values({ container_number, booking_number: container_number, shipping_company: 'ONE' })
          .returning()
      )[0]!.id;
    const boxes = [await box('TGHU7700001'), await box('TGHU7700002')];
    for (let i = 0; i < 9; i++) await insertCar(db, w.users.customerA, { ...refs(), container: boxes[i % 2]! });
    const source = RECORD_SOURCES.loadingrecords;
    for (const query of ['container_number__icontains=hu77000', 'container_number__icontains=7700002']) {
      for (const ordering of ['', 'loaded_at', '-id']) {
        const selection = listSelectionFor('loadingrecords', `${query}&ordering=${ordering}`);
        expect(selection.joins.size, query).toBeGreaterThan(0);
        const total = await source.count(db, selection.where, selection.joins);
        expect(total).toBeGreaterThan(3);
        expect(pagePlan(selection, total)).toBe('matches first');
        for (const offset of [0, 2, 4]) {
          const walked = await source.pageIds(db, selection.where, selection.joins, selection.order, 3, offset, 'walk');
          const first = await source.pageIds(
            db,
            selection.where,
            selection.joins,
            selection.order,
            3,
            offset,
            'matches first',
          );
          expect(first, `${query} ${ordering} ${offset}`).toEqual(walked);
        }
      }
    }
    const none = listSelectionFor('loadingrecords', 'container_number__icontains=zzzz9');
    expect(await source.pageIds(db, none.where, none.joins, none.order, 3, 0, 'matches first')).toEqual([]);
  });

  it('is the plan of a joined filter only while its matches are few', () => {
    const joined = listSelectionFor('loadingrecords', 'container_number__icontains=hu77');
    expect(pagePlan(joined, MATCHES_FIRST_MAX)).toBe('matches first');
    expect(pagePlan(joined, MATCHES_FIRST_MAX + 1)).toBe('walk');
    const own = listSelectionFor('summaryreports', 'date__lte=2020-12-31');
    expect(pagePlan(own, 10)).toBe('sort matches');
    expect(pagePlan(listSelectionFor('carsales', ''), 10)).toBe('walk');
  });
});

describe('pages a day at a time (decision 067)', () => {
  it('hold the same records in the same order as walking the ordering', async () => {
    const db = t.database.db;
    // Four days; updated times out of the days' order, some shared, so the id tiebreak decides between them.
    for (let i = 0; i < 14; i++) {
      const car = await insertCar(db, w.users.customerB, refs(), { date: `2018-0${1 + (i % 4)}-15` });
      const updated = new Date(Date.UTC(2024, 0, 1 + ((i * 5) % 7)));
      await db.update(summaryReports).set({ updated_at: updated }).where(eq(summaryReports.id, car.summary));
    }
    await db.update(summaryReports).set({ stage: 'delivered' }).where(eq(summaryReports.sale_date, '2018-02-15'));
    const source = RECORD_SOURCES.summaryreports;
    const byDay = source.byDay!;
    const updated = source.ordering.updated_at!;
    for (const [days, more] of [
      [{ date__lte: '2018-12-31' }, {}],
      [{ date__gte: '2018-02-01', date__lte: '2018-03-31' }, {}],
      [{ date__gte: '2018-01-01' }, { stage: 'in transit' }],
    ] as const) {
      const range = buildFilters(days, source.filters).where!;
      const where = buildFilters({ ...days, ...more }, source.filters).where!;
      for (const order of [
        [desc(updated), source.tiebreak],
        [asc(updated), source.tiebreak],
        [asc(updated), source.tiebreakReversed],
      ]) {
        for (const offset of [0, 2, 5, 9]) {
          const walked = await source.pageIds(db, where, new Set(), order, 3, offset, 'walk');
          expect(await byDay.pageIds(db, range, where, order, 3, offset)).toEqual(walked);
        }
      }
    }
  });

  it('for a sale-date range of summaries ordered by when they were updated, and nothing else', () => {
    const day = (kind: OrderKind, query: string) => listSelectionFor(kind, query).dayRange !== undefined;
    expect(day('summaryreports', 'date__lte=2018-12-31')).toBe(true);
    expect(day('summaryreports', 'date__gte=2018-01-01&ordering=updated_at')).toBe(true);
    expect(day('summaryreports', 'date__lte=2018-12-31&ordering=nonsense,-updated_at')).toBe(true);
    expect(day('summaryreports', 'date__lte=2018-12-31&ordering=date')).toBe(false);
    expect(day('summaryreports', 'date__lte=2018-12-31&ordering=-updated_at,balance')).toBe(false);
    expect(day('summaryreports', 'stage=delivered')).toBe(false);
    expect(day('carsales', 'date__lte=2018-12-31&ordering=-updated_at')).toBe(false);
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
      const { order } = listSelectionFor('carsales', ordering ? `ordering=${ordering}` : '');
      const expected = await source.pageIds(db, undefined, new Set(), order, count, 0, 'walk');
      expect(walked, ordering).toEqual(expected);
    }
  });
});

function listSelectionFor(kind: OrderKind, query: string) {
  const url = new URL(`http://testserver/api/v2/orders/${kind}/?${query}`);
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
  return listSelection({ db: t.database.db, viewer, media: () => null }, kind, url);
}
