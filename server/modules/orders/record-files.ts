// The record_files rows behind the records' photo and document collections (decision 040): batch reads for the
// loaders, and deleting a record's or a car sale's files (rows in the caller's transaction, objects after commit).
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { OrderKind } from '@/lib/contract/orders-values';
import type { Db } from '../../db/client';
import { recordFiles } from '../../db/schema';
import { getStorage, storageKeyOfUrl } from '../../storage';

/** Anything that runs queries: the database or a transaction. */
type Queryable = Pick<Db, 'select' | 'delete'>;

/** One collection (its record kind and name) of some records. */
export interface RecordCollection {
  kind: OrderKind;
  collection: string;
  ids: readonly number[];
}

/** The key of one record's paths of one collection in `collectionsPaths`'s answer. */
export const recordPathsKey = (kind: string, collection: string, id: number) => `${kind}:${collection}:${id}`;

/**
 * The stored paths of several collections of several records, oldest first, in one query:
 * `recordPathsKey(kind, collection, id)` → paths; records with none are absent.
 */
export async function collectionsPaths(
  db: Queryable,
  wanted: readonly RecordCollection[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const asked = wanted.filter((c) => c.ids.length);
  if (!asked.length) return out;
  const rows = await db
    .select({
      kind: recordFiles.kind,
      collection: recordFiles.collection,
      record_id: recordFiles.record_id,
      path: recordFiles.path,
    })
    .from(recordFiles)
    .where(
      or(
        ...asked.map((c) =>
          and(
            eq(recordFiles.kind, c.kind),
            eq(recordFiles.collection, c.collection),
            inArray(recordFiles.record_id, [...new Set(c.ids)]),
          ),
        ),
      ),
    )
    .orderBy(asc(recordFiles.record_id), asc(recordFiles.id));
  for (const row of rows) {
    const key = recordPathsKey(row.kind, row.collection, row.record_id);
    const list = out.get(key) ?? [];
    list.push(row.path);
    out.set(key, list);
  }
  return out;
}

/** The stored paths of one collection of these records, oldest first: record id → paths. One query. */
export async function collectionPaths(
  db: Queryable,
  kind: OrderKind,
  collection: string,
  recordIds: readonly number[],
): Promise<Map<number, string[]>> {
  const byKey = await collectionsPaths(db, [{ kind, collection, ids: recordIds }]);
  const out = new Map<number, string[]>();
  for (const id of recordIds) {
    const paths = byKey.get(recordPathsKey(kind, collection, id));
    if (paths) out.set(id, paths);
  }
  return out;
}

/** The storage keys of a file row (the original and its thumbnail); demo art and links have none. */
function keysOf(row: { path: string; thumb_path: string | null }): string[] {
  return [row.path, row.thumb_path].flatMap((p) => {
    const key = p ? storageKeyOfUrl(p) : null;
    return key ? [key] : [];
  });
}

async function deleteRows(tx: Queryable, where: SQL | undefined): Promise<string[]> {
  const rows = await tx
    .delete(recordFiles)
    .where(where)
    .returning({ path: recordFiles.path, thumb_path: recordFiles.thumb_path });
  return rows.flatMap(keysOf);
}

/**
 * Deletes the file rows of these records in `tx` and answers the storage keys to remove once it commits
 * (`removeStoredFiles`): removed before a rollback, the files of a record that still exists would be gone.
 */
export function deleteRecordFiles(tx: Queryable, kind: OrderKind, recordIds: readonly number[]): Promise<string[]> {
  if (!recordIds.length) return Promise.resolve([]);
  return deleteRows(tx, and(eq(recordFiles.kind, kind), inArray(recordFiles.record_id, [...recordIds])));
}

/**
 * Deletes the file rows of everything that hangs off these car sales (their loading records', shippings' and
 * purchases' files) in `tx`; answers the storage keys to remove after commit. The rows would also go with the
 * sale (ON DELETE CASCADE), but the stored objects would stay behind: call this first.
 */
export function deleteCarSaleFiles(tx: Queryable, carSaleIds: readonly number[]): Promise<string[]> {
  if (!carSaleIds.length) return Promise.resolve([]);
  return deleteRows(tx, inArray(recordFiles.car_sale_id, [...carSaleIds]));
}

/** Rows of one file by id (for the file endpoints); the caller checks it belongs to the record. */
export function fileById(db: Queryable, kind: OrderKind, recordId: number, fileId: number) {
  return db
    .select()
    .from(recordFiles)
    .where(and(eq(recordFiles.id, fileId), eq(recordFiles.kind, kind), eq(recordFiles.record_id, recordId)))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** Keys of the given rows, for `removeStoredFiles`. */
export function storageKeysOf(rows: readonly { path: string; thumb_path: string | null }[]): string[] {
  return rows.flatMap(keysOf);
}

/**
 * Removes stored objects after the transaction that deleted their rows committed. A failure is reported to `onError`
 * and never thrown: the rows are already gone, and an orphaned object costs only space.
 */
export async function removeStoredFiles(
  keys: readonly string[],
  onError: (key: string, error: unknown) => void = () => undefined,
): Promise<void> {
  const storage = getStorage();
  await Promise.all(
    keys.map((key) =>
      storage.delete(key).then(
        () => undefined,
        (error: unknown) => onError(key, error),
      ),
    ),
  );
}
