// A row's states in words (spec §4 colours are never the only signal) and the colour each state gives a row.
import clsx from 'clsx';
import { LATE_AFTER_DAYS, VERY_LATE_AFTER_DAYS } from '@/lib/contract/orders-values';
import { daysSinceUpdate, ROW_STATE_LABELS, rowStates, type RowFacts, type RowState } from './row-state';

/** Row backgrounds, with a coloured edge so the state also shows where colours look alike. */
export const ROW_STATE_CLASSES: Record<RowState, string> = {
  done: 'bg-green-50 shadow-[inset_4px_0_0_var(--color-green-600)]',
  flagged: 'bg-gray-100 shadow-[inset_4px_0_0_var(--color-gray-500)]',
  very_late: 'bg-red-50 shadow-[inset_4px_0_0_var(--color-red-600)]',
  late: 'bg-yellow-50 shadow-[inset_4px_0_0_var(--color-yellow-500)]',
  dealer: 'bg-sky-50 shadow-[inset_4px_0_0_var(--color-sky-500)]',
};

const BADGE_CLASSES: Record<RowState, string> = {
  done: 'bg-green-100 text-green-800',
  flagged: 'bg-gray-200 text-gray-800',
  very_late: 'bg-red-100 text-red-800',
  late: 'bg-yellow-100 text-yellow-900',
  dealer: 'bg-sky-100 text-sky-800',
};

const ICONS: Record<RowState, string> = { done: '✓', flagged: '⚑', very_late: '!', late: '⏱', dealer: '◆' };

export function RowStateBadges({ row, now }: { row: RowFacts; now: number }) {
  const states = rowStates(row, now);
  if (states.length === 0) return null;
  const age = daysSinceUpdate(row.updated_at, now);
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      {states.map((state) => (
        <span
          key={state}
          className={clsx(
            'inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-semibold',
            BADGE_CLASSES[state],
          )}
        >
          <span aria-hidden="true">{ICONS[state]}</span>
          {ROW_STATE_LABELS[state]}
          {(state === 'late' || state === 'very_late') && age !== null && (
            <span className="font-normal">· not updated for {age} days</span>
          )}
        </span>
      ))}
    </span>
  );
}

export function RowStateLegend() {
  return (
    <details className="text-xs text-gray-600">
      <summary className="cursor-pointer font-semibold">What the row colours mean</summary>
      <ul className="mt-2 flex flex-wrap gap-2">
        {(Object.keys(ROW_STATE_LABELS) as RowState[]).map((state) => (
          <li key={state} className={clsx('rounded px-2 py-1', ROW_STATE_CLASSES[state])}>
            {ROW_STATE_LABELS[state]}: {LEGEND[state]}
          </li>
        ))}
      </ul>
    </details>
  );
}

const LEGEND: Record<RowState, string> = {
  done: 'marked done',
  flagged: 'flagged by staff',
  very_late: `not updated for ${VERY_LATE_AFTER_DAYS} days or more`,
  late: `not updated for ${LATE_AFTER_DAYS} to ${VERY_LATE_AFTER_DAYS - 1} days`,
  dealer: 'a dealer customer',
};
