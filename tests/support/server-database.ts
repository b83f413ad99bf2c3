// A throwaway database on a PostgreSQL server, for the test databases (test-db.ts) and their template
// (db-template.ts): created, optionally as a copy of a template, and dropped.
import { randomBytes } from 'node:crypto';

export interface ServerDatabase {
  name: string;
  /** The database's own URL on the server. */
  url: string;
  drop(): Promise<void>;
}

/** One statement on the server's maintenance connection (CREATE and DROP DATABASE run outside any database). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new database named `{prefix}_{time}_{random}` on the server of `serverUrl`, a copy of `template` when given. */
export async function createServerDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ServerDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
