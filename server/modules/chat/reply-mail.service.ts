// A staff reply the customer has not read is e-mailed to them (decision 055): CHAT_REPLY_MAIL_DELAY_SECONDS after it
// is stored (two minutes by default) the server looks at the customer's read mark; a reply read by then (they were
// on the site) sends nothing. Only accounts whose "chat e-mails" preference is on, and at most one e-mail per chat
// every 15 minutes (chats.customer_mailed_at, claimed atomically, so several instances agree).
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { getConfig } from '../../config';
import type { Db } from '../../db/client';
import { chatMembers, chatMessages, chats, users } from '../../db/schema';
import { getLogger } from '../../logger';
import { chatReplyEmail } from '../../mail/messages';
import { deliverInBackground, enqueueMessage } from '../../mail/outbox';

export const CHAT_REPLY_MAIL_INTERVAL_MS = 15 * 60_000;
/** The e-mail quotes this much of the reply; the chat has the rest. */
const PREVIEW_MAX = 300;

/** The checks waiting or running, per database (a test file waits for its own, not another's two-minute timers). */
const inFlight = new WeakMap<Db, Set<Promise<void>>>();

/**
 * Checks, after the delay, whether the customer of the chat should hear of the staff message by e-mail. Not durable:
 * a restart within the delay drops the check (the reply is still in the chat and its notification).
 */
export function scheduleReplyMail(db: Db, chatId: number, messageId: number): void {
  const job = new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      mailUnreadReply(db, chatId, messageId)
        .catch((err: unknown) => getLogger().error({ err, chat_id: chatId }, 'chat reply e-mail failed'))
        .finally(resolve);
    }, getConfig().CHAT_REPLY_MAIL_DELAY_SECONDS * 1000);
    // A waiting check must not keep a stopping server alive.
    timer.unref();
  });
  let jobs = inFlight.get(db);
  if (!jobs) inFlight.set(db, (jobs = new Set()));
  jobs.add(job);
  void job.finally(() => jobs.delete(job));
}

/** Resolves once every check scheduled on this database has run (tests; the delay is 0 there). */
export async function replyMailsSettled(db: Db): Promise<void> {
  const jobs = inFlight.get(db);
  while (jobs?.size) await Promise.all([...jobs]);
}

function preview(content: string, file: string | null): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  const text = flat.length > PREVIEW_MAX ? `${flat.slice(0, PREVIEW_MAX - 1)}…` : flat;
  if (file) return text ? `${text} (with a file)` : '(a file)';
  return text;
}

/** The check itself: returns the outbox row written, or null when nobody is to be e-mailed. */
export async function mailUnreadReply(
  db: Db,
  chatId: number,
  messageId: number,
  now = new Date(),
): Promise<number | null> {
  const [customer] = await db
    .select({
      email: users.email,
      first_name: users.first_name,
      is_active: users.is_active,
      is_anonymous: users.is_anonymous,
      is_staff: users.is_admin,
      is_superuser: users.is_superuser,
      wants: users.notify_chat_email,
      last_read: chatMembers.last_read_message_id,
    })
    .from(chats)
    .innerJoin(users, eq(users.id, chats.customer_id))
    .leftJoin(chatMembers, and(eq(chatMembers.chat_id, chats.id), eq(chatMembers.user_id, chats.customer_id)))
    .where(eq(chats.id, chatId))
    .limit(1);
  if (!customer?.email || !customer.wants || !customer.is_active || customer.is_anonymous) return null;
  if (customer.is_staff || customer.is_superuser) return null;
  // Read already: they were on the site.
  if ((customer.last_read ?? 0) >= messageId) return null;
  const [message] = await db
    .select({
      content: chatMessages.content,
      file: chatMessages.file,
      first_name: users.first_name,
      last_name: users.last_name,
    })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.sender_id))
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.chat_id, chatId)))
    .limit(1);
  if (!message) return null;
  const to = customer.email;
  const author = `${message.first_name ?? ''} ${message.last_name ?? ''}`.trim();
  const link = `${getConfig().publicUrl}/messages/${chatId}`;
  const id = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(chats)
      .set({ customer_mailed_at: now })
      .where(
        and(
          eq(chats.id, chatId),
          or(
            isNull(chats.customer_mailed_at),
            lt(chats.customer_mailed_at, new Date(now.getTime() - CHAT_REPLY_MAIL_INTERVAL_MS)),
          ),
        ),
      )
      .returning({ id: chats.id });
    if (!claimed.length) return null;
    return enqueueMessage(
      tx,
      chatReplyEmail(to, customer.first_name, author, preview(message.content, message.file), link),
    );
  });
  if (id !== null) deliverInBackground(db, [id], getLogger());
  return id;
}
