// Optimistic concurrency for staff edits (decision 038): an edit made on a record as it was when the form opened is
// refused with 409 when someone else saved it since, instead of silently overwriting their change.
import { eq } from 'drizzle-orm';
import { RECORD_CHANGED_DETAIL, type UpdatableOrderKind } from '@/lib/contract/orders';
import { ApiError } from '../../api/errors';
import type { Db } from '../../db/client';
import {
  carPurchases,
  carSales,
  containers,
  loadingRecords,
  shippings,
  summaryReports,
  towings,
} from '../../db/schema';

/** Tables whose rows staff edit, each with an `id` and an `updated_at` every write sets. */
export const VERSIONED_TABLES = {
  carsales: carSales,
  carspurchased: carPurchases,
  towings,
  loadingrecords: loadingRecords,
  containers,
  shippings,
  summaryreports: summaryReports,
} as const satisfies Record<UpdatableOrderKind, unknown>;

/**
 * Inside the edit's transaction (`tx`), before anything is written: locks the record's row (SELECT … FOR UPDATE, so
 * a second editor waits for the first to commit and then reads its updated_at) and answers 409 when `expected` (the
 * ISO updated_at the editor read) is not the stored one. Compared to the millisecond: the API shows updated_at
 * with JavaScript's precision while PostgreSQL keeps microseconds. Without `expected` it only takes the lock.
 */
export async function lockUnchangedRecord(
  tx: Db,
  kind: UpdatableOrderKind,
  id: number,
  expected: string | undefined,
): Promise<void> {
  const table = VERSIONED_TABLES[kind];
  const [row] = await tx.select({ updated_at: table.updated_at }).from(table).where(eq(table.id, id)).for('update');
  if (!row) throw ApiError.notFound();
  if (expected !== undefined && row.updated_at.getTime() !== new Date(expected).getTime()) {
    throw ApiError.conflict(RECORD_CHANGED_DETAIL);
  }
}
