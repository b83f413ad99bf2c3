// Staff's view of the outbox: messages by status (parked ones first of all) and a retry for a parked message.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  OUTBOX_PAGE_SIZE,
  OUTBOX_RETRY_NOT_FAILED,
  OUTBOX_STATUSES,
  type OutboxStatus,
  type StaffOutboxMessage,
  type StaffOutboxPage,
} from '@/lib/contract/outbox';
import { ApiError } from '../api/errors';
import { paginate } from '../api/pagination';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { OutboxRow } from './outbox';

function toStaffMessage(row: OutboxRow): StaffOutboxMessage {
  return {
    id: row.id,
    channel: row.channel === 'sms' ? 'sms' : 'email',
    to: row.to,
    subject: row.subject,
    status: (OUTBOX_STATUSES as readonly string[]).includes(row.status) ? (row.status as OutboxStatus) : 'pending',
    attempts: row.attempts,
    error: row.error,
    next_attempt_at: row.next_attempt_at.toISOString(),
    created_at: row.created_at.toISOString(),
    sent_at: row.sent_at?.toISOString() ?? null,
  };
}

/** django-filter's ChoiceFilter: blank is no filter, an unknown status is a 400. */
function statusFilter(url: URL): OutboxStatus | undefined {
  const raw = url.searchParams.getAll('status').at(-1)?.trim();
  if (!raw) return undefined;
  if (!(OUTBOX_STATUSES as readonly string[]).includes(raw)) {
    throw ApiError.validation({ status: [`Select a valid choice. ${raw} is not one of the available choices.`] });
  }
  return raw as OutboxStatus;
}

/** Newest first, 20 a page, optionally by status (`?status=failed` lists the parked messages). */
export function listOutbox(db: Db, url: URL): Promise<StaffOutboxPage> {
  const status = statusFilter(url);
  const where: SQL | undefined = status ? eq(outbox.status, status) : undefined;
  return paginate(
    url,
    { defaultPageSize: OUTBOX_PAGE_SIZE },
    async () => (await db.select({ n: count() }).from(outbox).where(where))[0]?.n ?? 0,
    async ({ pageSize, offset }) =>
      (await db.select().from(outbox).where(where).orderBy(desc(outbox.id)).limit(pageSize).offset(offset)).map(
        toStaffMessage,
      ),
  );
}

/** A parked message gets a fresh set of tries, due now; its last error stays until a send succeeds. */
export async function retryMessage(db: Db, id: number): Promise<StaffOutboxMessage> {
  const [row] = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, next_attempt_at: new Date(), claimed_at: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning();
  if (row) return toStaffMessage(row);
  const [exists] = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, id)).limit(1);
  if (!exists) throw ApiError.notFound();
  throw ApiError.badRequest(OUTBOX_RETRY_NOT_FAILED);
}
