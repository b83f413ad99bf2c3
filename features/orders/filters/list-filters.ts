// The staff lists' filters as plain data: which fields each kind's form shows (spec §3's lookups the API accepts,
// ORDER_FILTERS), the list state as it sits in the URL (filters, search, ordering, page; empty values dropped), each
// kind's defaults, and the API query built from it. A date preset stays a preset in the URL (`date_sort_type`)
// so a shared link means "last 7 days" on the day it is opened; its `date__gte/__lte` are computed in Cambodia.
import { datePresetRange, isDatePreset } from '@/lib/dates';
import {
  CAR_LOCATIONS,
  CUSTOMER_TYPES,
  ORDER_FILTERS,
  ORDER_ORDERING,
  PAYMENT_STATUSES,
  SHIPMENT_STAGES,
  STAGE_LABELS,
  TOWING_STATUSES,
  type OrderKind,
} from '@/lib/contract/orders';
import { dropEmpty } from '@/lib/query-string';

export type TextSuggestions = 'shipping_companies' | 'container_numbers' | 'warehouse_names';

/** A list's state: URL query keys → values, never empty. */
export type ListState = Record<string, string>;

export interface FilterOption {
  value: string;
  label: string;
}

export type FilterField =
  /** Free text; `suggest` names the filter data offered as you type (a datalist), the text still free. */
  | { name: string; label: string; type: 'text'; suggest?: TextSuggestions }
  | { name: string; label: string; type: 'select'; options: readonly FilterOption[]; anyLabel: string }
  /** Options loaded from the API (sales reps, warehouses): the form asks for them by `source`. */
  | { name: string; label: string; type: 'lookup'; source: 'sales_reps' | 'warehouses'; anyLabel: string };

const same = (values: readonly string[]): FilterOption[] => values.map((value) => ({ value, label: value }));
const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Spec §4: "all" is a choice of the form only; the API is simply not asked to narrow. */
export const ALL = 'all';

const FIELDS: Record<string, FilterField> = {
  id_number__icontains: { name: 'id_number__icontains', label: 'ID number', type: 'text' },
  vin__icontains: { name: 'vin__icontains', label: 'VIN', type: 'text' },
  container_number__icontains: {
    name: 'container_number__icontains',
    label: 'Container number',
    type: 'text',
    suggest: 'container_numbers',
  },
  booking_number__icontains: { name: 'booking_number__icontains', label: 'Booking number', type: 'text' },
  dealer_state__icontains: { name: 'dealer_state__icontains', label: 'Dealer state', type: 'text' },
  shipping_company__icontains: {
    name: 'shipping_company__icontains',
    label: 'Shipping company',
    type: 'text',
    suggest: 'shipping_companies',
  },
  loading_port__warehouse__icontains: {
    name: 'loading_port__warehouse__icontains',
    label: 'Loading warehouse',
    type: 'text',
    suggest: 'warehouse_names',
  },
  status: { name: 'status', label: 'Container status', type: 'text' },
  towing_status__iexact: {
    name: 'towing_status__iexact',
    label: 'Towing status',
    type: 'select',
    options: same(TOWING_STATUSES),
    anyLabel: 'Any status',
  },
  car_location__icontains: {
    name: 'car_location__icontains',
    label: 'Car location',
    type: 'select',
    options: same(CAR_LOCATIONS),
    anyLabel: 'Any location',
  },
  title_status__icontains: {
    name: 'title_status__icontains',
    label: 'Title status',
    type: 'select',
    options: same(CAR_LOCATIONS),
    anyLabel: 'Any title status',
  },
  customer_type: {
    name: 'customer_type',
    label: 'Customer type',
    type: 'select',
    options: [{ value: ALL, label: 'All' }, ...CUSTOMER_TYPES.map((value) => ({ value, label: capitalised(value) }))],
    anyLabel: '',
  },
  stage: {
    name: 'stage',
    label: 'Stage',
    type: 'select',
    options: SHIPMENT_STAGES.map((value) => ({ value, label: STAGE_LABELS[value] })),
    anyLabel: 'Any stage',
  },
  payment_status: {
    name: 'payment_status',
    label: 'Payment',
    type: 'select',
    options: PAYMENT_STATUSES.map((value) => ({ value, label: capitalised(value) })),
    anyLabel: 'Any payment',
  },
  is_done: {
    name: 'is_done',
    label: 'Done',
    type: 'select',
    options: [
      { value: 'true', label: 'Done only' },
      { value: 'false', label: 'Not done' },
    ],
    anyLabel: 'Done or not',
  },
  is_flagged: {
    name: 'is_flagged',
    label: 'Flagged',
    type: 'select',
    options: [
      { value: 'true', label: 'Flagged only' },
      { value: 'false', label: 'Not flagged' },
    ],
    anyLabel: 'Flagged or not',
  },
  sales_rep_id: { name: 'sales_rep_id', label: 'Sales rep', type: 'lookup', source: 'sales_reps', anyLabel: 'Any rep' },
  warehouse_id: {
    name: 'warehouse_id',
    label: 'Warehouse',
    type: 'lookup',
    source: 'warehouses',
    anyLabel: 'Any warehouse',
  },
};

