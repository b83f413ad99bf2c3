// The choices of the list filters (decision 038): what each role gets, and that a picked value finds the rows.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILTER_DATA_CONTAINER_LIMIT,
  loadingSearchFilterDataSchema,
  salesRepFilterDataSchema,
  shippingFilterDataSchema,
  warehouseFilterDataSchema,
} from '@/lib/contract/orders-filter-data';
import { containers, loadingRecords } from '@/server/db/schema';
import { insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld, insertCar, type Role, type World } from './orders-fixtures';

let t: TestApp;
let w: World;
let otherRep: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
  // A rep who is not staff (any more) but is named on customer B's second car.
  otherRep = (await insertUser(t.database.db, { first_name: 'Rith', last_name: 'Mao' })).id;
  const refs = { warehouse: w.warehouse, port: w.port, company: w.company, container: w.container };
  await insertCar(t.database.db, w.users.customerB, { ...refs, salesRep: otherRep });
  await t.database.db.insert(containers).values([
    { container_number: 'CMAU7654327', booking_number: 'B2', shipping_company: 'CMA CGM', vessel: 'CMA Lyra' },
    // An empty vessel is no choice.
    { container_number: 'MAEU0000001', booking_number: 'B3', shipping_company: 'Maersk', vessel: '' },
  ]);
});
afterAll(() => t.close());

const get = (path: string, role: Role) => t.request(`/api/v2/orders/${path}`, { token: w.tokens[role] });

