// What the records of each car say about where it is: one batch of queries for a set of car sales.
import { asc, eq, inArray } from 'drizzle-orm';
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
import { collectionPaths } from './record-files';
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

const byLatest = <T extends { id: number }>(rows: T[], key: (row: T) => number) => {
  const out = new Map<number, T>();
  // Ascending ids: the newest record of a car wins.
  for (const row of rows) out.set(key(row), row);
  return out;
};

export async function loadStageFacts(db: Db, saleIds: readonly number[]): Promise<Map<number, CarFacts>> {
  const ids = [...new Set(saleIds)];
  const out = new Map<number, CarFacts>();
  if (!ids.length) return out;
  // One after the other: this also runs on an update's transaction, whose one connection takes a query at a time.
  const sales = await db
    .select({ id: carSales.id, date: carSales.date, customer_id: carSales.customer_id })
    .from(carSales)
    .where(inArray(carSales.id, ids));
  const purchases = await db
    .select({
      id: carPurchases.id,
      car_sale_id: carPurchases.car_sale_id,
      seller: carPurchases.seller,
      purchase_date: carPurchases.purchase_date,
    })
    .from(carPurchases)
    .where(inArray(carPurchases.car_sale_id, ids))
    .orderBy(asc(carPurchases.id));
  const tows = await db
    .select({ t: towings, company: towingCompanies.name, w: warehouses })
    .from(towings)
    .leftJoin(towingCompanies, eq(towingCompanies.id, towings.towing_company_id))
    .leftJoin(warehouses, eq(warehouses.id, towings.warehouse_id))
    .where(inArray(towings.car_sale_id, ids))
    .orderBy(asc(towings.id));
  const loads = await db
    .select({ l: loadingRecords, port: loadingPorts.name })
    .from(loadingRecords)
    .leftJoin(loadingPorts, eq(loadingPorts.id, loadingRecords.loading_port_id))
    .where(inArray(loadingRecords.car_sale_id, ids))
    .orderBy(asc(loadingRecords.id));
  const ships = await db.select().from(shippings).where(inArray(shippings.car_sale_id, ids)).orderBy(asc(shippings.id));
  const purchaseBy = byLatest(purchases, (p) => p.car_sale_id);
  const towBy = byLatest(
    tows.map((r) => ({ ...r, id: r.t.id })),
    (r) => r.t.car_sale_id,
  );
  const loadBy = byLatest(
    loads.map((r) => ({ ...r, id: r.l.id })),
    (r) => r.l.car_sale_id,
  );
  const shipBy = byLatest(ships, (s) => s.car_sale_id);
  const containerIds = [
    ...new Set(
      ids
        .map((id) => shipBy.get(id)?.container_id ?? loadBy.get(id)?.l.container_id ?? null)
        .filter((v): v is number => v !== null),
    ),
  ];
  const boxes = containerIds.length
    ? await db.select().from(containers).where(inArray(containers.id, containerIds))
    : [];
  const boxBy = new Map(boxes.map((b) => [b.id, b]));
  const loadPhotos = await collectionPaths(
    db,
    'loadingrecords',
    'container_images',
    [...loadBy.values()].map((r) => r.l.id),
  );
  const boxPhotos = await collectionPaths(db, 'containers', 'images', containerIds);
  const shipPhotos = await collectionPaths(
    db,
    'shippings',
    'images',
    [...shipBy.values()].map((s) => s.id),
  );

  for (const sale of sales) {
    const tow = towBy.get(sale.id);
    const load = loadBy.get(sale.id);
    const ship = shipBy.get(sale.id);
    const box = boxBy.get(ship?.container_id ?? load?.l.container_id ?? -1);
    const purchase = purchaseBy.get(sale.id);
    out.set(sale.id, {
      sale,
      purchase: purchase ? { seller: purchase.seller, purchase_date: purchase.purchase_date } : null,
      towing: tow
        ? { towing_status: tow.t.towing_status, delivered_at: tow.t.delivered_at?.toISOString().slice(0, 10) ?? null }
        : null,
      towingDetail: tow
        ? {
            id: tow.t.id,
            company: tow.company,
            dispatched_at: tow.t.dispatched_at,
            delivered_at: tow.t.delivered_at,
            warehouse: tow.w ? { warehouse: tow.w.warehouse, city: tow.w.city, state: tow.w.state } : null,
          }
        : null,
      loading: load ? { loading_date: load.l.loaded_at } : null,
      loadingDetail: load
        ? { loading_date: load.l.loaded_at, port: load.port, images: loadPhotos.get(load.l.id) ?? [] }
        : null,
      container: box ? { etd: box.etd, status: box.status } : null,
      containerDetail: box
        ? {
            id: box.id,
            container_number: box.container_number,
            vessel: box.vessel,
            etd: box.etd,
            eta: box.eta,
            status: box.status,
            images: boxPhotos.get(box.id) ?? [],
          }
        : null,
      shipping: ship
        ? { arrived_at: ship.arrived_at, customs_cleared_at: ship.customs_cleared_at, delivered_at: ship.delivered_at }
        : null,
      shippingImages: (ship && shipPhotos.get(ship.id)) ?? [],
    });
  }
  return out;
}
