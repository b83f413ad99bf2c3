// Record kinds that follow one car from the US yard to Cambodia: towings, loading records and shippings (decision 028).
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { DESTINATION_PORT, type ShipmentStage, type TowingStatus } from '@/lib/contract/orders';
import {
  carSales,
  containers,
  loadingPorts,
  loadingRecords,
  shippings,
  summaryReports,
  towingCompanies,
  towings,
  users,
  warehouses,
} from '../../db/schema';
import {
  carImages,
  customerColumns,
  isoDateTime,
  isoDateTimeOrNull,
  mediaList,
  saleColumns,
  toCar,
  toPerson,
  type RecordSource,
  listQueries,
} from './record-source';
import { collectionPaths } from './record-files';
import { timelineFor } from './timeline';

type CarTable = typeof towings | typeof loadingRecords | typeof shippings;

const saleFilters = {
  id_number: { column: carSales.id_number, type: 'text', lookups: ['icontains'], join: 'sale' },
  vin: { column: carSales.vin, type: 'text', lookups: ['icontains'], join: 'sale' },
  customer_id: { column: carSales.customer_id, type: 'int', lookups: ['exact'], join: 'sale' },
} as const;
const saleSearch = [carSales.id_number, carSales.vin, carSales.make, carSales.model, users.first_name, users.last_name];

export const containerRefColumns = {
  id: containers.id,
  container_number: containers.container_number,
  booking_number: containers.booking_number,
  shipping_company: containers.shipping_company,
  vessel: containers.vessel,
  etd: containers.etd,
  eta: containers.eta,
};

/** The joins a count or id query over a logistics kind needs: only those its lookups, search and scope name. */
function logisticsJoins(table: CarTable) {
  return <T extends PgSelect>(q: T, joins: ReadonlySet<string>): T => {
    let out = q;
    if (joins.has('sale') || joins.has('customer'))
      out = out.innerJoin(carSales, eq(carSales.id, table.car_sale_id)) as unknown as T;
    if (joins.has('customer')) out = out.innerJoin(users, eq(users.id, carSales.customer_id)) as unknown as T;
    if (joins.has('container') && table !== towings)
      out = out.leftJoin(containers, eq(containers.id, (table as typeof shippings).container_id)) as unknown as T;
    return out;
  };
}

/** A warehouse as the contract shows it (without its port, which has its own field). */
const toWarehouse = (w: typeof warehouses.$inferSelect | null) =>
  w ? { id: w.id, warehouse: w.warehouse, city: w.city, state: w.state } : null;

/** A logistics kind's count, page-of-ids and "one of these" queries. */
const logisticsQueries = (table: CarTable) => ({
  byIds: (ids: readonly number[]) => inArray(table.id, [...ids]),
  ...listQueries(table, table.id, logisticsJoins(table)),
});

export const towingsSource: RecordSource = {
  kind: 'towings',
  filters: {
    ...saleFilters,
    towing_status: { column: towings.towing_status, type: 'text', lookups: ['iexact'] },
    // The dispatch day in UTC, so `date__lte` includes that whole day.
    // Cambodia's calendar days of the dispatch time, compared on the timestamp's own index (towings_dispatched_idx).
    date: { column: towings.dispatched_at, type: 'day', lookups: ['gte', 'lte'] },
    warehouse_id: { column: towings.warehouse_id, type: 'int', lookups: ['exact'] },
  },
  keptCounts: ['warehouse_id'],
  search: saleSearch,
  searchJoins: ['customer'],
  ordering: { date: towings.dispatched_at, updated_at: towings.updated_at, towing_status: towings.towing_status },
  tiebreak: desc(towings.id),
  tiebreakReversed: asc(towings.id),
  owner: carSales.customer_id,
  ownerJoin: 'sale',
  byId: (id) => eq(towings.id, id),
  ...logisticsQueries(towings),
  async load(ctx, where, order, limit, offset) {
    const rows = await ctx.db
      .select({ t: towings, car: saleColumns, customer: customerColumns, company: towingCompanies, w: warehouses })
      .from(towings)
      .innerJoin(carSales, eq(carSales.id, towings.car_sale_id))
      .innerJoin(users, eq(users.id, carSales.customer_id))
      .leftJoin(towingCompanies, eq(towingCompanies.id, towings.towing_company_id))
      .leftJoin(warehouses, eq(warehouses.id, towings.warehouse_id))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const images = await carImages(
      ctx,
      rows.map((r) => r.car.car_sale_id),
    );
    return rows.map(({ t, car, customer, company, w }) => ({
      id: t.id,
      created_at: isoDateTime(t.created_at),
      updated_at: isoDateTime(t.updated_at),
      car: toCar(car, images),
      customer: toPerson(customer),
      towing_company: company,
      pickup_address: t.pickup_address,
      warehouse: toWarehouse(w),
      towing_status: t.towing_status as TowingStatus,
      dispatched_at: isoDateTimeOrNull(t.dispatched_at),
      delivered_at: isoDateTimeOrNull(t.delivered_at),
      price: t.cost,
    }));
  },
};

