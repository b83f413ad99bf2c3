// The audit trail of the shipping records (ARCHITECTURE §7: every change is an audit event): one row per change,
// written in the change's own transaction, with each changed field's value before and after.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  ORDERS_PAGE_SIZE,
  type ChangeAction,
  type OrderKind,
  type RecordChangeEntry,
  type UpdatableOrderKind,
} from '@/lib/contract/orders';
import type { AuthUser } from '../../api/context';
import { paginate, type Page } from '../../api/pagination';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  carPurchases,
  carSales,
  containers,
  loadingRecords,
  recordChanges,
  shippings,
  summaryReports,
  towings,
  users,
} from '../../db/schema';
import { findVisibleRecord } from './access';

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

export interface ChangeEntry {
  kind: OrderKind;
  record_id: number;
  car_sale_id: number | null;
  actor_id: number | null;
  action: ChangeAction;
  changes: FieldChanges;
}

export async function recordChange(db: Db, entry: ChangeEntry): Promise<void> {
  await db.insert(recordChanges).values(entry);
}

const TABLES = {
  carsales: carSales,
  carspurchased: carPurchases,
  towings,
  loadingrecords: loadingRecords,
  containers,
  shippings,
  summaryreports: summaryReports,
} as const satisfies Record<UpdatableOrderKind, unknown>;

/**
 * Columns that copy another record's value for the lists' filters (migration 0030, decision 067): the triggers write
 * them when the summary, container or port changes, so they are nobody's change to this record and stay out of its
 * audit entries.
 */
const COPIED_COLUMNS: Partial<Record<UpdatableOrderKind, readonly string[]>> = {
  carsales: ['stage'],
  shippings: ['stage', 'container_shipping_company'],
  loadingrecords: ['loading_port_warehouse'],
  containers: ['loading_port_warehouse'],
};

/** The record's stored row, column by column (raw: the audit speaks the table's own column names). */
export async function readStoredRow(db: Db, kind: UpdatableOrderKind, id: number): Promise<Record<string, unknown>> {
  const table = TABLES[kind];
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`select * from ${table} where id = ${id}`));
  if (!row) return {};
  for (const column of COPIED_COLUMNS[kind] ?? []) delete row[column];
  return row;
}

/** Bookkeeping columns every write touches: not changes anyone made. */
const NOT_CHANGES = new Set(['updated_at', 'created_at']);

const comparable = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

/** The fields whose stored value differs between the two rows, with both values. */
export function diffRows(before: Record<string, unknown>, after: Record<string, unknown>): FieldChanges {
  const changes: FieldChanges = {};
  for (const key of Object.keys(after)) {
    if (NOT_CHANGES.has(key)) continue;
    const from = comparable(before[key]);
    const to = comparable(after[key]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from: from ?? null, to: to ?? null };
  }
  return changes;
}

/** A page of a record's history, newest first (20 a page): staff only (`history` in the access table). */
export async function getRecordHistory(
  db: Db,
  viewer: AuthUser,
  kind: OrderKind,
  recordId: number,
  url: URL,
): Promise<Page<RecordChangeEntry>> {
  await findVisibleRecord(db, kind, recordId, viewer, 'history');
  const where = and(eq(recordChanges.kind, kind), eq(recordChanges.record_id, recordId));
  return paginate(
    url,
    { defaultPageSize: ORDERS_PAGE_SIZE },
    async () => (await db.select({ n: count() }).from(recordChanges).where(where))[0]?.n ?? 0,
    async ({ pageSize, offset }) => {
      const rows = await db
        .select({
          id: recordChanges.id,
          action: recordChanges.action,
          changes: recordChanges.changes,
          created_at: recordChanges.created_at,
          actor_id: users.id,
          first_name: users.first_name,
          last_name: users.last_name,
        })
        .from(recordChanges)
        .leftJoin(users, eq(users.id, recordChanges.actor_id))
        .where(where)
        .orderBy(desc(recordChanges.created_at), desc(recordChanges.id))
        .limit(pageSize)
        .offset(offset);
      return rows.map((r) => ({
        id: r.id,
        action: r.action as ChangeAction,
        changes: r.changes,
        created_at: r.created_at.toISOString(),
        actor:
          r.actor_id === null ? null : { id: r.actor_id, first_name: r.first_name ?? '', last_name: r.last_name ?? '' },
      }));
    },
  );
}
