// The staff lists' filter state: what a URL may hold, each kind's defaults, the API query a date preset becomes
// (days counted in Phnom Penh), and the filters saved in the browser under `dashboard-filters` and cleared by Reset.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  exportApiParams,
  filterFields,
  initialListState,
  listApiParams,
  readListState,
} from '@/features/orders/filters/list-filters';
import {
  clearSavedFilters,
  loadSavedFilters,
  SAVED_FILTERS_KEY,
  saveFilters,
} from '@/features/orders/filters/saved-filters';

// 25 Nov 2026, 23:30 in Phnom Penh (16:30 UTC): still the 25th there.
const NOW = Date.parse('2026-11-25T16:30:00Z');
// 1 Jan 2027, 00:30 in Phnom Penh, while it is still 31 Dec in UTC.
const NEW_YEAR = Date.parse('2026-12-31T17:30:00Z');

describe('readListState', () => {
  it("keeps only the kind's keys and good values", () => {
    expect(
      readListState('carsales', {
        vin__icontains: 'ABC',
        customer_type: 'dealer',
        towing_status__iexact: 'Dispatch',
        ordering: '-year',
        sales_rep_id: '7',
        page: '3',
        utm_source: 'mail',
      }),
    ).toEqual({ vin__icontains: 'ABC', customer_type: 'dealer', ordering: '-year', sales_rep_id: '7', page: '3' });
    expect(
      readListState('carsales', {
        customer_type: 'retail',
        ordering: 'price',
        sales_rep_id: 'x',
        date_sort_type: 'last_week',
        car_location__icontains: 'Mars',
        year__gte: '19',
      }),
    ).toEqual({});
    expect(readListState('towings', { towing_status__iexact: 'Towing in Progress', page: '1' })).toEqual({
      towing_status__iexact: 'Towing in Progress',
    });
  });

  it('keeps from/to days only with the Custom preset, and reads bare days as a custom range', () => {
    expect(
      readListState('carsales', { date_sort_type: 'last_7_days', date__gte: '2026-01-01', date__lte: '2026-02-01' }),
    ).toEqual({ date_sort_type: 'last_7_days' });
    expect(readListState('carsales', { date_sort_type: 'custom', date__gte: '2026-01-01' })).toEqual({
      date_sort_type: 'custom',
      date__gte: '2026-01-01',
    });
    expect(readListState('containers', { date__lte: '2026-02-01' })).toEqual({
      date_sort_type: 'custom',
      date__lte: '2026-02-01',
    });
  });
});

describe('initialListState', () => {
  it('opens car sales on this year and every customer type when the URL has no filters', () => {
    expect(initialListState('carsales', {})).toEqual({ date_sort_type: 'this_year', customer_type: 'all' });
    expect(initialListState('carsales', { page: '2' })).toEqual({
      date_sort_type: 'this_year',
      customer_type: 'all',
      page: '2',
    });
    expect(initialListState('carsales', { vin__icontains: '4352' })).toEqual({ vin__icontains: '4352' });
    expect(initialListState('towings', {})).toEqual({});
  });
});

