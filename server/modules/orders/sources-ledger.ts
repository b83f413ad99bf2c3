// Containers (several customers' cars in one box) and balance reports (one customer's ledger) (decision 028).
import { asc, count, countDistinct, desc, eq, inArray, max, sql, sum } from 'drizzle-orm';
import { balanceReports, carSales, containers, loadingPorts, loadingRecords, users, warehouses } from '../../db/schema';
import {
  carImages,
  customerColumns,
  isoDateTime,
  mediaList,
  saleColumns,
  toCar,
  toPerson,
  type LoadContext,
  type RecordSource,
} from './record-source';

/** The cars in each container (from their loading records), one query for a page of containers. */
async function carsIn(ctx: LoadContext, containerIds: readonly number[]) {
  const out = new Map<number, Record<string, unknown>[]>();
  if (!containerIds.length) return out;
  const rows = await ctx.db
    .select({ container_id: loadingRecords.container_id, car: saleColumns, customer: customerColumns })
    .from(loadingRecords)
    .innerJoin(carSales, eq(carSales.id, loadingRecords.car_sale_id))
    .innerJoin(users, eq(users.id, carSales.customer_id))
    .where(inArray(loadingRecords.container_id, [...containerIds]))
    .orderBy(asc(loadingRecords.id));
  const images = await carImages(
    ctx,
    rows.map((r) => r.car.car_sale_id),
  );
  for (const { container_id, car, customer } of rows) {
    if (container_id === null) continue;
    const list = out.get(container_id) ?? [];
    list.push({ ...toCar(car, images), customer: toPerson(customer) });
    out.set(container_id, list);
  }
  return out;
}

export const containersSource: RecordSource = {
  kind: 'containers',
  filters: {
    container_number: { column: containers.container_number, type: 'text', lookups: ['icontains'] },
    booking_number: { column: containers.booking_number, type: 'text', lookups: ['icontains'] },
    shipping_company: { column: containers.shipping_company, type: 'text', lookups: ['icontains'] },
    loading_port__warehouse: { column: warehouses.warehouse, type: 'text', lookups: ['icontains'], join: 'port' },
    date: { column: containers.etd, type: 'date', lookups: ['gte', 'lte'] },
    status: { column: containers.status, type: 'text', lookups: ['exact'] },
  },
  search: [containers.container_number, containers.booking_number, containers.shipping_company, containers.vessel],
  searchJoins: [],
  ordering: { date: containers.etd, eta: containers.eta, updated_at: containers.updated_at },
  tiebreak: desc(containers.id),
  // A container carries several customers' cars: it has no single owner (superusers only, decision 028).
  owner: sql`null`,
  ownerJoin: null,
  byId: (id) => eq(containers.id, id),
  async count(db, where, joins) {
    let q = db.select({ n: count() }).from(containers).$dynamic();
    if (joins.has('port'))
      q = q
        .leftJoin(loadingPorts, eq(loadingPorts.id, containers.loading_port_id))
        .leftJoin(warehouses, eq(warehouses.id, loadingPorts.warehouse_id));
    const [row] = await q.where(where);
    return row?.n ?? 0;
  },
  async load(ctx, where, order, limit, offset) {
    const rows = await ctx.db
      .select({ box: containers, port: loadingPorts })
      .from(containers)
      .leftJoin(loadingPorts, eq(loadingPorts.id, containers.loading_port_id))
      .leftJoin(warehouses, eq(warehouses.id, loadingPorts.warehouse_id))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const cars = await carsIn(
      ctx,
      rows.map((r) => r.box.id),
    );
    return rows.map(({ box, port }) => ({
      id: box.id,
      created_at: isoDateTime(box.created_at),
      updated_at: isoDateTime(box.updated_at),
      container_number: box.container_number,
      booking_number: box.booking_number,
      shipping_company: box.shipping_company,
      vessel: box.vessel,
      loading_port: port,
      destination_port: box.destination_port,
      etd: box.etd,
      eta: box.eta,
      status: box.status,
      events: box.events.map((e) => ({ ...e, kind: e.kind as 'actual' | 'estimated' | 'planned' })),
      cars: cars.get(box.id) ?? [],
      auction_invoices: mediaList(ctx, box.auction_invoices),
      images: mediaList(ctx, box.images),
    }));
  },
};

const charges = sql<number>`coalesce(${sum(balanceReports.debit)}, 0)::int`;
const payments = sql<number>`coalesce(${sum(balanceReports.credit)}, 0)::int`;
const lastEntry = max(balanceReports.date);

export const balanceReportsSource: RecordSource = {
  kind: 'balancereports',
  filters: {
    customer_id: { column: balanceReports.customer_id, type: 'int', lookups: ['exact'] },
    date: { column: balanceReports.date, type: 'date', lookups: ['gte', 'lte'] },
  },
  search: [users.first_name, users.last_name, users.email],
  searchJoins: ['customer'],
  ordering: { balance: sql`(${charges} - ${payments})`, last_entry_date: lastEntry },
  tiebreak: desc(balanceReports.customer_id),
  owner: balanceReports.customer_id,
  ownerJoin: null,
  byId: (id) => eq(balanceReports.customer_id, id),
  async count(db, where, joins) {
    let q = db
      .select({ n: countDistinct(balanceReports.customer_id) })
      .from(balanceReports)
      .$dynamic();
    if (joins.has('customer')) q = q.innerJoin(users, eq(users.id, balanceReports.customer_id));
    const [row] = await q.where(where);
    return row?.n ?? 0;
  },
  async load(ctx, where, order, limit, offset) {
    const matching = ctx.db
      .select({ id: balanceReports.customer_id })
      .from(balanceReports)
      .innerJoin(users, eq(users.id, balanceReports.customer_id))
      .where(where);
    const rows = await ctx.db
      .select({
        customer: customerColumns,
        charges,
        payments,
        last: lastEntry,
      })
      .from(balanceReports)
      .innerJoin(users, eq(users.id, balanceReports.customer_id))
      .where(inArray(balanceReports.customer_id, matching))
      .groupBy(balanceReports.customer_id, users.id)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({
      id: r.customer.id,
      customer: toPerson(r.customer),
      charges: Number(r.charges),
      payments: Number(r.payments),
      balance: Number(r.charges) - Number(r.payments),
      last_entry_date: r.last,
    }));
  },
  async detail(ctx, record) {
    const rows = await ctx.db
      .select({ e: balanceReports, car: saleColumns })
      .from(balanceReports)
      .leftJoin(carSales, eq(carSales.id, balanceReports.car_sale_id))
      .where(eq(balanceReports.customer_id, record.id))
      .orderBy(asc(balanceReports.date), asc(balanceReports.id));
    const images = await carImages(
      ctx,
      rows.flatMap((r) => (r.car ? [r.car.car_sale_id] : [])),
    );
    let running = 0;
    return {
      entries: rows.map(({ e, car }) => {
        running += e.debit - e.credit;
        return {
          id: e.id,
          date: e.date,
          description: e.description,
          car: car ? toCar(car, images) : null,
          debit: e.debit,
          credit: e.credit,
          balance: running,
        };
      }),
    };
  },
};
