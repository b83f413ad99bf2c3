// Spec §4's row colours as one pure choice: which state a record's row shows, and every state that applies (for
// the text badges, so colour is never the only signal). Precedence (decision 037): done, flagged, very late, late,
// dealer; the first that applies colours the row.
import { LATE_AFTER_DAYS, VERY_LATE_AFTER_DAYS } from '@/lib/contract/orders-values';

export type RowState = 'done' | 'flagged' | 'very_late' | 'late' | 'dealer';

/** The fields a row's state reads; a kind without one of them simply never shows that state. */
export interface RowFacts {
  is_done?: boolean;
  is_flagged?: boolean;
  customer_type?: string;
  updated_at?: string;
}

const DAY_MS = 86_400_000;

/** Whole days (24-hour periods) since the record was last changed; null when unknown or unreadable. */
export function daysSinceUpdate(updatedAt: string | undefined, now: number): number | null {
  if (!updatedAt) return null;
  const at = Date.parse(updatedAt);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.floor((now - at) / DAY_MS));
}

/** Every state that applies to the row, strongest first (decision 037's order). */
export function rowStates(row: RowFacts, now: number): RowState[] {
  const states: RowState[] = [];
  if (row.is_done) states.push('done');
  if (row.is_flagged) states.push('flagged');
  // A finished car is not late: it is not updated because nothing is left to do.
  const age = row.is_done ? null : daysSinceUpdate(row.updated_at, now);
  if (age !== null && age >= VERY_LATE_AFTER_DAYS) states.push('very_late');
  else if (age !== null && age >= LATE_AFTER_DAYS) states.push('late');
  if (row.customer_type === 'dealer') states.push('dealer');
  return states;
}

/** The state that colours the row, or null for a plain row. */
export function rowState(row: RowFacts, now: number): RowState | null {
  return rowStates(row, now)[0] ?? null;
}

export const ROW_STATE_LABELS: Record<RowState, string> = {
  done: 'Done',
  flagged: 'Flagged',
  very_late: 'Very late',
  late: 'Late',
  dealer: 'Dealer',
};
