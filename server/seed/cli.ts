// `npm run seed [-- --force] [--cars=N]`: seeds the configured database (PGlite in DATA_DIR or DATABASE_URL) and prints counts.
import { sql } from 'drizzle-orm';
import { getConfig } from '../config';
import { getDatabase, type Db } from '../db/client';
import { countRows } from './insert';
import { seedIfEmpty } from './index';

const TABLES = [
  'users',
  'cars',
  'car_images',
  'inspection_reports',
  'car_price_history',
  'saved_cars',
  'parts',
  'part_orders',
  'sales_team',
  'ads',
  'labels',
  'working_hours',
  'warehouses',
  'towing_companies',
  'car_sales',
  'car_purchases',
  'towings',
  'containers',
  'loading_records',
  'shippings',
  'summary_reports',
  'balance_reports',
  'record_notes',
  'note_reads',
  'purchased_reports',
  'report_payments',
];

function parseArgs(argv: string[]): { force: boolean; cars: number | null } {
  let force = false;
  let cars: number | null = null;
  for (const arg of argv) {
    if (arg === '--force') force = true;
    else if (/^--cars=\d+$/.test(arg)) cars = Number(arg.slice('--cars='.length));
    else throw new Error(`Unknown argument ${arg}. Usage: npm run seed -- [--force] [--cars=N]`);
  }
  return { force, cars };
}

/** Empties every application table; the migrations journal lives in its own schema and stays. */
async function truncateAll(db: Db): Promise<void> {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const rows =
    (result as unknown as { rows?: { tablename: string }[] }).rows ?? (result as unknown as { tablename: string }[]);
  if (rows.length)
    await db.execute(sql.raw(`TRUNCATE ${rows.map((r) => `"${r.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`));
}

async function main(): Promise<void> {
  const { force, cars } = parseArgs(process.argv.slice(2));
  const config = getConfig();
  const database = await getDatabase();
  try {
    if (force) await truncateAll(database.db);
    const started = performance.now();
    const seeded = await seedIfEmpty(database.db, { cars: cars ?? config.SEED_CARS });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      seeded
        ? `Seeded the ${database.kind} database in ${seconds} s.`
        : 'The database already has users: nothing seeded (use --force to start over).',
    );
    for (const table of TABLES)
      console.log(`${table.padEnd(20)} ${String(await countRows(database.db, table)).padStart(8)}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
