// The database: embedded PGlite by default, a PostgreSQL server when DATABASE_URL is set; one Drizzle API for both.
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { getConfig } from '../config';
import { nameRepeatedStatements } from './named-statements';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL; without it an embedded PGlite database is opened at `dataDir`. */
  url?: string;
  /** Folder for the embedded database; `undefined` with no url keeps it in memory (tests). */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  max?: number;
  /**
   * PostgreSQL's statement_timeout for every query of the pool (0 or absent: none); a query cut off fails with
   * SQLSTATE 57014, which the API answers 503, and the connection stays usable. Migrations run without it.
   */
  statementTimeoutMs?: number;
  /**
   * An embedded database's files to start from (PGlite's `dumpDataDir`): the tests open every database from one copy
   * migrated once, instead of migrating each anew. The migrations still run, and skip what the copy already has.
   */
  loadDataDir?: Blob;
}

const migrationsFolder = path.join(process.cwd(), 'server/db/migrations');

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    const { Client, Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Migrations may legitimately run longer than a request's bound: their own connection, no statement timeout.
    const migrator = new Client({ connectionString: opts.url, connectionTimeoutMillis: 5000 });
    await migrator.connect();
    try {
      await migrate(drizzle(migrator, { schema }), { migrationsFolder });
    } finally {
      await migrator.end();
    }
    const pool = new Pool({
      // Repeated statements are prepared once per connection (decision 077).
      Client: nameRepeatedStatements(Client),
      connectionString: opts.url,
      max: opts.max ?? 10,
      // Connections a burst opened stay open while idle (node-postgres closes idle ones after 10 s by default): after a
      // quiet spell, the next burst would otherwise wait for up to ten connections to be opened (a backend process
      // and its authentication each), which put every slow request of a fixed-rate bench run in its first second
      // (decision 082). maxLifetimeSeconds still renews each one.
      min: opts.max ?? 10,
      connectionTimeoutMillis: 5000,
      // JIT compiles a plan when its estimate passes jit_above_cost, which this site's broad listing counts do: some
      // milliseconds of compiling for a statement that runs in tens (decision 069).
      // No parallel workers either (decision 079): a worker is a process started for the statement, which on a
      // 2-core machine under load cost a records list 30-60 ms of waiting for 10-20 ms of work (the count of 100,000
      // index entries ran 50-90 ms with a worker, 16-23 ms without); concurrent requests are this site's parallelism.
      options: '-c jit=off -c max_parallel_workers_per_gather=0',
      // Each connection is renewed every 15 minutes, and with it the plans of its prepared statements: the chat's
      // message statement, planned once on a connection while the chat tables were small, cost 17 times as much
      // PostgreSQL CPU once they had grown (decision 069).
      maxLifetimeSeconds: 900,
      ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}),
    });
    // An idle client losing its server must not crash the process; the next query reports the error.
    pool.on('error', () => undefined);
    const db = drizzle(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // Car-name suggestions need pg_trgm; PGlite only has the extensions it is opened with.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir, extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      if (client.closed) throw new Error('database is closed');
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

// One database per process, shared by server.ts and the Next bundle through globalThis (two module graphs).
const holder = globalThis as unknown as { __appDatabase?: Promise<Database> };

/** The process's database, opened from the config on first use (server.ts opens it at start-up). */
export function getDatabase(): Promise<Database> {
  if (!holder.__appDatabase) {
    const config = getConfig();
    holder.__appDatabase = openDatabase({
      url: config.DATABASE_URL,
      dataDir: path.join(config.DATA_DIR, 'pgdata'),
      statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    });
  }
  return holder.__appDatabase;
}
