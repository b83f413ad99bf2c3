// Support hours in Cambodia time and the automatic out-of-hours reply (once per chat per Cambodia day).
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { WORKING_HOURS_TIME_ZONE, type WorkingHours } from '@/lib/contract/chat';
import type { AuthUser } from '../../api/context';
import { ApiError } from '../../api/errors';
import { createCache, perObject } from '../../cache';
import type { Db } from '../../db/client';
import { chatMessages, chatSettings, chats, users, workingHours } from '../../db/schema';

export const DEFAULT_OUT_OF_HOURS_MESSAGE =
  'Thanks for your message! Our team is away right now (hours are Monday to Saturday, 8:00 to 17:30 Cambodia time) and will reply as soon as we are back.';
/** A staff reply this recent means someone is answering: no automatic reply then. */
export const STAFF_ACTIVE_MS = 5 * 60 * 1000;
/**
 * How long a process trusts the hours it read. A change through updateWorkingHours clears this process's copy at
 * once; other instances pick it up within this time.
 */
export const WORKING_HOURS_TTL_MS = 30 * 1000;

type Day = WorkingHours['days'][number];

/** Monday to Saturday 08:00–17:30 until staff set their own hours. */
function defaultDay(weekday: number): Day {
  return { weekday, is_open: weekday !== 0, opens_at: '08:00', closes_at: '17:30' };
}

export async function getWorkingHours(db: Db): Promise<WorkingHours> {
  const [rows, [settings]] = await Promise.all([
    db.select().from(workingHours),
    db.select().from(chatSettings).where(eq(chatSettings.id, 1)),
  ]);
  const days = Array.from({ length: 7 }, (_, weekday) => {
    const row = rows.find((r) => r.weekday === weekday);
    return row
      ? { weekday, is_open: row.is_open, opens_at: row.opens_at.slice(0, 5), closes_at: row.closes_at.slice(0, 5) }
      : defaultDay(weekday);
  });
  return {
    time_zone: WORKING_HOURS_TIME_ZONE,
    days,
    message: settings?.out_of_hours_message ?? DEFAULT_OUT_OF_HOURS_MESSAGE,
  };
}

// Per database handle, so tests (a database each) never share hours. Concurrent misses share one read; a failed
// read is not remembered.
const hoursCache = perObject((db: Db) =>
  createCache<'hours', WorkingHours>({ max: 1, ttl: WORKING_HOURS_TTL_MS, fetchMethod: () => getWorkingHours(db) }),
);

/** getWorkingHours for the message path: read at most once per WORKING_HOURS_TTL_MS per process. */
export function cachedWorkingHours(db: Db): Promise<WorkingHours> {
  return hoursCache(db).forceFetch('hours');
}

export async function updateWorkingHours(
  db: Db,
  user: AuthUser,
  input: { days?: Day[]; message?: string },
): Promise<WorkingHours> {
  if (!user.is_staff) throw ApiError.forbidden();
  for (const day of input.days ?? []) {
    if (day.is_open && day.opens_at >= day.closes_at)
      throw ApiError.validation({ days: ['Opening time must be before closing time.'] });
    const values = { is_open: day.is_open, opens_at: day.opens_at, closes_at: day.closes_at };
    await db
      .insert(workingHours)
      .values({ weekday: day.weekday, ...values })
      .onConflictDoUpdate({ target: workingHours.weekday, set: values });
  }
  if (input.message) {
    await db
      .insert(chatSettings)
      .values({ id: 1, out_of_hours_message: input.message })
      .onConflictDoUpdate({ target: chatSettings.id, set: { out_of_hours_message: input.message } });
  }
  hoursCache(db).clear();
  return getWorkingHours(db);
}

// Made once: building an Intl formatter costs far more than using one.
const cambodiaFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: WORKING_HOURS_TIME_ZONE,
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Weekday (0 = Sunday), HH:MM and the calendar date in Cambodia at `now`. */
export function cambodiaClock(now: Date): { weekday: number; time: string; date: string } {
  const parts = Object.fromEntries(cambodiaFormat.formatToParts(now).map((p) => [p.type, p.value]));
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? '');
  return { weekday, time: `${parts.hour}:${parts.minute}`, date: `${parts.year}-${parts.month}-${parts.day}` };
}

export function isOpenAt(hours: WorkingHours, now: Date): boolean {
  const { weekday, time } = cambodiaClock(now);
  const day = hours.days[weekday];
  return Boolean(day?.is_open && time >= day.opens_at && time < day.closes_at);
}

const MAX_REMEMBERED_CHATS = 50_000;
// Chats this process sent the reply in, with the Cambodia date: the claim is stored and never undone, so the
// rest of that day's messages in the chat need not ask the database again.
const claimedByUs = perObject(() => createCache<number, string>({ max: MAX_REMEMBERED_CHATS }));
// The last staff message this process stored per chat: while it is recent the database need not be asked either
// (older than STAFF_ACTIVE_MS it says nothing, so it is not kept longer).
const staffWroteAt = perObject(() => createCache<number, number>({ max: MAX_REMEMBERED_CHATS, ttl: STAFF_ACTIVE_MS }));

/** Called for every staff message stored by this process (other instances' are found by the query). */
export function noteStaffMessage(db: Db, chatId: number, at: Date): void {
  staffWroteAt(db).set(chatId, at.getTime());
}

/**
 * The out-of-hours reply due for a customer's message in a chat at `now`, or null: inside hours, after a recent
 * staff reply, or when this chat already had its reply today (claimed atomically, so two instances agree).
 */
export async function outOfHoursReply(db: Db, chatId: number, now: Date): Promise<string | null> {
  const hours = await cachedWorkingHours(db);
  if (isOpenAt(hours, now)) return null;
  const today = cambodiaClock(now).date;
  const claims = claimedByUs(db);
  if (claims.get(chatId) === today) return null;
  const sinceMs = now.getTime() - STAFF_ACTIVE_MS;
  if ((staffWroteAt(db).get(chatId) ?? -Infinity) > sinceMs) return null;
  const since = new Date(sinceMs).toISOString();
  // One statement: the chat is claimed only when no staff member wrote in it since `since`.
  const staffReplied = sql`exists (select 1 from ${chatMessages} inner join ${users} on ${users.id} = ${chatMessages.sender_id}
    where ${chatMessages.chat_id} = ${chatId} and ${chatMessages.created_at} > ${since}::timestamptz and (${users.is_admin} or ${users.is_superuser}))`;
  const claimed = await db
    .update(chats)
    .set({ out_of_hours_replied_on: today })
    .where(
      and(
        eq(chats.id, chatId),
        or(isNull(chats.out_of_hours_replied_on), ne(chats.out_of_hours_replied_on, today)),
        sql`not ${staffReplied}`,
      ),
    )
    .returning({ id: chats.id });
  if (!claimed.length) return null;
  claims.set(chatId, today);
  return hours.message;
}
