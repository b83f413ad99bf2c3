// Bulk inserts for the seed. Rows travel as one JSON parameter per statement (json_populate_recordset): several
// times faster than thousands of bind parameters, and free of PostgreSQL's 65,535-parameter limit.
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

export async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  size = 2000,
): Promise<void> {
  const columns = getTableColumns(table);
  const tableName = sql.identifier(getTableName(table));
  // Only the keys a row carries are inserted, so every other column keeps its database default;
  // rows are grouped by the keys they carry, since one statement takes one column list.
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
  for (const [signature, group] of groups) {
    const list = sql.join(
      signature.split(',').map((key) => sql.identifier(columns[key]!.name)),
      sql`, `,
    );
    for (let start = 0; start < group.length; start += size) {
      const json = JSON.stringify(group.slice(start, start + size));
      await db.execute(
        sql`insert into ${tableName} (${list}) select ${list} from json_populate_recordset(null::${tableName}, ${json}::json)`,
      );
    }
  }
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
  const rows = (result as unknown as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
  return rows[0]?.n ?? 0;
}
