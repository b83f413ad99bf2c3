// The URL state of the superuser and staff record lists (DRF's ?page=), read the same way by the server page that
// prefetches and the client list that renders, so both use one React Query key; and a record day for people.
import { formatDate } from '@/lib/dates';
import { parseRouteId } from '@/lib/route-id';

/** `?page=3` → 3; absent or anything but a positive integer → 1. */
export function readListPage(raw: string | string[] | null | undefined): number {
  return parseRouteId(typeof raw === 'string' ? raw : undefined) ?? 1;
}

/** The list request's query: page 1 sends no `page`, as DRF's first page needs none. */
export function recordListParams(page: number): Record<string, string> {
  return page > 1 ? { page: String(page) } : {};
}

/**
 * A calendar day of a record (`2026-11-21`, a Cambodian date) as `21 Nov 2026`. Read at noon in Cambodia, so no
 * viewer's clock can move it to the day before or after; an empty day is a dash.
 */
export function formatRecordDay(day: string | null | undefined): string {
  if (!day) return '—';
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(`${day}T12:00:00+07:00`) : day;
}