/** The kind's form fields besides search, dates and years, in ORDER_FILTERS' order. */
export function filterFields(kind: OrderKind): FilterField[] {
  return ORDER_FILTERS[kind].flatMap((name) => (FIELDS[name] ? [FIELDS[name]] : []));
}

export const hasYearRange = (kind: OrderKind): boolean =>
  (ORDER_FILTERS[kind] as readonly string[]).includes('year__gte');

/** What each kind's main date (decision 028: the `date` lookup and ordering) is to the people using the list. */
export const DATE_LABELS: Record<OrderKind, string> = {
  carsales: 'Purchase date',
  carspurchased: 'Purchase date',
  towings: 'Dispatch date',
  containers: 'ETD',
  loadingrecords: 'Loading date',
  shippings: 'Container ETD',
  summaryreports: 'Purchase date',
  balancereports: 'Entry date',
};

export const DATE_SORT_TYPE = 'date_sort_type';
export const CUSTOM = 'custom';

/** Spec §4: car sales open on this year's purchases of every customer type; the other lists on everything. */
export const LIST_DEFAULTS: Partial<Record<OrderKind, ListState>> = {
  carsales: { [DATE_SORT_TYPE]: 'this_year', customer_type: ALL },
};
export const listDefaults = (kind: OrderKind): ListState => ({ ...LIST_DEFAULTS[kind] });

/** Query keys that are the list's filters (everything in its state but the page). */
function filterKeys(kind: OrderKind): string[] {
  return [...ORDER_FILTERS[kind], DATE_SORT_TYPE, 'search', 'ordering'];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const POSITIVE = /^[1-9]\d{0,8}$/;

/** One key's value if the form or the API could hold it, else undefined (a hand-edited URL loses only the bad key). */
function cleanValue(kind: OrderKind, key: string, value: string): string | undefined {
  const field = FIELDS[key];
  if (key === 'ordering') return (ORDER_ORDERING[kind] as readonly string[]).includes(value) ? value : undefined;
  if (key === DATE_SORT_TYPE) return isDatePreset(value) ? value : undefined;
  if (key === 'date__gte' || key === 'date__lte') return DAY.test(value) ? value : undefined;
  if (key === 'year__gte' || key === 'year__lte') return /^\d{4}$/.test(value) ? value : undefined;
  if (key === 'sales_rep_id' || key === 'warehouse_id' || key === 'customer_id' || key === 'page')
    return POSITIVE.test(value) ? value : undefined;
  if (field?.type === 'select') return field.options.some((option) => option.value === value) ? value : undefined;
  return value.slice(0, 100);
}

/** The list's state from a URL query: known keys only, bad values dropped; custom dates kept only for `custom`. */
export function readListState(kind: OrderKind, query: Record<string, string>): ListState {
  const state: ListState = {};
  for (const key of [...filterKeys(kind), 'page']) {
    const raw = query[key]?.trim();
    const value = raw ? cleanValue(kind, key, raw) : undefined;
    if (value !== undefined) state[key] = value;
  }
  // A link with bare dates (no preset) means those dates: treat it as a custom range.
  if (!state[DATE_SORT_TYPE] && (state.date__gte || state.date__lte)) state[DATE_SORT_TYPE] = CUSTOM;
  if (state[DATE_SORT_TYPE] !== CUSTOM) {
    delete state.date__gte;
    delete state.date__lte;
  }
  if (state.page === '1') delete state.page;
  return state;
}

/** Whether the URL holds any of the list's filters (the page alone does not count). */
export function hasFilters(kind: OrderKind, state: ListState): boolean {
  return filterKeys(kind).some((key) => state[key] !== undefined);
}

/** The state a list opens with: the URL's when it has filters, else the kind's defaults (page kept). */
export function initialListState(kind: OrderKind, query: Record<string, string>): ListState {
  const state = readListState(kind, query);
  if (hasFilters(kind, state)) return state;
  return { ...listDefaults(kind), ...state };
}

/** How many filters narrow the list (search included, ordering not): the "Filters (3)" count. */
export function activeFilterCount(kind: OrderKind, state: ListState): number {
  const uncounted = new Set(['ordering', 'date__gte', 'date__lte']);
  return filterKeys(kind).filter((key) => !uncounted.has(key) && state[key] && state[key] !== ALL).length;
}

/**
 * The API query for a state at `now`: a preset becomes its `date__gte/__lte` (Cambodian days), `all` and the
 * preset key are left out (the API ignores unknown keys, but the query stays the API's own), page 1 is implied.
 */
export function listApiParams(state: ListState, now: number = Date.now()): Record<string, string> {
  const params: Record<string, string | undefined> = { ...state, [DATE_SORT_TYPE]: undefined };
  const preset = state[DATE_SORT_TYPE];
  if (preset && isDatePreset(preset)) {
    const range = datePresetRange(preset, now, { from: state.date__gte, to: state.date__lte });
    params.date__gte = range?.from ?? (preset === CUSTOM ? state.date__gte : undefined);
    params.date__lte = range?.to ?? (preset === CUSTOM ? state.date__lte : undefined);
  }
  if (params.customer_type === ALL) params.customer_type = undefined;
  return dropEmpty(params);
}

/** The export's query: the list's without its page (the CSV holds every matching row). */
export function exportApiParams(state: ListState, now: number = Date.now()): Record<string, string> {
  const { page: _page, ...rest } = listApiParams(state, now);
  return rest;
}
