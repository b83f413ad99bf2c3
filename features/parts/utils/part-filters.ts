// The parts catalogue's state in the URL (spec §7 keys) and how it maps onto the API: the six cascade levels in
// order, the list query, and which catalogue (every part, or US dealers only) a route shows.
import {
  PART_URL_KEYS,
  type PartCascadePath,
  type PartListQuery,
  type PartSource,
  type PartUrlKey,
} from '@/lib/contract/parts';

export type PartFilters = Partial<Record<PartUrlKey, string>>;

/** The cascade in URL keys, top to bottom: each select is narrowed by every one above it. */
export const CASCADE_KEYS = ['make', 'year', 'model', 'engine', 'category', 'subCategory'] as const;
export type CascadeKey = (typeof CASCADE_KEYS)[number];

export const CASCADE_LABELS: Record<CascadeKey, { label: string; any: string }> = {
  make: { label: 'Make', any: 'All makes' },
  year: { label: 'Year', any: 'All years' },
  model: { label: 'Model', any: 'All models' },
  engine: { label: 'Engine', any: 'All engines' },
  category: { label: 'Category', any: 'All categories' },
  subCategory: { label: 'Sub-category', any: 'All sub-categories' },
};

/** A route's catalogue: `/parts` shows every part, `/parts/us-dealers` only those a US dealer ships. */
export interface PartCatalogue {
  source?: PartSource;
}

export const ALL_PARTS: PartCatalogue = {};
export const US_DEALER_PARTS: PartCatalogue = { source: 'us dealer' };

const MAX_TEXT = 100;
const YEAR = /^\d{4}$/;
const PAGE = /^[1-9]\d{0,5}$/;

/**
 * The URL's part filters, cleaned so equal states share one URL: unknown keys dropped, a year or page that is not
 * a number dropped (the API would answer 400/404), `page=1` dropped, and a cascade level whose parent is missing
 * dropped — its select could not show it, and its list could not be loaded without the levels above.
 */
export function pickPartFilters(query: Record<string, string>): PartFilters {
  const out: PartFilters = {};
  for (const key of CASCADE_KEYS) {
    const value = query[key]?.slice(0, MAX_TEXT);
    if (!value || (key === 'year' && !YEAR.test(value))) break;
    out[key] = value;
  }
  const name = query.name?.slice(0, MAX_TEXT);
  if (name) out.name = name;
  if (query.page && PAGE.test(query.page) && query.page !== '1') out.page = query.page;
  return out;
}

/** The changes that set one level and reset every level below it (and the page). */
export function cascadeChange(key: CascadeKey, value: string): PartFilters {
  const below = CASCADE_KEYS.slice(CASCADE_KEYS.indexOf(key) + 1);
  return { [key]: value, ...Object.fromEntries(below.map((level) => [level, ''])) };
}

/** The choices above `key`, or null while one of them is missing (the select stays disabled). */
export function cascadeParent(key: CascadeKey, filters: PartFilters): PartCascadePath | null {
  const above = CASCADE_KEYS.slice(0, CASCADE_KEYS.indexOf(key));
  if (above.some((level) => !filters[level])) return null;
  const path: PartCascadePath = {};
  // The levels above any select are never the last one, so each is a key of the contract's path.
  for (const level of above) path[level as keyof PartCascadePath] = filters[level];
  return path;
}

/** The API query of GET /api/parts/all/ for a catalogue and its URL filters (empty values left out). */
export function partListQuery(catalogue: PartCatalogue, filters: PartFilters): PartListQuery {
  const query: PartListQuery = {
    make__icontains: filters.make,
    year__iexact: filters.year,
    model__icontains: filters.model,
    engine__icontains: filters.engine,
    category__icontains: filters.category,
    sub_category__icontains: filters.subCategory,
    name__icontains: filters.name,
    source: catalogue.source,
    page: filters.page,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value)) as PartListQuery;
}

/** The page number shown (1 when absent). */
export const currentPage = (filters: PartFilters): number => Number(filters.page ?? 1);

/** Whether anything narrows the list (the page does not). */
export const isFiltered = (filters: PartFilters): boolean =>
  PART_URL_KEYS.some((key) => key !== 'page' && Boolean(filters[key]));

/** A part's page. */
export const partHref = (part: { id: number }): string => `/parts/${part.id}/`;
