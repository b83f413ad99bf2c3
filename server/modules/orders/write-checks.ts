// What the create, delete and add-cars writes share: the stale-edit check and their audit entries' shape.
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { RECORD_CHANGED_DETAIL } from '@/lib/contract/orders';
import { ApiError } from '../../api/errors';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { diffRows } from './record-changes';

/**
 * Optimistic concurrency (decision 038): when the writer says which `updated_at` they saw and the record now has
 * another, 409 and nothing is written. The row is locked until the transaction ends, so of two writers who saw the
 * same version only the first goes through.
 */
export async function assertUnchanged(
  db: Db,
  table: PgTable & { id: PgColumn; updated_at: PgColumn },
  id: number,
  seen: string | undefined,
): Promise<void> {
  const [row] = rowsOf<{ updated_at: Date | string }>(
    await db.execute(sql`select ${table.updated_at} as updated_at from ${table} where ${eq(table.id, id)} for update`),
  );
  if (!row) throw ApiError.notFound();
  if (seen === undefined) return;
  const current = new Date(row.updated_at).getTime();
  if (Number.isNaN(Date.parse(seen)) || Date.parse(seen) !== current) throw ApiError.conflict(RECORD_CHANGED_DETAIL);
}

/** A new record's stored fields as its audit entry shows them: each from nothing to its value. */
export function createdFields(row: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return diffRows({}, { ...row, ...extra });
}

/** A deleted record's stored fields as its audit entry keeps them: each from its value to nothing. */
export function deletedFields(row: Record<string, unknown>) {
  return diffRows(row, Object.fromEntries(Object.keys(row).map((key) => [key, null])));
}
