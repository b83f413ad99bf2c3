// Every lookup of every kind (a value that matches customer A's car and one that does not), wrong-type values as
// DRF 400s on their field, unknown parameters ignored, every ordering, and DRF pages.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_FILTERS,
  ORDER_KINDS,
  ORDER_ORDERING,
  ORDERS_PAGE_SIZE,
  orderPageSchemas,
  type OrderKind,
} from '@/lib/contract/orders';
import {
  balanceReports,
  carPurchases,
  carSales,
  containers,
  loadingPorts,
  loadingRecords,
  shippings,
  summaryReports,
  towings,
  warehouses,
} from '@/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld, insertCar, type World } from './orders-fixtures';

let t: TestApp;
let w: World;
let box2: number;
let house2: number;
let A: { id_number: string; vin: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await buildWorld(db);
  // Customer A's car differs from the others in every field a lookup reads.
  const [savannah] = await db
    .insert(warehouses)
    .values({ warehouse: 'Savannah, GA', city: 'Savannah', state: 'GA', port: 'Savannah' })
    .returning();
  house2 = savannah!.id;
  const [port2] = await db.insert(loadingPorts).values({ name: 'Port of Savannah', warehouse_id: house2 }).returning();
  const [box] = await db
    .insert(containers)
    .values({
      container_number: 'TGHU7654320',
      booking_number: 'SAV999',
      shipping_company: 'Maersk',
      loading_port_id: port2!.id,
      etd: '2025-06-15',
      eta: '2025-07-30',
      status: 'booked',
    })
    .returning();
  box2 = box!.id;
  const car = w.cars.A;
  const [sale] = await db
    .update(carSales)
    .set({
      year: 2015,
      date: '2025-06-01',
      dealer_state: 'GA',
      car_location: 'Warehouse',
      title_status: 'In Mail',
      is_done: true,
      is_flagged: true,
    })
    .where(eq(carSales.id, car.sale))
    .returning();
  A = { id_number: sale!.id_number, vin: sale!.vin };
  await db.update(carSales).set({ sales_rep_id: w.users.superuser }).where(eq(carSales.customer_id, w.users.customerB));
  await db.update(carSales).set({ sales_rep_id: w.users.superuser }).where(eq(carSales.customer_id, w.users.dealer));
  await db
    .update(carPurchases)
    .set({ purchase_date: '2025-06-01', payment_status: 'paid' })
    .where(eq(carPurchases.id, car.purchase));
  await db
    .update(towings)
    .set({ towing_status: 'Towing in Progress', dispatched_at: new Date('2025-06-03T22:00:00Z'), warehouse_id: house2 })
    .where(eq(towings.id, car.towing));
  await db
    .update(loadingRecords)
    .set({ loaded_at: '2025-06-10', container_id: box2, loading_port_id: port2!.id })
    .where(eq(loadingRecords.id, car.loading));
  await db.update(shippings).set({ container_id: box2 }).where(eq(shippings.id, car.shipping));
  await db.update(summaryReports).set({ stage: 'loaded' }).where(eq(summaryReports.id, car.summary));
  await db.update(balanceReports).set({ date: '2025-06-01' }).where(eq(balanceReports.customer_id, w.users.customerA));
});
afterAll(() => t.close());

/** Customer A's record of each kind, as its list shows it (a container: A's box; a balance: A's id). */
const recordOfA = (kind: OrderKind): number =>
  ({
    carsales: w.cars.A.sale,
    carspurchased: w.cars.A.purchase,
    towings: w.cars.A.towing,
    loadingrecords: w.cars.A.loading,
    shippings: w.cars.A.shipping,
    summaryreports: w.cars.A.summary,
    containers: box2,
    balancereports: w.users.customerA,
  })[kind];

type Pair = () => [string, string];
const idNumber: Pair = () => [A.id_number.slice(-4), 'ZZ-9'];
const vin: Pair = () => [A.vin.slice(-5).toLowerCase(), 'QQQQQ'];
const customer: Pair = () => [String(w.users.customerA), String(w.users.customerB)];
const salesRep: Pair = () => [String(w.users.staff), String(w.users.superuser)];

