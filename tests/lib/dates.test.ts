// The business calendar (decision 025): presets and dates counted in Asia/Phnom_Penh (UTC+7), whatever the
// machine's own zone is.
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_TIME_ZONE,
  businessDay,
  DATE_PRESET_LABELS,
  DATE_PRESETS,
  datePresetRange,
  formatDate,
  formatDateTime,
  formatTime,
  formatUtc,
  isDatePreset,
  rangeInstants,
} from '@/lib/dates';

// 18:30 UTC on 31 Dec 2026 is already 01:30 on 1 Jan 2027 in Phnom Penh.
const NEW_YEAR_IN_PHNOM_PENH = '2026-12-31T18:30:00Z';
// 10:00 in Phnom Penh on Sunday 15 Mar 2026 (03:00 UTC).
const MID_MARCH = '2026-03-15T03:00:00Z';

describe('datePresetRange', () => {
  it('counts from the Phnom Penh day when UTC is still on the day before', () => {
    expect(BUSINESS_TIME_ZONE).toBe('Asia/Phnom_Penh');
    expect(businessDay(NEW_YEAR_IN_PHNOM_PENH)).toBe('2027-01-01');
    expect(datePresetRange('today', NEW_YEAR_IN_PHNOM_PENH)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(datePresetRange('yesterday', NEW_YEAR_IN_PHNOM_PENH)).toEqual({ from: '2026-12-31', to: '2026-12-31' });
    expect(datePresetRange('this_month', NEW_YEAR_IN_PHNOM_PENH)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(datePresetRange('this_year', NEW_YEAR_IN_PHNOM_PENH)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(datePresetRange('last_month', NEW_YEAR_IN_PHNOM_PENH)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(datePresetRange('last_7_days', NEW_YEAR_IN_PHNOM_PENH)).toEqual({ from: '2026-12-26', to: '2027-01-01' });
  });

  it('is still the same day one minute before midnight in Phnom Penh', () => {
    expect(datePresetRange('today', '2026-12-31T16:59:00Z')).toEqual({ from: '2026-12-31', to: '2026-12-31' });
    expect(datePresetRange('today', '2026-12-31T17:00:00Z')).toEqual({ from: '2027-01-01', to: '2027-01-01' });
  });

  it('covers today and the days before it for the "last N days" presets', () => {
    expect(datePresetRange('last_7_days', MID_MARCH)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(datePresetRange('last_28_days', MID_MARCH)).toEqual({ from: '2026-02-16', to: '2026-03-15' });
    expect(datePresetRange('last_90_days', MID_MARCH)).toEqual({ from: '2025-12-16', to: '2026-03-15' });
  });

  it('takes whole calendar months and years', () => {
    expect(datePresetRange('last_month', MID_MARCH)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(datePresetRange('last_month', '2028-03-10T05:00:00Z')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(datePresetRange('this_month', MID_MARCH)).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(datePresetRange('this_year', MID_MARCH)).toEqual({ from: '2026-01-01', to: '2026-03-15' });
  });

  it('takes a custom range only once both ends are real days, in order', () => {
    expect(datePresetRange('custom', MID_MARCH, { from: '2026-03-01', to: '2026-03-10' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
    expect(datePresetRange('custom', MID_MARCH, { from: '2026-03-10', to: '2026-03-01' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
    expect(datePresetRange('custom', MID_MARCH, { from: '2026-03-01' })).toBeNull();
    expect(datePresetRange('custom', MID_MARCH, { from: '2026-02-30', to: '2026-03-01' })).toBeNull();
  });

  it('knows the stored names of spec §4', () => {
    expect(DATE_PRESETS).toEqual([
      'today',
      'yesterday',
      'last_7_days',
      'last_28_days',
      'last_90_days',
      'last_month',
      'this_year',
      'this_month',
      'custom',
    ]);
    expect(isDatePreset('last_28_days')).toBe(true);
    expect(DATE_PRESETS.map((preset) => DATE_PRESET_LABELS[preset])).toEqual([
      'Today',
      'Yesterday',
      'Last 7 days',
      'Last 28 days',
      'Last 90 days',
      'Last Month',
      'This Year',
      'This Month',
      'Custom',
    ]);
    expect(isDatePreset('Last 28 days')).toBe(false);
  });
});

describe('rangeInstants', () => {
  it('spans from midnight of the first day to midnight after the last, in Phnom Penh', () => {
    expect(rangeInstants({ from: '2027-01-01', to: '2027-01-01' })).toEqual({
      since: '2026-12-31T17:00:00.000Z',
      until: '2027-01-01T17:00:00.000Z',
    });
  });
});

describe('formatting', () => {
  it('shows dates and times in Phnom Penh, and UTC where asked', () => {
    expect(formatDate(NEW_YEAR_IN_PHNOM_PENH)).toBe('1 Jan 2027');
    expect(formatDateTime(NEW_YEAR_IN_PHNOM_PENH)).toBe('1 Jan 2027, 01:30');
    expect(formatTime(NEW_YEAR_IN_PHNOM_PENH)).toBe('01:30');
    expect(formatUtc(NEW_YEAR_IN_PHNOM_PENH)).toBe('2026-12-31 18:30:00 UTC');
    expect(formatDate('not a date')).toBe('not a date');
  });
});
