// A small shipping world for the orders API tests: every role's account and, for two customers, one car with every
// kind of record (purchase, towing, loading, container, shipping, summary, ledger).
import { signToken } from '@/server/auth/jwt';
import type { Db } from '@/server/db/client';
import {
  balanceReports,
  carPurchases,
  carSales,
  containers,
  loadingPorts,
  loadingRecords,
  shippings,
  summaryReports,
  towingCompanies,
  towings,
  warehouses,
} from '@/server/db/schema';
import { insertUser } from '../support/factories';

export const ROLES = ['anonymous', 'customerA', 'customerB', 'dealer', 'staff', 'superuser', 'dummy'] as const;
export type Role = (typeof ROLES)[number];

function first<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

export interface CarRecords {
  sale: number;
  purchase: number;
  towing: number;
  loading: number;
  shipping: number;
  summary: number;
}

export interface World {
  users: Record<Exclude<Role, 'anonymous'>, number>;
  tokens: Record<Role, string | undefined>;
  warehouse: number;
  port: number;
  company: number;
  container: number;
  /** The car of each owner ("A", "B" and the dealer). */
  cars: Record<'A' | 'B' | 'dealer', CarRecords>;
}

let serial = 0;

/** One car sale of `customerId` with every record that follows it, at the stage the options describe. */
export async function insertCar(
  db: Db,
  customerId: number,
  refs: { warehouse: number; port: number; company: number; container: number | null; salesRep?: number },
  values: Partial<typeof carSales.$inferInsert> = {},
): Promise<CarRecords> {
  const n = ++serial;
  const sale = first(
    await db
      .insert(carSales)
      .values({
        id_number: `AB-2026-${String(1000 + n)}`,
        customer_id: customerId,
        sales_rep_id: refs.salesRep ?? null,
        date: '2026-03-10',
        vin: `1HGCM82633A00${String(4000 + n)}`,
        year: 2019,
        make: 'Toyota',
        model: 'Camry',
        sale_price: 20_000,
        purchase_price: 15_000,
        dealer_state: 'TX',
        ...values,
      })
      .returning(),
  );
  const purchase = first(
    await db
      .insert(carPurchases)
      .values({ car_sale_id: sale.id, seller: 'Copart TX', purchase_date: sale.date, amount: 15_000 })
      .returning(),
  );
  const towing = first(
    await db
      .insert(towings)
      .values({
        car_sale_id: sale.id,
        towing_company_id: refs.company,
        warehouse_id: refs.warehouse,
        towing_status: 'Delivered to Warehouse',
        dispatched_at: new Date('2026-03-12T10:00:00Z'),
        delivered_at: new Date('2026-03-15T10:00:00Z'),
        cost: 300,
      })
      .returning(),
  );
  const loading = first(
    await db
      .insert(loadingRecords)
      .values({
        car_sale_id: sale.id,
        container_id: refs.container,
        warehouse_id: refs.warehouse,
        loading_port_id: refs.port,
        loaded_at: '2026-03-20',
      })
      .returning(),
  );
  const shipping = first(
    await db.insert(shippings).values({ car_sale_id: sale.id, container_id: refs.container }).returning(),
  );
  const summary = first(
    await db
      .insert(summaryReports)
      .values({ car_sale_id: sale.id, customer_id: customerId, stage: 'in transit', car_price: 20_000, paid: 5_000 })
      .returning(),
  );
  await db.insert(balanceReports).values([
    { customer_id: customerId, car_sale_id: sale.id, description: 'Vehicle price', debit: 20_000, date: sale.date },
    { customer_id: customerId, car_sale_id: sale.id, description: 'Deposit', credit: 5_000, date: '2026-03-11' },
  ]);
  return {
    sale: sale.id,
    purchase: purchase.id,
    towing: towing.id,
    loading: loading.id,
    shipping: shipping.id,
    summary: summary.id,
  };
}

export async function buildWorld(db: Db): Promise<World> {
  const users = {
    customerA: (await insertUser(db, { first_name: 'Sokha', last_name: 'Chan' })).id,
    customerB: (await insertUser(db, { first_name: 'Dara', last_name: 'Keo' })).id,
    dealer: (await insertUser(db, { account_type: 'Business Account', first_name: 'Vannak' })).id,
    staff: (await insertUser(db, { is_admin: true, first_name: 'Sreyleak' })).id,
    superuser: (await insertUser(db, { is_superuser: true, first_name: 'Boss' })).id,
    dummy: (await insertUser(db, { is_dummy_account: true })).id,
  };
  const tokens = { anonymous: undefined } as Record<Role, string | undefined>;
  for (const [role, id] of Object.entries(users)) tokens[role as Role] = (await signToken(id, 'access')).token;

  const warehouse = first(
    await db
      .insert(warehouses)
      .values({ warehouse: 'Houston, TX', city: 'Houston', state: 'TX', port: 'Houston' })
      .returning(),
  ).id;
  const port = first(
    await db.insert(loadingPorts).values({ name: 'Port of Houston', warehouse_id: warehouse }).returning(),
  ).id;
  const company = first(await db.insert(towingCompanies).values({ name: 'Lone Star Towing' }).returning()).id;
  const container = first(
    await db
      .insert(containers)
      .values({
        container_number: 'MSCU1234566',
        booking_number: 'HOU123',
        shipping_company: 'MSC',
        vessel: 'MSC Aurora',
        loading_port_id: port,
        etd: '2026-03-25',
        eta: '2026-05-01',
        status: 'in transit',
      })
      .returning(),
  ).id;
  const refs = { warehouse, port, company, container, salesRep: users.staff };
  return {
    users,
    tokens,
    warehouse,
    port,
    company,
    container,
    cars: {
      A: await insertCar(db, users.customerA, refs),
      B: await insertCar(db, users.customerB, refs),
      dealer: await insertCar(db, users.dealer, refs, { customer_type: 'dealer' }),
    },
  };
}