describe('listApiParams', () => {
  const range = (preset: string, now = NOW) => {
    const params = listApiParams({ date_sort_type: preset }, now);
    return [params.date__gte, params.date__lte];
  };

  it('turns each preset into its Cambodian days', () => {
    expect(range('today')).toEqual(['2026-11-25', '2026-11-25']);
    expect(range('yesterday')).toEqual(['2026-11-24', '2026-11-24']);
    expect(range('last_7_days')).toEqual(['2026-11-19', '2026-11-25']);
    expect(range('last_28_days')).toEqual(['2026-10-29', '2026-11-25']);
    expect(range('last_90_days')).toEqual(['2026-08-28', '2026-11-25']);
    expect(range('last_month')).toEqual(['2026-10-01', '2026-10-31']);
    expect(range('this_month')).toEqual(['2026-11-01', '2026-11-25']);
    expect(range('this_year')).toEqual(['2026-01-01', '2026-11-25']);
  });

  it('counts across month and year boundaries in Phnom Penh, not UTC', () => {
    expect(range('today', NEW_YEAR)).toEqual(['2027-01-01', '2027-01-01']);
    expect(range('yesterday', NEW_YEAR)).toEqual(['2026-12-31', '2026-12-31']);
    expect(range('this_year', NEW_YEAR)).toEqual(['2027-01-01', '2027-01-01']);
    expect(range('this_month', NEW_YEAR)).toEqual(['2027-01-01', '2027-01-01']);
    expect(range('last_month', NEW_YEAR)).toEqual(['2026-12-01', '2026-12-31']);
    expect(range('last_28_days', NEW_YEAR)).toEqual(['2026-12-05', '2027-01-01']);
    expect(range('last_90_days', NEW_YEAR)).toEqual(['2026-10-04', '2027-01-01']);
    expect(range('last_month', Date.parse('2028-03-01T00:00:00Z'))).toEqual(['2028-02-01', '2028-02-29']);
  });

  it("sends a custom range as given, leaves out 'all' and the preset key, and drops page 1", () => {
    expect(
      listApiParams(
        { date_sort_type: 'custom', date__gte: '2026-03-01', date__lte: '2026-03-10', customer_type: 'all' },
        NOW,
      ),
    ).toEqual({ date__gte: '2026-03-01', date__lte: '2026-03-10' });
    expect(listApiParams({ date_sort_type: 'custom', date__gte: '2026-03-01' }, NOW)).toEqual({
      date__gte: '2026-03-01',
    });
    expect(listApiParams({ customer_type: 'dealer', search: 'camry', page: '4' }, NOW)).toEqual({
      customer_type: 'dealer',
      search: 'camry',
      page: '4',
    });
  });

  it('gives the export the same query without the page', () => {
    expect(exportApiParams({ date_sort_type: 'this_month', ordering: '-year', page: '3' }, NOW)).toEqual({
      date__gte: '2026-11-01',
      date__lte: '2026-11-25',
      ordering: '-year',
    });
  });
});

describe('filterFields and activeFilterCount', () => {
  it("offers only the lookups the kind's API accepts", () => {
    expect(filterFields('towings').map((field) => field.name)).toEqual([
      'id_number__icontains',
      'vin__icontains',
      'towing_status__iexact',
      'warehouse_id',
    ]);
    expect(filterFields('carsales').map((field) => field.name)).toContain('car_location__icontains');
    expect(filterFields('containers').map((field) => field.name)).not.toContain('customer_type');
  });

  it("counts what narrows the list, not 'all' or the order", () => {
    expect(activeFilterCount('carsales', { date_sort_type: 'this_year', customer_type: 'all', ordering: 'year' })).toBe(
      1,
    );
    expect(
      activeFilterCount('carsales', {
        date_sort_type: 'custom',
        date__gte: '2026-01-01',
        date__lte: '2026-02-01',
        customer_type: 'dealer',
        search: 'camry',
      }),
    ).toBe(3);
  });
});

describe('saved filters (dashboard-filters)', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps each list under its own key in one JSON object, without the page', () => {
    saveFilters('carsales', { date_sort_type: 'last_7_days', customer_type: 'dealer', page: '3' });
    saveFilters('towings', { towing_status__iexact: 'Dispatch' });
    expect(JSON.parse(window.localStorage.getItem(SAVED_FILTERS_KEY) ?? '')).toEqual({
      carsales: { date_sort_type: 'last_7_days', customer_type: 'dealer' },
      towings: { towing_status__iexact: 'Dispatch' },
    });
    expect(loadSavedFilters('carsales')).toEqual({ date_sort_type: 'last_7_days', customer_type: 'dealer' });
    expect(loadSavedFilters('containers')).toBeNull();
  });

  it("Reset forgets one list's filters and leaves the others", () => {
    saveFilters('carsales', { customer_type: 'dealer' });
    saveFilters('towings', { towing_status__iexact: 'Dispatch' });
    clearSavedFilters('carsales');
    expect(loadSavedFilters('carsales')).toBeNull();
    expect(loadSavedFilters('towings')).toEqual({ towing_status__iexact: 'Dispatch' });
    clearSavedFilters('towings');
    expect(window.localStorage.getItem(SAVED_FILTERS_KEY)).toBeNull();
  });

  it('survives a broken or hand-edited entry: bad JSON is nothing, bad values are dropped', () => {
    window.localStorage.setItem(SAVED_FILTERS_KEY, '{not json');
    expect(loadSavedFilters('carsales')).toBeNull();
    window.localStorage.setItem(
      SAVED_FILTERS_KEY,
      JSON.stringify({ carsales: { customer_type: 'retail', vin__icontains: 'ABC', year__gte: 1999 } }),
    );
    expect(loadSavedFilters('carsales')).toEqual({ vin__icontains: 'ABC' });
    saveFilters('carsales', {});
    expect(window.localStorage.getItem(SAVED_FILTERS_KEY)).toBeNull();
  });
});
