// Cambodia's calendar day on the server (decision 025: one business time zone, Asia/Phnom_Penh). The site has the
// same in lib/dates.ts (dayjs); server code may import only the contract, so the few server needs live here, once.
import { WORKING_HOURS_TIME_ZONE } from '@/lib/contract/chat-constants';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: WORKING_HOURS_TIME_ZONE });

const zoneClock = new Intl.DateTimeFormat('en-US', {
  timeZone: WORKING_HOURS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The calendar day (`YYYY-MM-DD`) in Cambodia at `instant`. */
export function businessDay(instant: Date | number): string {
  return dayFormat.format(instant);
}

/** The instant a Cambodian calendar day (`YYYY-MM-DD`, already checked) starts, `days` later. */
export function businessDayStart(day: string, days = 0): Date {
  const utc = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  const parts = Object.fromEntries(zoneClock.formatToParts(new Date(utc)).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  // The zone's clock reads `wall` at `utc`, so its midnight is that far before.
  return new Date(utc - (wall - utc));
}
