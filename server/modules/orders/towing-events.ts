// A towing status a staff member sets is news for the car's customer: a dated event on the towing stage of their
// car's timeline (read from the audit trail, where the change is already written with its moment) and, when it did
// not also move the car to another stage (that notice says it), a live record_update on their bell.
import { and, asc, eq, sql } from 'drizzle-orm';
import { TOWING_STATUSES, type TimelineEvent, type TowingStatus } from '@/lib/contract/orders';
import type { Db } from '../../db/client';
import { recordChanges } from '../../db/schema';
import type { RecordOwner } from './access';
import type { FieldChanges } from './record-changes';
import { prepareRecordNotice, type RecordEventDeps, type RecordNotice } from './record-events';

const towingStatusOf = (value: unknown): TowingStatus | null => TOWING_STATUSES.find((s) => s === value) ?? null;

/** Each status the tow was given, oldest first, with when (one indexed read of the tow's audit entries). */
export async function towingStatusEvents(db: Db, towingId: number): Promise<TimelineEvent[]> {
  const rows = await db
    .select({ changes: recordChanges.changes, created_at: recordChanges.created_at })
    .from(recordChanges)
    .where(
      and(
        eq(recordChanges.kind, 'towings'),
        eq(recordChanges.record_id, towingId),
        sql`${recordChanges.changes} ? 'towing_status'`,
      ),
    )
    .orderBy(asc(recordChanges.created_at), asc(recordChanges.id));
  return rows.flatMap((row) => {
    const status = towingStatusOf(row.changes.towing_status?.to);
    return status ? [{ at: row.created_at.toISOString(), text: status }] : [];
  });
}

/**
 * The customer's live notice for a towing status change (`changes` of one update of a tow), written in the update's
 * transaction; null when the status did not change or a stage notice already tells this car's customer.
 */
export async function prepareTowingNotice(
  deps: RecordEventDeps,
  owner: Pick<RecordOwner, 'customer_id' | 'car_sale_id'>,
  changes: FieldChanges,
  stageNotices: readonly RecordNotice[],
  actorId: number,
): Promise<RecordNotice | null> {
  const status = towingStatusOf(changes.towing_status?.to);
  if (!status || owner.car_sale_id === null) return null;
  if (stageNotices.some((notice) => notice.event.car_sale_id === owner.car_sale_id)) return null;
  // Told on the car order: the customer cannot open a towing (a superuser-only kind), but follows the car there.
  return prepareRecordNotice(deps.db, {
    kind: 'carsales',
    owner: { id: owner.car_sale_id, customer_id: owner.customer_id, car_sale_id: owner.car_sale_id },
    actorId,
    event: 'towing',
    status,
  });
}
