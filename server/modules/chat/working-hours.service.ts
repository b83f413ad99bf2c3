// Support hours in Cambodia time and the automatic out-of-hours reply (once per chat per Cambodia day).
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { WORKING_HOURS_TIME_ZONE, type WorkingHours } from '@/lib/contract/chat';
import type { AuthUser } from '../../api/context';
import { ApiError } from '../../api/errors';
import type { Db } from '../../db/client';
import { chatSettings, chats, workingHours } from '../../db/schema';
import { staffRepliedSince } from './chat.repository';

export const DEFAULT_OUT_OF_HOURS_MESSAGE =
  'Thanks for your message! Our team is away right now (hours are Monday to Saturday, 8:00 to 17:30 Cambodia time) and will reply as soon as we are back.';
/** A staff reply this recent means someone is answering: no automatic reply then. */
export const STAFF_ACTIVE_MS = 5 * 60 * 1000;

type Day = WorkingHours['days'][number];

/** Monday to Saturday 08:00–17:30 until staff set their own hours. */
function defaultDay(weekday: number): Day {
  return { weekday, is_open: weekday !== 0, opens_at: '08:00', closes_at: '17:30' };
}

export async function getWorkingHours(db: Db): Promise<WorkingHours> {
  const [rows, [settings]] = await Promise.all([db.select().from(workingHours), db.select().from(chatSettings).where(eq(chatSettings.id, 1))]);
  const days = Array.from({ length: 7 }, (_, weekday) => {
    const row = rows.find((r) => r.weekday === weekday);
    return row ? { weekday, is_open: row.is_open, opens_at: row.opens_at.slice(0, 5), closes_at: row.closes_at.slice(0, 5) } : defaultDay(weekday);
  });
  return { time_zone: WORKING_HOURS_TIME_ZONE, days, message: settings?.out_of_hours_message ?? DEFAULT_OUT_OF_HOURS_MESSAGE };
}

export async function updateWorkingHours(db: Db, user: AuthUser, input: { days?: Day[]; message?: string }): Promise<WorkingHours> {
  if (!user.is_staff) throw ApiError.forbidden();
  for (const day of input.days ?? []) {
    if (day.is_open && day.opens_at >= day.closes_at) throw ApiError.validation({ days: ['Opening time must be before closing time.'] });
    const values = { is_open: day.is_open, opens_at: day.opens_at, closes_at: day.closes_at };
    await db.insert(workingHours).values({ weekday: day.weekday, ...values }).onConflictDoUpdate({ target: workingHours.weekday, set: values });
  }
  if (input.message) {
    await db
      .insert(chatSettings)
      .values({ id: 1, out_of_hours_message: input.message })
      .onConflictDoUpdate({ target: chatSettings.id, set: { out_of_hours_message: input.message } });
  }
  return getWorkingHours(db);
}

/** Weekday (0 = Sunday), HH:MM and the calendar date in Cambodia at `now`. */
export function cambodiaClock(now: Date): { weekday: number; time: string; date: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: WORKING_HOURS_TIME_ZONE,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? '');
  return { weekday, time: `${parts.hour}:${parts.minute}`, date: `${parts.year}-${parts.month}-${parts.day}` };
}

export function isOpenAt(hours: WorkingHours, now: Date): boolean {
  const { weekday, time } = cambodiaClock(now);
  const day = hours.days[weekday];
  return Boolean(day?.is_open && time >= day.opens_at && time < day.closes_at);
}

/**
 * The out-of-hours reply due for a customer's message in a chat at `now`, or null: inside hours, after a recent
 * staff reply, or when this chat already had its reply today (claimed atomically, so two instances agree).
 */
export async function outOfHoursReply(db: Db, chatId: number, now: Date): Promise<string | null> {
  const hours = await getWorkingHours(db);
  if (isOpenAt(hours, now)) return null;
  if (await staffRepliedSince(db, chatId, new Date(now.getTime() - STAFF_ACTIVE_MS))) return null;
  const today = cambodiaClock(now).date;
  const claimed = await db
    .update(chats)
    .set({ out_of_hours_replied_on: today })
    .where(and(eq(chats.id, chatId), or(isNull(chats.out_of_hours_replied_on), ne(chats.out_of_hours_replied_on, today))))
    .returning({ id: chats.id });
  return claimed.length ? hours.message : null;
}