export const loadingRecordsSource: RecordSource = {
  kind: 'loadingrecords',
  filters: {
    ...saleFilters,
    container_number: {
      column: containers.container_number,
      type: 'text',
      lookups: ['icontains'],
      join: 'container',
    },
    // The port's warehouse as copied onto the record (migration 0030, decision 067): a few values, off its btree.
    loading_port__warehouse: {
      column: loadingRecords.loading_port_warehouse,
      type: 'text',
      lookups: ['icontains'],
      fewValues: true,
    },
    date: { column: loadingRecords.loaded_at, type: 'date', lookups: ['gte', 'lte'] },
  },
  keptCounts: ['date', 'loading_port__warehouse'],
  search: [...saleSearch, containers.container_number],
  searchJoins: ['customer', 'container'],
  ordering: { date: loadingRecords.loaded_at, updated_at: loadingRecords.updated_at },
  tiebreak: desc(loadingRecords.id),
  tiebreakReversed: asc(loadingRecords.id),
  owner: carSales.customer_id,
  ownerJoin: 'sale',
  byId: (id) => eq(loadingRecords.id, id),
  ...logisticsQueries(loadingRecords),
  async load(ctx, where, order, limit, offset) {
    const rows = await ctx.db
      .select({
        l: loadingRecords,
        car: saleColumns,
        customer: customerColumns,
        w: warehouses,
        port: loadingPorts,
        box: containerRefColumns,
      })
      .from(loadingRecords)
      .innerJoin(carSales, eq(carSales.id, loadingRecords.car_sale_id))
      .innerJoin(users, eq(users.id, carSales.customer_id))
      .leftJoin(warehouses, eq(warehouses.id, loadingRecords.warehouse_id))
      .leftJoin(loadingPorts, eq(loadingPorts.id, loadingRecords.loading_port_id))
      .leftJoin(containers, eq(containers.id, loadingRecords.container_id))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const images = await carImages(
      ctx,
      rows.map((r) => r.car.car_sale_id),
    );
    const photos = await collectionPaths(
      ctx.db,
      'loadingrecords',
      'container_images',
      rows.map((r) => r.l.id),
    );
    return rows.map(({ l, car, customer, w, port, box }) => ({
      id: l.id,
      created_at: isoDateTime(l.created_at),
      updated_at: isoDateTime(l.updated_at),
      car: toCar(car, images),
      customer: toPerson(customer),
      warehouse: toWarehouse(w),
      loading_port: port,
      container: box,
      loading_date: l.loaded_at,
      images: mediaList(ctx, photos.get(l.id) ?? []),
    }));
  },
};

export const shippingsSource: RecordSource = {
  kind: 'shippings',
  filters: {
    ...saleFilters,
    container_number: { column: containers.container_number, type: 'text', lookups: ['icontains'], join: 'container' },
    booking_number: { column: containers.booking_number, type: 'text', lookups: ['icontains'], join: 'container' },
    // The container's carrier and the summary's stage as copied onto the shipping (migration 0030, decision 067).
    shipping_company: {
      column: shippings.container_shipping_company,
      type: 'text',
      lookups: ['icontains'],
      fewValues: true,
    },
    date: { column: shippings.container_etd, type: 'date', lookups: ['gte', 'lte'] },
    stage: { column: shippings.stage, type: 'text', lookups: ['exact'] },
  },
  keptCounts: ['date', 'stage', 'shipping_company'],
  search: [...saleSearch, containers.container_number, containers.booking_number],
  searchJoins: ['customer', 'container'],
  ordering: { date: shippings.container_etd, eta: shippings.container_eta, updated_at: shippings.updated_at },
  tiebreak: desc(shippings.id),
  tiebreakReversed: asc(shippings.id),
  owner: carSales.customer_id,
  ownerJoin: 'sale',
  byId: (id) => eq(shippings.id, id),
  ...logisticsQueries(shippings),
  async load(ctx, where, order, limit, offset) {
    const rows = await ctx.db
      .select({
        s: shippings,
        car: saleColumns,
        customer: customerColumns,
        box: containerRefColumns,
        port: containers.destination_port,
        stage: summaryReports.stage,
      })
      .from(shippings)
      .innerJoin(carSales, eq(carSales.id, shippings.car_sale_id))
      .innerJoin(users, eq(users.id, carSales.customer_id))
      .leftJoin(containers, eq(containers.id, shippings.container_id))
      .leftJoin(summaryReports, eq(summaryReports.car_sale_id, shippings.car_sale_id))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const images = await carImages(
      ctx,
      rows.map((r) => r.car.car_sale_id),
    );
    const photos = await collectionPaths(
      ctx.db,
      'shippings',
      'images',
      rows.map((r) => r.s.id),
    );
    return rows.map(({ s, car, customer, box, port, stage }) => ({
      id: s.id,
      created_at: isoDateTime(s.created_at),
      updated_at: isoDateTime(s.updated_at),
      car: toCar(car, images),
      customer: toPerson(customer),
      shipping_type: s.shipping_type as 'container' | 'roro',
      status: s.status,
      stage: (stage ?? 'purchased') as ShipmentStage,
      container: box,
      destination_port: port ?? DESTINATION_PORT,
      arrived_at: s.arrived_at,
      customs_cleared_at: s.customs_cleared_at,
      delivered_at: s.delivered_at,
      images: mediaList(ctx, photos.get(s.id) ?? []),
    }));
  },
  async detail(ctx, record) {
    return { timeline: await timelineFor(ctx, (record.car as { car_sale_id: number }).car_sale_id) };
  },
};
