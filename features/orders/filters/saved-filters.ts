// Spec §4: the dashboards' filters kept in the browser under one `dashboard-filters` key (a JSON object, one entry
// per list), restored when a list opens without filters in its URL and cleared by Reset. The page is not kept.
import type { OrderKind } from '@/lib/contract/orders';
import { readListState, type ListState } from './list-filters';

export const SAVED_FILTERS_KEY = 'dashboard-filters';

type Saved = Partial<Record<string, Record<string, string>>>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (private modes, policies): the filters then live in the URL only.
    return null;
  }
}

function readAll(): Saved {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(SAVED_FILTERS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Saved) : {};
  } catch {
    return {};
  }
}

function writeAll(saved: Saved): void {
  try {
    if (Object.keys(saved).length === 0) storage()?.removeItem(SAVED_FILTERS_KEY);
    else storage()?.setItem(SAVED_FILTERS_KEY, JSON.stringify(saved));
  } catch {
    // A full or refused storage only loses the saving, never the list.
  }
}

/** The list's saved filters, checked like a URL's (a stale or edited entry loses only its bad keys); null if none. */
export function loadSavedFilters(kind: OrderKind): ListState | null {
  const entry = readAll()[kind];
  if (!entry || typeof entry !== 'object') return null;
  const strings = Object.fromEntries(Object.entries(entry).filter(([, value]) => typeof value === 'string'));
  const { page: _page, ...state } = readListState(kind, strings);
  return Object.keys(state).length > 0 ? state : null;
}

/** Keeps the list's filters (not its page); an empty state removes the list's entry. */
export function saveFilters(kind: OrderKind, state: ListState): void {
  const { page: _page, ...filters } = state;
  const saved = readAll();
  if (Object.keys(filters).length > 0) saved[kind] = filters;
  else delete saved[kind];
  writeAll(saved);
}

/** Reset: forgets the list's saved filters, leaving the other lists' alone. */
export function clearSavedFilters(kind: OrderKind): void {
  const saved = readAll();
  delete saved[kind];
  writeAll(saved);
}
