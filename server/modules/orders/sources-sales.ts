// Record kinds built on the car sale itself: car sales, purchases and summary reports (decision 028).
import { asc, desc, eq, inArray, sql, type Column } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { CarLocation, CustomerType, PaymentStatus, ShipmentStage } from '@/lib/contract/orders';
import { carPurchases, carSales, summaryReports, users } from '../../db/schema';
import {
  carImages,
  customerColumns,
  isoDateTime,
  mediaList,
  saleColumns,
  salesRepColumns,
  salesRepUser,
  toCar,
  toPerson,
  toSalesRep,
  type LoadContext,
  type RecordSource,
  dayPages,
  listQueries,
} from './record-source';
import { collectionPaths } from './record-files';
import { containerEtas, timelineFor } from './timeline';

// `join: 'sale'`: a purchase's or summary's count joins the car sale only when one of these is asked for.
const carFilters = {
  id_number: { column: carSales.id_number, type: 'text', lookups: ['icontains'], join: 'sale' },
  vin: { column: carSales.vin, type: 'text', lookups: ['icontains'], join: 'sale' },
  year: { column: carSales.year, type: 'int', lookups: ['gte', 'lte'], join: 'sale' },
  sales_rep_id: { column: carSales.sales_rep_id, type: 'int', lookups: ['exact'], join: 'sale' },
  customer_type: { column: carSales.customer_type, type: 'text', lookups: ['exact'], join: 'sale' },
} as const;
// Few distinct values each (decision 042): icontains matches the values containing the term, off a btree.
const locationFilters = {
  dealer_state: { column: carSales.dealer_state, type: 'text', lookups: ['icontains'], join: 'sale', fewValues: true },
  car_location: { column: carSales.car_location, type: 'text', lookups: ['icontains'], join: 'sale', fewValues: true },
  title_status: { column: carSales.title_status, type: 'text', lookups: ['icontains'], join: 'sale', fewValues: true },
} as const;
const saleSearch = [carSales.id_number, carSales.vin, carSales.make, carSales.model, users.first_name, users.last_name];

/** The car sale's balance: the summary's paid amount against the sale price, never below zero. */
const outstandingOf = (salePrice: number, paid: number) => Math.max(0, salePrice - paid);

/**
 * The joins a count or id query over a sale-based kind needs: the car sale (when the kind is not the sale) and the
 * customer, only when a lookup, the search, the scope or the ordering names them.
 */
function saleJoins(saleKey: Column | null) {
  return <T extends PgSelect>(q: T, joins: ReadonlySet<string>): T => {
    let out = q;
    if (saleKey && (joins.has('sale') || joins.has('customer')))
      out = out.innerJoin(carSales, eq(carSales.id, saleKey)) as unknown as T;
    if (joins.has('customer')) out = out.innerJoin(users, eq(users.id, carSales.customer_id)) as unknown as T;
    return out;
  };
}

function saleQuery(ctx: LoadContext) {
  return ctx.db
    .select({
      sale: carSales,
      car: saleColumns,
      customer: customerColumns,
      rep: salesRepColumns,
      stage: summaryReports.stage,
      paid: summaryReports.paid,
    })
    .from(carSales)
    .innerJoin(users, eq(users.id, carSales.customer_id))
    .leftJoin(salesRepUser, eq(salesRepUser.id, carSales.sales_rep_id))
    .leftJoin(summaryReports, eq(summaryReports.car_sale_id, carSales.id))
    .$dynamic();
}