/** For each lookup: a value customer A's record matches, and one it does not. */
const PAIRS: { [K in OrderKind]: Record<(typeof ORDER_FILTERS)[K][number], Pair> } = {
  carsales: {
    id_number__icontains: idNumber,
    vin__icontains: vin,
    year__gte: () => ['2015', '2016'],
    year__lte: () => ['2015', '2014'],
    date__gte: () => ['2025-06-01', '2025-06-02'],
    date__lte: () => ['2025-06-01', '2025-05-31'],
    dealer_state__icontains: () => ['ga', 'ny'],
    car_location__icontains: () => ['wareh', 'dmv'],
    title_status__icontains: () => ['mail', 'auction'],
    sales_rep_id: salesRep,
    customer_type: () => ['private', 'dealer'],
    customer_id: customer,
    stage: () => ['loaded', 'delivered'],
    is_done: () => ['true', 'false'],
    is_flagged: () => ['1', '0'],
  },
  carspurchased: {
    id_number__icontains: idNumber,
    vin__icontains: vin,
    year__gte: () => ['2015', '2016'],
    year__lte: () => ['2015', '2014'],
    date__gte: () => ['2025-06-01', '2025-06-02'],
    date__lte: () => ['2025-06-01', '2025-05-31'],
    dealer_state__icontains: () => ['GA', 'NY'],
    car_location__icontains: () => ['house', 'dealer'],
    title_status__icontains: () => ['in mail', 'dealer'],
    sales_rep_id: salesRep,
    customer_type: () => ['private', 'dealer'],
    customer_id: customer,
    payment_status: () => ['paid', 'unpaid'],
  },
  towings: {
    id_number__icontains: idNumber,
    vin__icontains: vin,
    towing_status__iexact: () => ['towing in progress', 'Dispatch'],
    // Dispatched 22:00 UTC on 3 June, 05:00 on 4 June in Cambodia: the whole Cambodian day counts on both ends.
    date__gte: () => ['2025-06-04', '2025-06-05'],
    date__lte: () => ['2025-06-04', '2025-06-03'],
    customer_id: customer,
    warehouse_id: () => [String(house2), String(w.warehouse)],
  },
  containers: {
    container_number__icontains: () => ['7654', '9999'],
    booking_number__icontains: () => ['sav9', 'hou'],
    shipping_company__icontains: () => ['maer', 'msc'],
    loading_port__warehouse__icontains: () => ['savannah', 'houston'],
    date__gte: () => ['2025-06-15', '2025-06-16'],
    date__lte: () => ['2025-06-15', '2025-06-14'],
    status: () => ['booked', 'in transit'],
  },
  loadingrecords: {
    id_number__icontains: idNumber,
    vin__icontains: vin,
    container_number__icontains: () => ['7654', '1234'],
    loading_port__warehouse__icontains: () => ['savannah', 'houston'],
    date__gte: () => ['2025-06-10', '2025-06-11'],
    date__lte: () => ['2025-06-10', '2025-06-09'],
    customer_id: customer,
  },
  shippings: {
    id_number__icontains: idNumber,
    vin__icontains: vin,
    container_number__icontains: () => ['7654', '1234'],
    booking_number__icontains: () => ['sav9', 'hou1'],
    shipping_company__icontains: () => ['maer', 'msc'],
    // The container's ETD, copied onto the shipping when its container changed.
    date__gte: () => ['2025-06-15', '2025-06-16'],
    date__lte: () => ['2025-06-15', '2025-06-14'],
    customer_id: customer,
    stage: () => ['loaded', 'in transit'],
  },
  summaryreports: {
    id_number__icontains: idNumber,
    vin__icontains: vin,
    year__gte: () => ['2015', '2016'],
    year__lte: () => ['2015', '2014'],
    date__gte: () => ['2025-06-01', '2025-06-02'],
    date__lte: () => ['2025-06-01', '2025-05-31'],
    sales_rep_id: salesRep,
    customer_type: () => ['private', 'dealer'],
    customer_id: customer,
    stage: () => ['loaded', 'in transit'],
  },
  balancereports: {
    customer_id: customer,
    date__gte: () => ['2025-06-01', '2026-12-01'],
    date__lte: () => ['2025-06-01', '2025-05-31'],
  },
};

async function ids(kind: OrderKind, query: string): Promise<number[]> {
  const res = await t.request(`/api/v2/orders/${kind}/?${query}`, { token: w.tokens.superuser });
  expect(res.status, query).toBe(200);
  return orderPageSchemas[kind].parse(await res.json()).results.map((r) => r.id);
}

describe.each(ORDER_KINDS)('%s lookups', (kind) => {
  it('covers every lookup the contract lists', () => {
    expect(Object.keys(PAIRS[kind]).sort()).toEqual([...ORDER_FILTERS[kind]].sort());
  });

  it.each([...ORDER_FILTERS[kind]])('%s', async (lookup) => {
    const [match, miss] = (PAIRS[kind] as Record<string, Pair>)[lookup]!();
    expect(await ids(kind, `${lookup}=${encodeURIComponent(match)}`)).toContain(recordOfA(kind));
    expect(await ids(kind, `${lookup}=${encodeURIComponent(miss)}`)).not.toContain(recordOfA(kind));
  });
});

