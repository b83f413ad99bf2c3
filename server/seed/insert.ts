// Bulk inserts for the seed. Rows travel as one JSON parameter per statement (json_populate_recordset): several
// times faster than thousands of bind parameters, and free of PostgreSQL's 65,535-parameter limit.
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * The rows grouped by the keys they carry, each group as one `insert … select … from json_populate_recordset`
 * statement (one statement takes one column list); every other column keeps its database default.
 */
export function insertStatements<T extends PgTable>(table: T, rows: T['$inferInsert'][], size = 2000): SQL[] {
  const columns = getTableColumns(table);
  const tableName = sql.identifier(getTableName(table));
  const groups = new Map<string, T['$inferInsert'][]>();
  for (const row of rows) {
    const keys = Object.keys(row).filter(
      (key) => key in columns && (row as Record<string, unknown>)[key] !== undefined,
    );
    const signature = keys.join(',');
    const group = groups.get(signature);
    if (group) group.push(row);
    else groups.set(signature, [row]);
  }
  const statements: SQL[] = [];
  for (const [signature, group] of groups) {
    const list = sql.join(
      signature.split(',').map((key) => sql.identifier(columns[key]!.name)),
      sql`, `,
    );
    for (let start = 0; start < group.length; start += size) {
      const json = JSON.stringify(group.slice(start, start + size));
      statements.push(
        sql`insert into ${tableName} (${list}) select ${list} from json_populate_recordset(null::${tableName}, ${json}::json)`,
      );
    }
  }
  return statements;
}

export async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  size = 2000,
): Promise<void> {
  for (const statement of insertStatements(table, rows, size)) await db.execute(statement);
}

/**
 * Runs `load` in `tx` with the tables' secondary indexes and foreign keys dropped, then builds them again from their
 * own definitions (what the migrations made), as pg_restore does: one sort per index and one join per foreign key,
 * instead of an index insertion and a key lookup per row. Primary keys and unique constraints stay. Everything
 * happens in the caller's transaction, so a failed load leaves the tables as they were.
 */
export async function withKeysBuiltAfter<T>(tx: Db, tables: string[], load: () => Promise<T>): Promise<T> {
  const names = sql.join(
    tables.map((t) => sql`${t}`),
    sql`, `,
  );
  const indexes = rowsOf<{ name: string; definition: string }>(
    await tx.execute(sql`
      select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = 'public' and i.tablename in (${names}) and not exists (
        select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`),
  );
  const foreignKeys = rowsOf<{ table: string; name: string; definition: string }>(
    await tx.execute(sql`
      select t.relname as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
      from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
      where c.contype = 'f' and n.nspname = 'public' and t.relname in (${names})`),
  );
  for (const { table, name } of foreignKeys)
    await tx.execute(sql`alter table ${sql.identifier(table)} drop constraint ${sql.identifier(name)}`);
  for (const { name } of indexes) await tx.execute(sql`drop index ${sql.identifier(name)}`);
  const loaded = await load();
  for (const { definition } of indexes) await tx.execute(sql.raw(definition));
  for (const { table, name, definition } of foreignKeys)
    await tx.execute(
      sql`alter table ${sql.identifier(table)} add constraint ${sql.identifier(name)} ${sql.raw(definition)}`,
    );
  return loaded;
}

/** Moves each table's id sequence past the ids the seed chose itself, so the next insert gets a fresh id. */
export async function syncSequences(db: Db, tables: string[]): Promise<void> {
  for (const table of tables) {
    const quoted = `"${table.replace(/"/g, '')}"`;
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${quoted}', 'id'), coalesce((select max(id) from ${quoted}), 0) + 1, false)`,
      ),
    );
  }
}

export async function countRows(db: Db, table: string): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql.raw(`select count(*)::int as n from "${table.replace(/"/g, '')}"`),
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
