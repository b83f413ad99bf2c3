// The listing query dialect of the contract (carFilterQuerySchema) reduced to the django-filter whitelist's own,
// and the free text of `?search=`/`?q=` read as makes, names and years (decision 045).
import { and, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import { parseCarSearch, type SearchVocabulary } from '@/lib/search/car-search-text';
import { latestModelYear } from '@/lib/search/car-search-years';
import { buildFilters, escapeLike, searchWords } from '../../api/filters';
import type { Db } from '../../db/client';
import { cars } from '../../db/schema';
import { carFilterFields, LIST_FILTERS } from './cars.repository';
import { searchVocabulary } from './search-names';

const ALIASES: Record<string, string> = { q: 'search', make: 'make_name', model: 'model_name', trim: 'trim_name' };
const LISTS: readonly string[] = LIST_FILTERS;

/**
 * `q`/`make`/`model`/`trim` become `search`/`make_name`/…; a comma list in a list facet becomes `__in`.
 * Paging and ordering parameters are left out; the result is sorted so equal queries share a count-cache key.
 */
export function normaliseCarQuery(params: URLSearchParams): URLSearchParams {
  const last = new Map<string, string>();
  for (const [key, value] of params) last.set(key, value);
  const out = new URLSearchParams();
  for (const [key, raw] of last) {
    const value = raw.trim();
    if (value === '' || key === 'page' || key === 'ordering' || key === 'page_size') continue;
    const name = ALIASES[key] ?? key;
    out.set(LISTS.includes(name) && value.includes(',') ? `${name}__in` : name, value);
  }
  out.sort();
  return out;
}

/**
 * The condition for a free-text search: named makes by the make column (its btree indexes also serve the sorts),
 * years as a range on the year column, prices as the filter panel's own `price__gte`/`price__lte`, model/trim
 * phrases and other words as substrings of the lower-cased name (its trigram index). Every part must hold; the makes
 * named, and each phrase's spellings, are alternatives.
 */
export function carSearchCondition(text: string, vocabulary: SearchVocabulary, maxYear: number): SQL | undefined {
  const search = parseCarSearch(text, vocabulary, { maxYear });
  const contains = (phrase: string) => ilike(cars.search_name, `%${escapeLike(phrase.toLowerCase())}%`);
  const prices = buildFilters(
    { price__gte: search.price_min?.toString(), price__lte: search.price_max?.toString() },
    carFilterFields,
  );
  return and(
    search.makes.length ? inArray(cars.make_name, search.makes) : undefined,
    search.year_min === null ? undefined : gte(cars.year, search.year_min),
    search.year_max === null ? undefined : lte(cars.year, search.year_max),
    prices.where,
    ...search.names.map((spellings) => or(...spellings.map(contains))),
    ...search.words.map(contains),
  );
}

/**
 * The WHERE of a listing query's filters and free text, and its normalised form (a cache key). Invalid values are
 * DRF's 400 (free text over 200 characters or 12 words too); the listed names are read only for non-empty text.
 */
export async function carQueryCondition(
  db: Db,
  params: URLSearchParams,
): Promise<{ where: SQL | undefined; key: string }> {
  const query = normaliseCarQuery(params);
  const text = query.get('search') ?? '';
  searchWords('search', text);
  const filters = buildFilters(query, carFilterFields);
  const search = text ? carSearchCondition(text, await searchVocabulary(db), latestModelYear()) : undefined;
  return { where: and(filters.where, search), key: query.toString() };
}
