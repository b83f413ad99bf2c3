// Writes the demo data set: people, content, parts and dashboard records in one transaction, then the listings in
// another, bulk-loaded (keys built after the rows).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import { buildCar, type CarBundle } from './factories/cars';
import { buildAds, buildLabels, buildSalesTeam, buildWorkingHours } from './factories/content';
import { buildNotes } from './factories/notes';
import { buildDashboard } from './factories/orders';
import { buildPartDetails, buildPartOrders, buildParts } from './factories/parts';
import { buildPurchasedReports, buildReportPayments, buildSavedCars } from './factories/reports';
import { TOWING_COMPANIES, WAREHOUSES } from './factories/logistics';
import { buildUsers, type DemoPeople } from './factories/users';
import { countRows, insertRows, insertStatements, syncSequences, withKeysBuiltAfter } from './insert';
import { createFaker, SEED } from './random';

export interface SeedRun {
  cars: number;
  /** The moment the data is built around ("today" in the dashboards); same value, same rows. */
  now: Date;
  /** Argon2id hash of the demo password, computed once by the caller. */
  passwordHash: string;
  /** Listings per statement (all of them go in one transaction). */
  batchSize?: number;
}

/** Tables whose ids the factories choose, so their sequences must be moved on afterwards. */
const EXPLICIT_ID_TABLES = [
  'users',
  'sales_team',
  'ads',
  'labels',
  'warehouses',
  'loading_ports',
  'towing_companies',
  'parts',
  'part_orders',
  'car_sales',
  'car_purchases',
  'towings',
  'containers',
  'loading_records',
  'shippings',
  'summary_reports',
  'balance_reports',
  'record_notes',
  'purchased_reports',
];

export async function userCount(db: Db): Promise<number> {
  return countRows(db, 'users');
}

/** Everything except listings; returns false (and writes nothing) when another process got there first. */
async function seedCore(db: Db, people: DemoPeople, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two instances starting together on one PostgreSQL: the second waits here, then sees the users.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED})`);
    if ((await userCount(tx)) > 0) return false;

    await insertRows(tx, s.users, people.rows);
    await insertRows(tx, s.salesTeam, buildSalesTeam(people));
    await insertRows(tx, s.ads, buildAds());
    await tx.insert(s.labels).values(buildLabels()).onConflictDoNothing();
    await tx.insert(s.workingHours).values(buildWorkingHours()).onConflictDoNothing();
    await insertRows(
      tx,
      s.warehouses,
      WAREHOUSES.map((w) => w.row),
    );
    await insertRows(
      tx,
      s.loadingPorts,
      WAREHOUSES.map((w) => ({ id: w.row.id, name: w.row.port, warehouse_id: w.row.id })),
    );
    await insertRows(tx, s.towingCompanies, TOWING_COMPANIES);

    const parts = buildParts(now);
    await insertRows(tx, s.parts, parts);
    const { images: partImages, fitments: partFitments } = buildPartDetails(parts);
    await insertRows(tx, s.partImages, partImages);
    await insertRows(tx, s.partFitments, partFitments);
    await insertRows(tx, s.partOrders, buildPartOrders(people, parts, now));

    const records = buildDashboard(people, now);
    await insertRows(tx, s.carSales, records.carSales);
    await insertRows(tx, s.carPurchases, records.carPurchases);
    await insertRows(tx, s.towings, records.towings);
    await insertRows(tx, s.containers, records.containers);
    await insertRows(tx, s.loadingRecords, records.loadingRecords);
    await insertRows(tx, s.shippings, records.shippings);
    await insertRows(tx, s.recordFiles, records.recordFiles);
    await insertRows(tx, s.summaryReports, records.summaryReports);
    await insertRows(tx, s.balanceReports, records.balanceReports);
    const { notes, reads } = buildNotes(records, people, now);
    await insertRows(tx, s.recordNotes, notes);
    await insertRows(tx, s.noteReads, reads);
    const reportOrders = buildPurchasedReports(people, records.carSales, now);
    await insertRows(tx, s.purchasedReports, reportOrders);
    await insertRows(tx, s.reportPayments, buildReportPayments(reportOrders, people.staff));

    await syncSequences(tx, EXPLICIT_ID_TABLES);
    return true;
  });
}

/**
 * One batch of listings with their images, inspections and price histories as a single statement (data-modifying
 * CTEs; the foreign keys are checked at its end), so the database stores one batch while the next is built.
 */
function carBatchStatement(bundles: CarBundle[]): SQL {
  const parts = [
    ...insertStatements(
      s.cars,
      bundles.map((b) => b.car),
      Infinity,
    ),
    ...insertStatements(
      s.carImages,
      bundles.flatMap((b) => b.images),
      Infinity,
    ),
    ...insertStatements(
      s.inspectionReports,
      bundles.flatMap((b) => (b.inspection ? [b.inspection] : [])),
      Infinity,
    ),
    ...insertStatements(
      s.carPriceHistory,
      bundles.flatMap((b) => b.prices),
      Infinity,
    ),
  ];
  return sql`with ${sql.join(
    parts.map((part, i) => sql`${sql.identifier(`t${i}`)} as (${part})`),
    sql`, `,
  )} select 1`;
}

/** The listings, in batches of `batchSize`, each built while the database stores the one before. */
async function insertCars(db: Db, run: SeedRun, people: DemoPeople, firstId: number): Promise<void> {
  const owners = { customers: people.customers, dealers: people.dealers };
  const faker = createFaker();
  const batchSize = run.batchSize ?? 1000;
  let storing: Promise<unknown> = Promise.resolve();
  for (let start = 0; start < run.cars; start += batchSize) {
    const end = Math.min(run.cars, start + batchSize);
    const bundles: CarBundle[] = [];
    for (let index = start; index < end; index += 1)
      bundles.push(buildCar(faker, index, firstId + index, owners, run.now));
    const statement = carBatchStatement(bundles);
    await storing;
    // Drizzle runs a query each time its result is awaited: one real promise, run once.
    storing = Promise.resolve(db.execute(statement));
    // Handled here for the moment it fails while the next batch is built; awaited (and thrown) just above.
    storing.catch(() => undefined);
    // Let the driver send it before the next batch's building takes the event loop.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await storing;
}

/** Tables the listings fill; their secondary indexes are built after the load. */
const CAR_TABLES = ['cars', 'car_images', 'inspection_reports', 'car_price_history'];

/** Seeds an empty database; false when the users table already had rows. */
export async function seedDatabase(db: Db, run: SeedRun): Promise<boolean> {
  const people = buildUsers(run.passwordHash, run.now);
  if (!(await seedCore(db, people, run.now))) return false;

  const [{ next } = { next: 1 }] = await db
    .select({ next: sql<number>`coalesce(max(${s.cars.id}), 0)::int + 1` })
    .from(s.cars);
  // One transaction for the listings, without a statement timeout (index builds on a million rows take a while).
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    await withKeysBuiltAfter(tx, CAR_TABLES, () => insertCars(tx, run, people, next));
  });
  await syncSequences(db, ['cars']);

  const carIds = Array.from({ length: run.cars }, (_, i) => next + i);
  const saved = buildSavedCars(people, carIds, run.now);
  if (saved.length) await db.insert(s.savedCars).values(saved).onConflictDoNothing();
  // Fresh bulk-loaded tables have no planner statistics until autovacuum gets to them; without them a search
  // on 100k cars picks sequential scans (~700 ms instead of ~50 ms).
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`ANALYZE`);
  });
  return true;
}
