// Vitest global setup of the server tests: the schema is migrated once, into a template every test database is
// copied from. Migrating each of the suite's hundred-odd databases anew took about 3 s of CPU apiece on PGlite.
// PostgreSQL: a template database, which `CREATE DATABASE … TEMPLATE` copies. PGlite: the files of a migrated
// in-memory database, written to a temporary file that each test database loads.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/client';
import { createServerDatabase } from './server-database';

declare module 'vitest' {
  interface ProvidedContext {
    /** The migrated template database's name on the PostgreSQL server of DATABASE_URL. */
    postgresTemplate: string;
    /** A file holding a migrated PGlite database's files (`dumpDataDir`). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = await createServerDatabase(serverUrl, 'test_template');
    // Migrated, then closed: PostgreSQL copies a template only while nobody is connected to it.
    const database = await openDatabase({ url: template.url, max: 1 });
    await database.close();
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  const database = await openDatabase({});
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const files = await client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'autobridge-template-'));
  const file = path.join(dir, 'pgdata.tar');
  writeFileSync(file, Buffer.from(await files.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}
