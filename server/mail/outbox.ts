// The outbox: each e-mail or SMS is a row written with the change that caused it, then delivered after commit and
// retried with backoff by the sweeper until it is sent or parked ('failed') for staff.
import { and, asc, desc, eq, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { OutboxMessage } from '@/lib/contract/outbox';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { getMailTransport, type MailTransport } from './transport';

export interface NewMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  body: string;
}

export type OutboxRow = typeof outbox.$inferSelect;

/** Tries before a message is parked: with the backoff below, about an hour of retries. */
export const OUTBOX_MAX_ATTEMPTS = 8;
const OUTBOX_BACKOFF_BASE_MS = 30_000;
const OUTBOX_BACKOFF_MAX_MS = 30 * 60_000;
/** A 'sending' row claimed longer ago than this was left by a crash (a send never takes minutes). */
export const OUTBOX_STALE_CLAIM_MS = 5 * 60_000;

/** Wait after the given failed try (1-based): 30 s, 1 min, 2 min, … capped at 30 min. */
export function backoffMs(attempt: number): number {
  return Math.min(OUTBOX_BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1), OUTBOX_BACKOFF_MAX_MS);
}

/**
 * Writes a pending message; pass the transaction of the state change so both commit or neither does. It is due
 * from this server's clock, the one the sweepers compare with (the database's `now()` may run ahead of it).
 */
export async function enqueueMessage(db: Db, message: NewMessage): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      channel: message.channel,
      to: message.to,
      subject: message.subject ?? '',
      body: message.body,
      next_attempt_at: new Date(),
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('insert into outbox returned no row');
  return row.id;
}

/**
 * Claims due pending rows in one statement: the row lock with SKIP LOCKED (and the status check) means two servers
 * sweeping at once each get different rows, so no message is sent twice. The try is counted at claim time, so a
 * message that crashes the process every time still reaches the limit.
 */
async function claimDue(db: Db, now: Date, limit: number, only?: number[]): Promise<OutboxRow[]> {
  const due: SQL[] = [eq(outbox.status, 'pending'), lte(outbox.next_attempt_at, now)];
  if (only) due.push(inArray(outbox.id, only));
  const candidates = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(...due))
    .orderBy(asc(outbox.next_attempt_at), asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ status: 'sending', claimed_at: now, attempts: sql`${outbox.attempts} + 1` })
    .where(and(inArray(outbox.id, candidates), eq(outbox.status, 'pending')))
    .returning();
}

/** Our claim still holds: a row recovered from a slow send and claimed again belongs to the new claim. */
const stillOurs = (message: OutboxRow) =>
  and(
    eq(outbox.id, message.id),
    eq(outbox.status, 'sending'),
    eq(outbox.claimed_at, message.claimed_at ?? new Date(0)),
  );

async function sendClaimed(
  db: Db,
  claimed: OutboxRow[],
  transport: MailTransport,
  log: Logger,
  now: () => Date,
): Promise<void> {
  for (const message of claimed) {
    try {
      await transport.send(message, log);
      await db
        .update(outbox)
        .set({ status: 'sent', sent_at: now(), error: null, claimed_at: null })
        .where(stillOurs(message));
    } catch (err) {
      const error = err instanceof Error ? err.message.slice(0, 500) : 'send failed';
      const parked = message.attempts >= OUTBOX_MAX_ATTEMPTS;
      log[parked ? 'error' : 'warn'](
        { err, outbox_id: message.id, attempts: message.attempts, parked },
        'outbox delivery failed',
      );
      await db
        .update(outbox)
        .set(
          parked
            ? { status: 'failed', error, claimed_at: null }
            : {
                status: 'pending',
                error,
                claimed_at: null,
                next_attempt_at: new Date(now().getTime() + backoffMs(message.attempts)),
              },
        )
        .where(stillOurs(message));
    }
  }
}

/** Sends the given rows if they are still pending and due (a request's own messages, right after it commits). */
export async function deliverMessages(db: Db, ids: number[], transport: MailTransport, log: Logger): Promise<void> {
  if (!ids.length) return;
  await sendClaimed(db, await claimDue(db, new Date(), ids.length, ids), transport, log, () => new Date());
}

/**
 * Rows left 'sending' by a crash go back to pending (or are parked when that was their last try). The error is
 * kept so staff can tell an interrupted send from a refused one.
 */
async function recoverStale(db: Db, now: Date): Promise<number> {
  const stale = and(
    eq(outbox.status, 'sending'),
    lt(outbox.claimed_at, new Date(now.getTime() - OUTBOX_STALE_CLAIM_MS)),
  );
  const interrupted = 'interrupted while sending (the server stopped)';
  const parked = await db
    .update(outbox)
    .set({ status: 'failed', claimed_at: null, error: interrupted })
    .where(and(stale, sql`${outbox.attempts} >= ${OUTBOX_MAX_ATTEMPTS}`))
    .returning({ id: outbox.id });
  const retried = await db
    .update(outbox)
    .set({ status: 'pending', claimed_at: null, next_attempt_at: now, error: interrupted })
    .where(stale)
    .returning({ id: outbox.id });
  return parked.length + retried.length;
}

interface SweepOptions {
  /** The sweep's clock (tests move it forward instead of waiting). */
  now?: Date;
  batch?: number;
}

/** One sweep: recover crashed sends, then claim and send a batch of due messages. Returns how many were tried. */
export async function sweepOutbox(
  db: Db,
  transport: MailTransport,
  log: Logger,
  opts: SweepOptions = {},
): Promise<number> {
  const now = opts.now ?? new Date();
  const clock = opts.now ? () => now : () => new Date();
  await recoverStale(db, now);
  const claimed = await claimDue(db, now, opts.batch ?? 50);
  await sendClaimed(db, claimed, transport, log, clock);
  return claimed.length;
}

/**
 * Delivers after the response is on its way: how long a mail server takes must neither slow the request nor
 * tell a caller whether an account exists. A failure stays pending with its error; the sweeper retries it.
 */
export function deliverInBackground(db: Db, ids: number[], log: Logger): void {
  if (!ids.length) return;
  void getMailTransport()
    .then((transport) => deliverMessages(db, ids, transport, log))
    .catch((err: unknown) => log.error({ err }, 'outbox delivery failed'));
}

export async function listRecentMessages(db: Db, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel === 'sms' ? 'sms' : 'email',
    to: row.to,
    subject: row.subject,
    body: row.body,
    status: row.status,
    created_at: row.created_at.toISOString(),
  }));
}