describe('sales reps (summary reports)', () => {
  const path = 'summaryreports/sales-rep-search-filter-data/';

  it('gives staff every staff account and every rep named on a car, by name', async () => {
    const res = await get(path, 'staff');
    expect(res.status).toBe(200);
    const body = salesRepFilterDataSchema.parse(await res.json());
    const ids = body.sales_reps.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([w.users.staff, w.users.superuser, otherRep]));
    expect(ids).not.toContain(w.users.customerA);
    expect(body.sales_reps.find((r) => r.id === otherRep)?.name).toBe('Rith Mao');
    const names = body.sales_reps.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('names an account without a name by its e-mail', async () => {
    const nameless = await insertUser(t.database.db, {
      is_admin: true,
      email: 'ops@demo.local',
      first_name: '',
      last_name: '',
    });
    const body = salesRepFilterDataSchema.parse(await (await get(path, 'staff')).json());
    expect(body.sales_reps.find((r) => r.id === nameless.id)?.name).toBe('ops@demo.local');
  });

  it("gives a customer only their own cars' reps", async () => {
    const a = salesRepFilterDataSchema.parse(await (await get(path, 'customerA')).json());
    expect(a.sales_reps.map((r) => r.id)).toEqual([w.users.staff]);
    const b = salesRepFilterDataSchema.parse(await (await get(path, 'customerB')).json());
    expect(b.sales_reps.map((r) => r.id).sort()).toEqual([w.users.staff, otherRep].sort());
  });

  it('is 403 for a dummy account and 401 anonymously', async () => {
    expect((await get(path, 'dummy')).status).toBe(403);
    expect((await get(path, 'anonymous')).status).toBe(401);
  });

  it('picking a rep finds their cars in the list', async () => {
    const list = (await (await get(`summaryreports/?sales_rep_id=${otherRep}`, 'staff')).json()) as { count: number };
    expect(list.count).toBe(1);
  });
});

describe('shipping filter data (containers, shippings)', () => {
  const path = 'containers/shipping-filter-data/';

  it('lists distinct companies and non-empty vessels A to Z, and the loading ports', async () => {
    const res = await get(path, 'staff');
    expect(res.status).toBe(200);
    const body = shippingFilterDataSchema.parse(await res.json());
    expect(body.shipping_companies).toEqual(['CMA CGM', 'Maersk', 'MSC']);
    expect(body.vessels).toEqual(['CMA Lyra', 'MSC Aurora']);
    expect(body.loading_ports).toEqual([{ id: w.port, name: 'Port of Houston', warehouse_id: w.warehouse }]);
  });

  it('a listed company finds its shippings', async () => {
    const list = (await (await get('shippings/?shipping_company__icontains=MSC', 'staff')).json()) as {
      count: number;
    };
    expect(list.count).toBe(4);
  });

  it.each(['customerA', 'dealer', 'dummy'] as const)(
    'is 403 for %s (it names every customer’s boxes)',
    async (role) => {
      expect((await get(path, role)).status).toBe(403);
    },
  );
});

describe('loading records filter data', () => {
  it('search filter data: warehouses, ports and the numbers of containers cars are loaded into', async () => {
    const res = await get('loadingrecords/search-filter-data/', 'superuser');
    expect(res.status).toBe(200);
    const body = loadingSearchFilterDataSchema.parse(await res.json());
    expect(body.warehouses.map((x) => x.warehouse)).toEqual(['Houston, TX']);
    expect(body.loading_ports.map((p) => p.id)).toEqual([w.port]);
    // Containers no car is loaded into are no use as a loading filter.
    expect(body.container_numbers).toEqual(['MSCU1234566']);
    expect(body.container_numbers_truncated).toBe(false);
  });

  it('narrows container numbers by search, case-insensitively, with LIKE characters taken literally', async () => {
    const hit = loadingSearchFilterDataSchema.parse(
      await (await get('loadingrecords/search-filter-data/?search=mscu12', 'staff')).json(),
    );
    expect(hit.container_numbers).toEqual(['MSCU1234566']);
    const none = loadingSearchFilterDataSchema.parse(
      await (await get('loadingrecords/search-filter-data/?search=%25', 'staff')).json(),
    );
    expect(none.container_numbers).toEqual([]);
  });

  it(`lists at most ${FILTER_DATA_CONTAINER_LIMIT} numbers, newest first, and says when there are more`, async () => {
    const db = t.database.db;
    const boxes = await db
      .insert(containers)
      .values(
        Array.from({ length: FILTER_DATA_CONTAINER_LIMIT + 1 }, (_, i) => ({
          container_number: `TEST${String(i).padStart(7, '0')}`,
          booking_number: `T${i}`,
          shipping_company: 'MSC',
        })),
      )
      .returning({ id: containers.id });
    await db.insert(loadingRecords).values(boxes.map((b) => ({ car_sale_id: w.cars.A.sale, container_id: b.id })));
    const body = loadingSearchFilterDataSchema.parse(
      await (await get('loadingrecords/search-filter-data/', 'staff')).json(),
    );
    expect(body.container_numbers).toHaveLength(FILTER_DATA_CONTAINER_LIMIT);
    expect(body.container_numbers[0]).toBe(`TEST${String(FILTER_DATA_CONTAINER_LIMIT).padStart(7, '0')}`);
    expect(body.container_numbers_truncated).toBe(true);
    // The extra loading rows would change other tests' counts.
    await db.delete(loadingRecords).where(
      inArray(
        loadingRecords.container_id,
        boxes.map((b) => b.id),
      ),
    );
  });

  it('warehouse filter data: warehouses with their port, and the loading ports', async () => {
    const res = await get('loadingrecords/warehouse-filter-data/', 'staff');
    expect(res.status).toBe(200);
    const body = warehouseFilterDataSchema.parse(await res.json());
    expect(body.warehouses).toEqual([
      { id: w.warehouse, warehouse: 'Houston, TX', city: 'Houston', state: 'TX', port: 'Houston' },
    ]);
    expect(body.loading_ports.map((p) => p.warehouse_id)).toEqual([w.warehouse]);
  });

  it.each([
    ['loadingrecords/search-filter-data/', 'customerA'],
    ['loadingrecords/warehouse-filter-data/', 'customerB'],
    ['loadingrecords/warehouse-filter-data/', 'dummy'],
  ] as const)('%s is 403 for %s', async (path, role) => {
    expect((await get(path, role)).status).toBe(403);
  });
});
