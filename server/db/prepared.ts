// Raw statements run as named prepared statements: PostgreSQL parses and plans them once per connection, not per call.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();

/**
 * `db.execute(query)` as the prepared statement `name` (node-postgres keeps it per pooled connection; PGlite plans
 * every call as before). The statement's text must never change under one name: only its parameters may.
 */
export function executePrepared(db: Db, name: string, query: SQL): Promise<unknown> {
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
}
