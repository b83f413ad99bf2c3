// Containers (several customers' cars in one box) and balance reports (one customer's ledger) (decision 028).
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  balanceReports,
  carSales,
  containers,
  customerBalances,
  loadingPorts,
  loadingRecords,
  users,
} from '../../db/schema';
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
  listQueries,
} from './record-source';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { collectionPaths } from './record-files';

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

// A join on a query with its own field list adds no fields, so the query keeps its type (hence the casts).
function withCustomer<T extends PgSelect>(q: T, joins: ReadonlySet<string>): T {
  return joins.has('customer') ? (q.innerJoin(users, eq(users.id, customerBalances.customer_id)) as unknown as T) : q;
}

export const containersSource: RecordSource = {
  kind: 'containers',
  filters: {
    container_number: { column: containers.container_number, type: 'text', lookups: ['icontains'] },
    booking_number: { column: containers.booking_number, type: 'text', lookups: ['icontains'] },
    shipping_company: { column: containers.shipping_company, type: 'text', lookups: ['icontains'], fewValues: true },
    // The port's warehouse as copied onto the container (migration 0030, decision 067): a few values, off its btree.
    loading_port__warehouse: {
      column: containers.loading_port_warehouse,
      type: 'text',
      lookups: ['icontains'],
      fewValues: true,
    },
    date: { column: containers.etd, type: 'date', lookups: ['gte', 'lte'] },
    status: { column: containers.status, type: 'text', lookups: ['exact'] },
  },
  keptCounts: ['date', 'status', 'shipping_company', 'loading_port__warehouse'],
  search: [containers.container_number, containers.booking_number, containers.shipping_company, containers.vessel],
  searchJoins: [],
  ordering: { date: containers.etd, eta: containers.eta, updated_at: containers.updated_at },
  tiebreak: desc(containers.id),
  tiebreakReversed: asc(containers.id),
  // A container carries several customers' cars: it has no single owner (superusers only, decision 028).
  owner: sql`null`,
  ownerJoin: null,
  byId: (id) => eq(containers.id, id),
  byIds: (ids) => inArray(containers.id, [...ids]),
  // Every lookup and the search read the container's own columns: no joins.
  ...listQueries(containers, containers.id, (q) => q),
  async load(ctx, where, order, limit, offset) {
    const rows = await ctx.db
      .select({ box: containers, port: loadingPorts })
      .from(containers)
      .leftJoin(loadingPorts, eq(loadingPorts.id, containers.loading_port_id))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const cars = await carsIn(
      ctx,
      rows.map((r) => r.box.id),
    );
    const boxIds = rows.map((r) => r.box.id);
    const [invoices, photos] = await Promise.all([
      collectionPaths(ctx.db, 'containers', 'auction_invoices', boxIds),
      collectionPaths(ctx.db, 'containers', 'images', boxIds),
    ]);
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
      auction_invoices: mediaList(ctx, invoices.get(box.id) ?? []),
      images: mediaList(ctx, photos.get(box.id) ?? []),
    }));
  },
};

export const balanceReportsSource: RecordSource = {
  kind: 'balancereports',
  // Read from each customer's summed ledger (customer_balances): "an entry on or after X" is their last entry's
  // date, "on or before Y" their first's.
  filters: {
    customer_id: { column: customerBalances.customer_id, type: 'int', lookups: ['exact'] },
    last_entry_date: { column: customerBalances.last_entry_date, type: 'date', lookups: ['gte'] },
    first_entry_date: { column: customerBalances.first_entry_date, type: 'date', lookups: ['lte'] },
  },
  paramAliases: { date__gte: 'last_entry_date__gte', date__lte: 'first_entry_date__lte' },
  search: [users.first_name, users.last_name, users.email],
  searchJoins: ['customer'],
  ordering: { balance: customerBalances.balance, last_entry_date: customerBalances.last_entry_date },
  tiebreak: desc(customerBalances.customer_id),
  tiebreakReversed: asc(customerBalances.customer_id),
  owner: customerBalances.customer_id,
  ownerJoin: null,
  byId: (id) => eq(customerBalances.customer_id, id),
  byIds: (ids) => inArray(customerBalances.customer_id, [...ids]),
  ...listQueries(customerBalances, customerBalances.customer_id, withCustomer),
  async load(ctx, where, order, limit, offset) {
    const rows = await ctx.db
      .select({ b: customerBalances, customer: customerColumns })
      .from(customerBalances)
      .innerJoin(users, eq(users.id, customerBalances.customer_id))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return rows.map(({ b, customer }) => ({
      id: b.customer_id,
      customer: toPerson(customer),
      charges: b.charges,
      payments: b.payments,
      balance: b.balance,
      last_entry_date: b.last_entry_date,
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
