// Where record answers get their notes: one call per page of records. Empty until the notes service lands.
import type { NotesFields } from '@/lib/contract/orders';
import type { OrderKind } from '@/lib/contract/orders-values';
import type { AuthUser } from '../../api/context';
import type { Db } from '../../db/client';

/** Notes fields for each record of a page, keyed by record id (for staff, with the private thread). */
export async function attachNotes(
  _db: Db,
  _kind: OrderKind,
  records: readonly { id: number }[],
  viewer: AuthUser,
): Promise<Map<number, NotesFields>> {
  const empty = (): NotesFields =>
    viewer.is_staff
      ? { notes: [], unread_notes: [], private_notes: [], unread_private_notes: [] }
      : { notes: [], unread_notes: [] };
  return new Map(records.map((r) => [r.id, empty()]));
}

/** How many notes on each record the viewer has not read. */
export async function unreadNoteCounts(
  _db: Db,
  _kind: OrderKind,
  ids: readonly number[],
  _viewer: AuthUser,
): Promise<Map<number, number>> {
  return new Map(ids.map((id) => [id, 0]));
}
