// The outbox: each e-mail or SMS is a row written with the change that caused it, then delivered after commit.
import { and, desc, eq, inArray } from 'drizzle-orm';
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

/** Writes a pending message; pass the transaction of the state change so both commit or neither does. */
export async function enqueueMessage(db: Db, message: NewMessage): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({ channel: message.channel, to: message.to, subject: message.subject ?? '', body: message.body })
    .returning({ id: outbox.id });
  if (!row) throw new Error('insert into outbox returned no row');
  return row.id;
}

/** Sends the given pending rows; each is claimed first so two deliveries never send one message twice. */
export async function deliverMessages(db: Db, ids: number[], transport: MailTransport, log: Logger): Promise<void> {
  if (!ids.length) return;
  const claimed = await db
    .update(outbox)
    .set({ status: 'sending' })
    .where(and(inArray(outbox.id, ids), eq(outbox.status, 'pending')))
    .returning();
  for (const message of claimed) {
    try {
      await transport.send(message, log);
      await db.update(outbox).set({ status: 'sent', sent_at: new Date(), error: null }).where(eq(outbox.id, message.id));
    } catch (err) {
      log.error({ err, outbox_id: message.id }, 'outbox delivery failed');
      await db
        .update(outbox)
        .set({ status: 'failed', error: err instanceof Error ? err.message.slice(0, 500) : 'send failed' })
        .where(eq(outbox.id, message.id));
    }
  }
}

/**
 * Delivers after the response is on its way: how long a mail server takes must neither slow the request nor
 * tell a caller whether an account exists. Failures stay in the outbox with their error.
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