export const carSalesSource: RecordSource = {
  kind: 'carsales',
  filters: {
    ...carFilters,
    ...locationFilters,
    date: { column: carSales.date, type: 'date', lookups: ['gte', 'lte'] },
    customer_id: { column: carSales.customer_id, type: 'int', lookups: ['exact'] },
    // The summary's stage as copied onto the sale (migration 0030, decision 067): no join to count or order.
    stage: { column: carSales.stage, type: 'text', lookups: ['exact'] },
    is_done: { column: carSales.is_done, type: 'bool', lookups: ['exact'] },
    is_flagged: { column: carSales.is_flagged, type: 'bool', lookups: ['exact'] },
  },
  keptCounts: [
    ...['year', 'date', 'is_done', 'is_flagged', 'stage', 'customer_type', 'sales_rep_id'],
    ...['dealer_state', 'car_location', 'title_status'],
  ],
  search: saleSearch,
  searchJoins: ['customer'],
  ordering: {
    date: carSales.date,
    updated_at: carSales.updated_at,
    id_number: carSales.id_number,
    year: carSales.year,
  },
  tiebreak: desc(carSales.id),
  tiebreakReversed: asc(carSales.id),
  owner: carSales.customer_id,
  ownerJoin: null,
  byId: (id) => eq(carSales.id, id),
  ...listQueries(carSales, carSales.id, saleJoins(null)),
  byIds: (ids) => inArray(carSales.id, [...ids]),
  async load(ctx, where, order, limit, offset) {
    const rows = await saleQuery(ctx)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const images = await carImages(
      ctx,
      rows.map((r) => r.sale.id),
    );
    return rows.map(({ sale, car, customer, rep, stage, paid }) => ({
      id: sale.id,
      created_at: isoDateTime(sale.created_at),
      updated_at: isoDateTime(sale.updated_at),
      car: toCar(car, images),
      customer: toPerson(customer),
      customer_type: sale.customer_type as CustomerType,
      sales_rep: toSalesRep(rep),
      date: sale.date,
      lot_number: sale.lot_number,
      dealer_state: sale.dealer_state,
      car_location: sale.car_location as CarLocation,
      title_status: sale.title_status as CarLocation,
      stage: (stage ?? 'purchased') as ShipmentStage,
      sale_price: sale.sale_price,
      paid: paid ?? 0,
      outstanding: outstandingOf(sale.sale_price, paid ?? 0),
      ...(ctx.viewer.is_staff ? { is_done: sale.is_done, is_flagged: sale.is_flagged } : {}),
      ...(ctx.viewer.is_superuser ? { purchase_price: sale.purchase_price } : {}),
    }));
  },
  async detail(ctx, record) {
    return { timeline: await timelineFor(ctx, (record.car as { car_sale_id: number }).car_sale_id) };
  },
};

export const carPurchasesSource: RecordSource = {
  kind: 'carspurchased',
  filters: {
    ...carFilters,
    ...locationFilters,
    // The sale's columns as copied onto the purchase (migrations 0016, 0028): no join to count the matches.
    year: { column: carPurchases.year, type: 'int', lookups: ['gte', 'lte'] },
    sales_rep_id: { column: carPurchases.sales_rep_id, type: 'int', lookups: ['exact'] },
    customer_type: { column: carPurchases.customer_type, type: 'text', lookups: ['exact'] },
    dealer_state: { column: carPurchases.dealer_state, type: 'text', lookups: ['icontains'], fewValues: true },
    car_location: { column: carPurchases.car_location, type: 'text', lookups: ['icontains'], fewValues: true },
    title_status: { column: carPurchases.title_status, type: 'text', lookups: ['icontains'], fewValues: true },
    date: { column: carPurchases.purchase_date, type: 'date', lookups: ['gte', 'lte'] },
    customer_id: { column: carSales.customer_id, type: 'int', lookups: ['exact'], join: 'sale' },
    payment_status: { column: carPurchases.payment_status, type: 'text', lookups: ['exact'] },
  },
  keptCounts: [
    ...['year', 'date', 'payment_status', 'customer_type', 'sales_rep_id'],
    ...['dealer_state', 'car_location', 'title_status'],
  ],
  search: [...saleSearch, carPurchases.seller],
  searchJoins: ['customer'],
  ordering: {
    date: carPurchases.purchase_date,
    updated_at: carPurchases.updated_at,
    bid_price: carPurchases.amount,
  },
  tiebreak: desc(carPurchases.id),
  tiebreakReversed: asc(carPurchases.id),
  owner: carSales.customer_id,
  ownerJoin: 'sale',
  byId: (id) => eq(carPurchases.id, id),
  ...listQueries(carPurchases, carPurchases.id, saleJoins(carPurchases.car_sale_id)),
  byIds: (ids) => inArray(carPurchases.id, [...ids]),
  async load(ctx, where, order, limit, offset) {
    const rows = await ctx.db
      .select({ p: carPurchases, sale: carSales, car: saleColumns, customer: customerColumns, rep: salesRepColumns })
      .from(carPurchases)
      .innerJoin(carSales, eq(carSales.id, carPurchases.car_sale_id))
      .innerJoin(users, eq(users.id, carSales.customer_id))
      .leftJoin(salesRepUser, eq(salesRepUser.id, carSales.sales_rep_id))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const images = await carImages(
      ctx,
      rows.map((r) => r.sale.id),
    );
    const invoices = await collectionPaths(
      ctx.db,
      'carspurchased',
      'invoices',
      rows.map((r) => r.p.id),
    );
    return rows.map(({ p, sale, car, customer, rep }) => ({
      id: p.id,
      created_at: isoDateTime(p.created_at),
      updated_at: isoDateTime(p.updated_at),
      car: toCar(car, images),
      customer: toPerson(customer),
      sales_rep: toSalesRep(rep),
      lot_number: sale.lot_number,
      seller: p.seller,
      dealer_state: sale.dealer_state,
      purchase_date: p.purchase_date,
      bid_price: p.amount,
      auction_fees: p.auction_fees,
      title_status: sale.title_status as CarLocation,
      car_location: sale.car_location as CarLocation,
      keys: p.keys,
      payment_status: p.payment_status as PaymentStatus,
      is_done: sale.is_done,
      is_flagged: sale.is_flagged,
      invoices: mediaList(ctx, invoices.get(p.id) ?? []),
    }));
  },
};

