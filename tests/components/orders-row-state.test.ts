// Spec §4's row colours (decision 037): the late thresholds at 19/20/29/30 days and which state wins.
import { describe, expect, it } from 'vitest';
import { daysSinceUpdate, rowState, rowStates } from '@/features/orders/filters/row-state';

const NOW = Date.parse('2026-11-25T05:00:00Z');
const daysAgo = (days: number, extraMs = 0) => new Date(NOW - days * 86_400_000 - extraMs).toISOString();

describe('rowState: lateness', () => {
  it('is plain at 19 days, late (yellow) from 20 to 29, very late (red) from 30', () => {
    expect(rowState({ updated_at: daysAgo(19) }, NOW)).toBeNull();
    expect(rowState({ updated_at: daysAgo(19, 86_399_000) }, NOW)).toBeNull();
    expect(rowState({ updated_at: daysAgo(20) }, NOW)).toBe('late');
    expect(rowState({ updated_at: daysAgo(29) }, NOW)).toBe('late');
    expect(rowState({ updated_at: daysAgo(29, 86_399_000) }, NOW)).toBe('late');
    expect(rowState({ updated_at: daysAgo(30) }, NOW)).toBe('very_late');
    expect(rowState({ updated_at: daysAgo(400) }, NOW)).toBe('very_late');
  });

  it('counts whole days since the update, and none for a missing or unreadable date', () => {
    expect(daysSinceUpdate(daysAgo(20, 1000), NOW)).toBe(20);
    expect(daysSinceUpdate(undefined, NOW)).toBeNull();
    expect(daysSinceUpdate('not a date', NOW)).toBeNull();
    expect(rowState({}, NOW)).toBeNull();
    // A clock a little ahead of the browser's is not negative age.
    expect(daysSinceUpdate(new Date(NOW + 60_000).toISOString(), NOW)).toBe(0);
  });
});

describe('rowState: precedence (done, flagged, very late, late, dealer)', () => {
  it('shows done (green) over everything, and a done car is never late', () => {
    const all = { is_done: true, is_flagged: true, customer_type: 'dealer', updated_at: daysAgo(45) };
    expect(rowState(all, NOW)).toBe('done');
    expect(rowStates(all, NOW)).toEqual(['done', 'flagged', 'dealer']);
  });

  it('shows flagged (grey) over lateness and dealer', () => {
    expect(rowState({ is_flagged: true, customer_type: 'dealer', updated_at: daysAgo(31) }, NOW)).toBe('flagged');
    expect(rowStates({ is_flagged: true, customer_type: 'dealer', updated_at: daysAgo(31) }, NOW)).toEqual([
      'flagged',
      'very_late',
      'dealer',
    ]);
  });

  it('shows lateness over a dealer customer (light blue), and dealer alone otherwise', () => {
    expect(rowState({ customer_type: 'dealer', updated_at: daysAgo(22) }, NOW)).toBe('late');
    expect(rowState({ customer_type: 'dealer', updated_at: daysAgo(30) }, NOW)).toBe('very_late');
    expect(rowState({ customer_type: 'dealer', updated_at: daysAgo(2) }, NOW)).toBe('dealer');
    expect(rowState({ customer_type: 'private', updated_at: daysAgo(2), is_done: false }, NOW)).toBeNull();
  });
});
