// Vitest global setup of the server tests: the schema is migrated once, into a template every test database is
// copied from. Migrating each of the suite's hundred-odd databases anew took about 3 s of CPU apiece on PGlite.
// PostgreSQL: a template database, which `CREATE DATABASE … TEMPLATE` copies. PGlite: the files of a migrated
// in-memory database, written to a temporary file that each test database loads.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/client';

declare module 'vitest' {
  interface ProvidedContext {
    /** The migrated template database's name on the PostgreSQL server of DATABASE_URL. */
    postgresTemplate: string;
    /** A file holding a migrated PGlite database's files (`dumpDataDir`). */
    pgliteTemplate: string;
  }
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const { Client } = await import('pg');
    const name = `test_template_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // Migrated, then closed: PostgreSQL copies a template only while nobody is connected to it.
    const database = await openDatabase({ url: url.toString(), max: 1 });
    await database.close();
    project.provide('postgresTemplate', name);
    return () => dropDatabase(serverUrl, name);
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
