// Dates for people (decision 025): one library (dayjs with its utc and timezone plugins) and one business time zone,
// Cambodia's, so every viewer and the server see the same day whatever their own clock says.
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { WORKING_HOURS_TIME_ZONE } from '@/lib/contract/chat-constants';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Asia/Phnom_Penh (UTC+7 all year): working hours, "today" of the date presets, dates shown on the site. */
export const BUSINESS_TIME_ZONE = WORKING_HOURS_TIME_ZONE;

type Instant = Date | string | number;

const inBusinessZone = (instant: Instant): Dayjs => dayjs(instant).tz(BUSINESS_TIME_ZONE);
const readable = (instant: Instant): boolean => dayjs(instant).isValid();

/** `21 Nov 2026` in Cambodia; an unreadable value is shown as it came. */
export const formatDate = (instant: Instant): string =>
  readable(instant) ? inBusinessZone(instant).format('D MMM YYYY') : String(instant);

/** `21 Nov 2026, 16:05` in Cambodia. */
export const formatDateTime = (instant: Instant): string =>
  readable(instant) ? inBusinessZone(instant).format('D MMM YYYY, HH:mm') : String(instant);

/** `16:05` in Cambodia. */
export const formatTime = (instant: Instant): string =>
  readable(instant) ? inBusinessZone(instant).format('HH:mm') : String(instant);

/** `2026-11-21 09:05:00 UTC`: for logs and the development outbox, where the zone must not be guessed. */
export const formatUtc = (instant: Instant): string =>
  readable(instant) ? `${dayjs(instant).utc().format('YYYY-MM-DD HH:mm:ss')} UTC` : String(instant);

/** The calendar day (`YYYY-MM-DD`) in Cambodia at `instant`. */
export const businessDay = (instant: Instant): string => inBusinessZone(instant).format('YYYY-MM-DD');

/** Spec §4: the dashboards' date presets, stored lowercase with underscores; `custom` shows from/to pickers. */
export const DATE_PRESETS = [
  'today',
  'yesterday',
  'last_7_days',
  'last_28_days',
  'last_90_days',
  'last_month',
  'this_year',
  'this_month',
  'custom',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const DATE_PRESET_LABELS: Record<DatePreset, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last_7_days: 'Last 7 days',
  last_28_days: 'Last 28 days',
  last_90_days: 'Last 90 days',
  last_month: 'Last Month',
  this_year: 'This Year',
  this_month: 'This Month',
  custom: 'Custom',
};

export const isDatePreset = (value: unknown): value is DatePreset =>
  (DATE_PRESETS as readonly unknown[]).includes(value);

/** Both ends inclusive, as Cambodian calendar days (`YYYY-MM-DD`). */
export interface DateRange {
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// Calendar arithmetic on the day itself (as a UTC date, which has no daylight saving), never on local clocks.
const calendarDay = (day: string): Dayjs => dayjs.utc(day);
const dayString = (day: Dayjs): string => day.format('YYYY-MM-DD');
const isDay = (value: string | undefined): value is string =>
  value !== undefined && DAY.test(value) && dayString(calendarDay(value)) === value;

/**
 * The days a preset covers at `now`, counted in Cambodia: "Last 7 days" is today and the six days before it,
 * "Last Month" the whole previous month, "This Month"/"This Year" from their first day to today. `custom` takes
 * `custom.from`/`custom.to` (swapped if given backwards) and is null until both are real days.
 */
export function datePresetRange(preset: Exclude<DatePreset, 'custom'>, now?: Instant): DateRange;
export function datePresetRange(preset: DatePreset, now?: Instant, custom?: Partial<DateRange>): DateRange | null;
export function datePresetRange(
  preset: DatePreset,
  now: Instant = new Date(),
  custom: Partial<DateRange> = {},
): DateRange | null {
  const today = calendarDay(businessDay(now));
  const upToToday = (first: Dayjs): DateRange => ({ from: dayString(first), to: dayString(today) });
  switch (preset) {
    case 'today':
      return upToToday(today);
    case 'yesterday': {
      const yesterday = dayString(today.subtract(1, 'day'));
      return { from: yesterday, to: yesterday };
    }
    case 'last_7_days':
      return upToToday(today.subtract(6, 'day'));
    case 'last_28_days':
      return upToToday(today.subtract(27, 'day'));
    case 'last_90_days':
      return upToToday(today.subtract(89, 'day'));
    case 'last_month': {
      const lastMonth = today.startOf('month').subtract(1, 'month');
      return { from: dayString(lastMonth), to: dayString(lastMonth.endOf('month')) };
    }
    case 'this_month':
      return upToToday(today.startOf('month'));
    case 'this_year':
      return upToToday(today.startOf('year'));
    case 'custom': {
      if (!isDay(custom.from) || !isDay(custom.to)) return null;
      return custom.from <= custom.to ? { from: custom.from, to: custom.to } : { from: custom.to, to: custom.from };
    }
  }
}

/** The instants a range of Cambodian days spans, for a query: `since` inclusive, `until` exclusive (ISO, UTC). */
export function rangeInstants(range: DateRange): { since: string; until: string } {
  const start = (day: string) => dayjs.tz(day, BUSINESS_TIME_ZONE).toISOString();
  return { since: start(range.from), until: start(dayString(calendarDay(range.to).add(1, 'day'))) };
}
