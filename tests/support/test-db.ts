// A fresh, migrated database per test file: in-memory PGlite, or a throwaway database on the PostgreSQL
// server named by DATABASE_URL (created here, dropped on close). Both are copies of the template that
// tests/support/db-template.ts migrated once for the run; without one (a test run outside the server project),
// each database is migrated on its own.
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '@/server/db/client';
import { createServerDatabase } from './server-database';

export interface TestDatabase extends Database {
  /** Empties every table (keeps the schema), for tests that want a clean slate inside one file. */
  truncateAll(): Promise<void>;
}

export function usingPostgres(): boolean {
  return Boolean(process.env.DATABASE_URL);
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const template = inject('pgliteTemplate');
    const loadDataDir = template ? new Blob([await readFile(template)]) : undefined;
    return withTruncate(await openDatabase({ loadDataDir }));
  }

  const created = await createServerDatabase(serverUrl, 'test', inject('postgresTemplate'));
  const database = await openDatabase({ url: created.url, max: 4 });
  return withTruncate({
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  });
}

function withTruncate(database: Database): TestDatabase {
  return {
    ...database,
    async truncateAll() {
      const { sql } = await import('drizzle-orm');
      const rows = await database.db.execute<{ tablename: string }>(
        sql`select tablename from pg_tables where schemaname = 'public'`,
      );
      const list =
        (rows as unknown as { rows?: { tablename: string }[] }).rows ?? (rows as unknown as { tablename: string }[]);
      const names = list.map((r) => `"${r.tablename}"`).join(', ');
      if (names) await database.db.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
    },
  };
}