/** A wrong value for every lookup that can have one, and DRF's message for it. */
const WRONG: Record<string, [string, string]> = {
  year__gte: ['abc', 'Enter a number.'],
  year__lte: ['2019x', 'Enter a number.'],
  date__gte: ['2024-13-45', 'Enter a valid date.'],
  date__lte: ['yesterday', 'Enter a valid date.'],
  sales_rep_id: ['x', 'Enter a number.'],
  customer_id: ['me', 'Enter a number.'],
  warehouse_id: ['houston', 'Enter a number.'],
  is_done: ['maybe', 'Enter a valid boolean.'],
  is_flagged: ['yes please', 'Enter a valid boolean.'],
  customer_type: ['corporate', 'Select a valid choice. corporate is not one of the available choices.'],
  stage: ['flying', 'Select a valid choice. flying is not one of the available choices.'],
  payment_status: ['owed', 'Select a valid choice. owed is not one of the available choices.'],
  towing_status__iexact: ['lost', 'Select a valid choice. lost is not one of the available choices.'],
};

describe.each(ORDER_KINDS)('%s wrong values', (kind) => {
  const typed = ORDER_FILTERS[kind].filter((name) => name in WRONG);
  it.each(typed)('%s is a 400 on that field', async (lookup) => {
    const [value, message] = WRONG[lookup]!;
    const res = await t.request(`/api/v2/orders/${kind}/?${lookup}=${encodeURIComponent(value)}`, {
      token: w.tokens.superuser,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ [lookup]: [message] });
  });

  it('ignores unknown parameters and empty values', async () => {
    const all = await ids(kind, '');
    expect(await ids(kind, 'colour=red&year__gt=abc&vin__regex=x&customer_id=')).toEqual(all);
  });
});

/** Where each `?ordering=` name shows in an answer (default: updated_at); null: the answer does not show it. */
const KEYS: Partial<Record<OrderKind, Record<string, string | null>>> = {
  carsales: { date: 'date', id_number: 'car.id_number', year: 'car.year' },
  carspurchased: { date: 'purchase_date', bid_price: 'bid_price' },
  towings: { date: 'dispatched_at', towing_status: 'towing_status' },
  containers: { date: 'etd', eta: 'eta' },
  loadingrecords: { date: 'loading_date' },
  shippings: { date: 'container.etd', eta: 'container.eta' },
  // The summary shows the sale's date only inside its car: the ordering by it is checked through car sales.
  summaryreports: { date: null, balance: 'balance' },
  balancereports: { balance: 'balance', last_entry_date: 'last_entry_date' },
};

type Value = string | number | null;
const read = (record: unknown, path: string): Value =>
  path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown> | null)?.[key] ?? null, record) as Value;
const compare = (a: Value, b: Value) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);

describe.each(ORDER_KINDS)('%s ordering', (kind) => {
  it.each([...ORDER_ORDERING[kind]])('%s', async (ordering) => {
    const name = ordering.replace(/^-/, '');
    const path = KEYS[kind]?.[name] === undefined ? 'updated_at' : KEYS[kind]![name];
    const res = await t.request(`/api/v2/orders/${kind}/?ordering=${ordering}`, { token: w.tokens.superuser });
    const rows: unknown[] = orderPageSchemas[kind].parse(await res.json()).results;
    expect(rows.length).toBeGreaterThan(1);
    if (path === null) return;
    const keys = rows.map((r) => read(r, path));
    const sorted = [...keys].sort(compare);
    expect(keys).toEqual(ordering.startsWith('-') ? sorted.reverse() : sorted);
  });

  it('defaults to the first ordering and drops unknown names', async () => {
    const byDefault = await ids(kind, '');
    expect(await ids(kind, `ordering=${ORDER_ORDERING[kind][0]}`)).toEqual(byDefault);
    expect(await ids(kind, 'ordering=password,-nonsense')).toEqual(byDefault);
  });
});

describe('pages', () => {
  it('hold 20 records, link the next and previous pages and refuse pages past the end', async () => {
    const refs = { warehouse: w.warehouse, port: w.port, company: w.company, container: w.container };
    for (let i = 0; i < 22; i += 1) await insertCar(t.database.db, w.users.customerB, refs, { date: '2026-01-01' });
    const token = w.tokens.superuser;
    const first = orderPageSchemas.carsales.parse(
      await (await t.request('/api/v2/orders/carsales/?ordering=date', { token })).json(),
    );
    expect(first.count).toBe(25);
    expect(first.results).toHaveLength(ORDERS_PAGE_SIZE);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('http://testserver/api/v2/orders/carsales/?ordering=date&page=2');
    const second = orderPageSchemas.carsales.parse(
      await (await t.request('/api/v2/orders/carsales/?ordering=date&page=2', { token })).json(),
    );
    expect(second.results).toHaveLength(5);
    expect(second.next).toBeNull();
    expect(second.previous).toBe('http://testserver/api/v2/orders/carsales/?ordering=date');
    // No record on two pages: ties on the date are broken by the id.
    const all = [...first.results, ...second.results].map((r) => r.id);
    expect(new Set(all).size).toBe(25);
    const past = await t.request('/api/v2/orders/carsales/?page=3', { token });
    expect(past.status).toBe(404);
    expect(await past.json()).toEqual({ detail: 'Invalid page.' });
  });
});
