// What the records of each car say about where it is: one batch of queries for a set of car sales.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  carPurchases,
  carSales,
  containers,
  loadingPorts,
  loadingRecords,
  shippings,
  towingCompanies,
  towings,
  warehouses,
} from '../../db/schema';
import { collectionsPaths, recordPathsKey, type RecordCollection } from './record-files';
import type { StageFacts } from './stage';

export interface CarFacts extends StageFacts {
  sale: { id: number; date: string; customer_id: number };
  purchase: { seller: string; purchase_date: string } | null;
  towingDetail: {
    id: number;
    company: string | null;
    dispatched_at: Date | null;
    delivered_at: Date | null;
    warehouse: { warehouse: string; city: string; state: string } | null;
  } | null;
  loadingDetail: { loading_date: string | null; port: string | null; images: string[] } | null;
  containerDetail: {
    id: number;
    container_number: string;
    vessel: string;
    etd: string | null;
    eta: string | null;
    status: string;
    images: string[];
  } | null;
  shippingImages: string[];
}

/** What a caller needs beyond the stage: the photo lists of the loading, the container and the shipping. */
export interface StageFactsOptions {
  /** Read the photos (one more query); without it every `images` list is empty. */
  photos?: boolean;
}

/**
 * The newest purchase, towing, loading record and shipping of each car and its container, in one statement (a
 * lateral lookup per car on each table's car_sale_id index), and with `photos` their photo lists in a second one: the
 * same two round trips for one car or a thousand, on a pool or on an update's transaction alike.
 */
export async function loadStageFacts(
  db: Db,
  saleIds: readonly number[],
  { photos = false }: StageFactsOptions = {},
): Promise<Map<number, CarFacts>> {
  const ids = [...new Set(saleIds)];
  const out = new Map<number, CarFacts>();
  if (!ids.length) return out;
  // Each table's newest record of the car (the highest id wins, as a later record replaces an earlier one).
  const p = db
    .select({ id: carPurchases.id, seller: carPurchases.seller, purchase_date: carPurchases.purchase_date })
    .from(carPurchases)
    .where(eq(carPurchases.car_sale_id, carSales.id))
    .orderBy(desc(carPurchases.id))
    .limit(1)
    .as('p');
  const t = db
    .select({
      id: towings.id,
      towing_status: towings.towing_status,
      dispatched_at: towings.dispatched_at,
      delivered_at: towings.delivered_at,
      towing_company_id: towings.towing_company_id,
      warehouse_id: towings.warehouse_id,
    })
    .from(towings)
    .where(eq(towings.car_sale_id, carSales.id))
    .orderBy(desc(towings.id))
    .limit(1)
    .as('t');
  const l = db
    .select({
      id: loadingRecords.id,
      loaded_at: loadingRecords.loaded_at,
      loading_port_id: loadingRecords.loading_port_id,
      container_id: loadingRecords.container_id,
    })
    .from(loadingRecords)
    .where(eq(loadingRecords.car_sale_id, carSales.id))
    .orderBy(desc(loadingRecords.id))
    .limit(1)
    .as('l');
  const sh = db
    .select({
      id: shippings.id,
      arrived_at: shippings.arrived_at,
      customs_cleared_at: shippings.customs_cleared_at,
      delivered_at: shippings.delivered_at,
      container_id: shippings.container_id,
    })
    .from(shippings)
    .where(eq(shippings.car_sale_id, carSales.id))
    .orderBy(desc(shippings.id))
    .limit(1)
    .as('sh');
  const rows = await db
    .select({
      sale: { id: carSales.id, date: carSales.date, customer_id: carSales.customer_id },
      purchase: { id: p.id, seller: p.seller, purchase_date: p.purchase_date },
      tow: {
        id: t.id,
        towing_status: t.towing_status,
        dispatched_at: t.dispatched_at,
        delivered_at: t.delivered_at,
      },
      company: towingCompanies.name,
      warehouse: { warehouse: warehouses.warehouse, city: warehouses.city, state: warehouses.state },
      load: { id: l.id, loaded_at: l.loaded_at },
      port: loadingPorts.name,
      ship: {
        id: sh.id,
        arrived_at: sh.arrived_at,
        customs_cleared_at: sh.customs_cleared_at,
        delivered_at: sh.delivered_at,
      },
      box: {
        id: containers.id,
        container_number: containers.container_number,
        vessel: containers.vessel,
        etd: containers.etd,
        eta: containers.eta,
        status: containers.status,
      },
    })
    .from(carSales)
    .leftJoinLateral(p, sql`true`)
    .leftJoinLateral(t, sql`true`)
    .leftJoin(towingCompanies, eq(towingCompanies.id, t.towing_company_id))
    .leftJoin(warehouses, eq(warehouses.id, t.warehouse_id))
    .leftJoinLateral(l, sql`true`)
    .leftJoin(loadingPorts, eq(loadingPorts.id, l.loading_port_id))
    .leftJoinLateral(sh, sql`true`)
    // The shipping's container, else the loading record's.
    .leftJoin(containers, eq(containers.id, sql`coalesce(${sh.container_id}, ${l.container_id})`))
    .where(inArray(carSales.id, ids));

  const photoLists = photos
    ? await collectionsPaths(db, [
        { ...PHOTOS.loadingrecords, ids: rows.flatMap((r) => (r.load ? [r.load.id] : [])) },
        { ...PHOTOS.containers, ids: rows.flatMap((r) => (r.box ? [r.box.id] : [])) },
        { ...PHOTOS.shippings, ids: rows.flatMap((r) => (r.ship ? [r.ship.id] : [])) },
      ])
    : null;
  const photosOf = ({ kind, collection }: PhotoCollection, id: number) =>
    photoLists?.get(recordPathsKey(kind, collection, id)) ?? [];

  for (const { sale, purchase, tow, company, warehouse, load, port, ship, box } of rows) {
    out.set(sale.id, {
      sale,
      purchase: purchase ? { seller: purchase.seller, purchase_date: purchase.purchase_date } : null,
      towing: tow
        ? { towing_status: tow.towing_status, delivered_at: tow.delivered_at?.toISOString().slice(0, 10) ?? null }
        : null,
      towingDetail: tow
        ? {
            id: tow.id,
            company,
            dispatched_at: tow.dispatched_at,
            delivered_at: tow.delivered_at,
            warehouse,
          }
        : null,
      loading: load ? { loading_date: load.loaded_at } : null,
      loadingDetail: load
        ? { loading_date: load.loaded_at, port, images: photosOf(PHOTOS.loadingrecords, load.id) }
        : null,
      container: box ? { etd: box.etd, status: box.status } : null,
      containerDetail: box ? { ...box, images: photosOf(PHOTOS.containers, box.id) } : null,
      shipping: ship
        ? { arrived_at: ship.arrived_at, customs_cleared_at: ship.customs_cleared_at, delivered_at: ship.delivered_at }
        : null,
      shippingImages: ship ? photosOf(PHOTOS.shippings, ship.id) : [],
    });
  }
  return out;
}

/** The photos each kind of record shows on the timeline. */
type PhotoCollection = Omit<RecordCollection, 'ids'>;
const PHOTOS = {
  loadingrecords: { kind: 'loadingrecords', collection: 'container_images' },
  containers: { kind: 'containers', collection: 'images' },
  shippings: { kind: 'shippings', collection: 'images' },
} as const satisfies Record<string, PhotoCollection>;
