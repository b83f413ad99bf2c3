// A moment as a `datetime-local` input holds it, in Cambodia's time like every date the site shows (decision 025).
import dayjs from 'dayjs';
import { BUSINESS_TIME_ZONE } from '@/lib/dates';

/** `2026-11-25T08:30:00Z` → `2026-11-25T15:30`; null → ''. */
export const toLocalInput = (instant: string | null): string =>
  instant ? dayjs(instant).tz(BUSINESS_TIME_ZONE).format('YYYY-MM-DDTHH:mm') : '';

/** `2026-11-25T15:30` (Cambodia) → `2026-11-25T08:30:00.000Z`; '' → null; anything unreadable as it came. */
export function fromLocalInput(value: string): string | null {
  if (!value.trim()) return null;
  const moment = dayjs.tz(value, BUSINESS_TIME_ZONE);
  return moment.isValid() ? moment.toISOString() : value;
}