const summaryTotal = sql<number>`(${summaryReports.car_price} + ${summaryReports.auction_fees} + ${summaryReports.towing} + ${summaryReports.ocean_freight} + ${summaryReports.customs_duties} + ${summaryReports.other_charges})`;
/** Total charges minus what was paid; an expression so `?ordering=balance` sorts in the database. */
export const summaryBalance = sql<number>`(${summaryTotal} - ${summaryReports.paid})`;

export const summaryReportsSource: RecordSource = {
  kind: 'summaryreports',
  filters: {
    ...carFilters,
    // The sale's columns as copied onto the summary (migrations 0016, 0028): filtered and sorted on this table.
    date: { column: summaryReports.sale_date, type: 'date', lookups: ['gte', 'lte'] },
    year: { column: summaryReports.year, type: 'int', lookups: ['gte', 'lte'] },
    sales_rep_id: { column: summaryReports.sales_rep_id, type: 'int', lookups: ['exact'] },
    customer_type: { column: summaryReports.customer_type, type: 'text', lookups: ['exact'] },
    customer_id: { column: summaryReports.customer_id, type: 'int', lookups: ['exact'] },
    stage: { column: summaryReports.stage, type: 'text', lookups: ['exact'] },
  },
  keptCounts: ['year', 'date', 'stage', 'customer_type', 'sales_rep_id'],
  search: saleSearch,
  searchJoins: ['customer'],
  ordering: { updated_at: summaryReports.updated_at, date: summaryReports.sale_date, balance: summaryBalance },
  tiebreak: desc(summaryReports.id),
  tiebreakReversed: asc(summaryReports.id),
  owner: summaryReports.customer_id,
  ownerJoin: null,
  byId: (id) => eq(summaryReports.id, id),
  ...listQueries(summaryReports, summaryReports.id, saleJoins(summaryReports.car_sale_id)),
  // Old sales are the least recently updated: a sale-date range in the default ordering goes a day at a time.
  byDay: dayPages(summaryReports, summaryReports.id, summaryReports.sale_date, 'date', {
    updated_at: summaryReports.updated_at,
  }),
  byIds: (ids) => inArray(summaryReports.id, [...ids]),
  async load(ctx, where, order, limit, offset) {
    const rows = await ctx.db
      .select({ s: summaryReports, sale: carSales, car: saleColumns, customer: customerColumns, rep: salesRepColumns })
      .from(summaryReports)
      .innerJoin(carSales, eq(carSales.id, summaryReports.car_sale_id))
      .innerJoin(users, eq(users.id, summaryReports.customer_id))
      .leftJoin(salesRepUser, eq(salesRepUser.id, carSales.sales_rep_id))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const images = await carImages(
      ctx,
      rows.map((r) => r.sale.id),
    );
    const etas = await containerEtas(
      ctx,
      rows.map((r) => r.sale.id),
    );
    return rows.map(({ s, sale, car, customer, rep }) => {
      const total = s.car_price + s.auction_fees + s.towing + s.ocean_freight + s.customs_duties + s.other_charges;
      return {
        id: s.id,
        created_at: isoDateTime(s.created_at),
        updated_at: isoDateTime(s.updated_at),
        car: toCar(car, images),
        customer: toPerson(customer),
        customer_type: sale.customer_type as CustomerType,
        sales_rep: toSalesRep(rep),
        stage: s.stage as ShipmentStage,
        eta: etas.get(sale.id) ?? null,
        // The car sale's staff marks, for the staff list's row colours (decision 037).
        ...(ctx.viewer.is_staff ? { is_done: sale.is_done, is_flagged: sale.is_flagged } : {}),
        car_price: s.car_price,
        auction_fees: s.auction_fees,
        towing: s.towing,
        ocean_freight: s.ocean_freight,
        customs_duties: s.customs_duties,
        other_charges: s.other_charges,
        total,
        paid: s.paid,
        balance: total - s.paid,
      };
    });
  },
  async detail(ctx, record) {
    return { timeline: await timelineFor(ctx, (record.car as { car_sale_id: number }).car_sale_id) };
  },
};
