// The listing query dialect of the contract (carFilterQuerySchema) reduced to the django-filter whitelist's own,
// and the free text of `?search=`/`?q=` read as makes, names and years (decision 045).
import { and, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { parseCarSearch, type CarSearch, type SearchVocabulary } from '@/lib/search/car-search-text';
import { latestModelYear } from '@/lib/search/car-search-years';
import { buildFilters, escapeLike, searchWords } from '../../api/filters';
import type { Db } from '../../db/client';
import { cars } from '../../db/schema';
import { carFilterFields, LIST_FILTERS } from './cars.repository';
import { searchVocabulary } from './search-names';
import { nameKeys } from './search.repository';

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
 * phrases and other words as substrings of the lower-cased name. Every part must hold; the makes named, and each
 * phrase's spellings, are alternatives.
 *
 * The name is `lower(make || ' ' || model || ' ' || trim)`, so whether a car's name holds a substring depends on its
 * make, model and trim alone. With a model or trim phrase and a closed year range ("toyota camry 2018", "camry
 * 2015-2018") the substrings are therefore tested on the distinct names of the table, read in the same statement by
 * a skip scan (`nameKeys`), and the cars are those whose make, model and trim are among the names that hold them:
 * the same rows, found through `cars_active_name_year_idx` without reading the table (decision 076). Otherwise the
 * substrings go to the trigram index as before: without a year bound a popular model's page is read faster newest
 * first than gathered and sorted, and the name index holds no price.
 */
export function carSearchCondition(text: string, vocabulary: SearchVocabulary, maxYear: number): SQL | undefined {
  const search = parseCarSearch(text, vocabulary, { maxYear });
  const prices = buildFilters(
    { price__gte: search.price_min?.toString(), price__lte: search.price_max?.toString() },
    carFilterFields,
  );
  const byName = search.names.length > 0 && search.year_min !== null && search.year_max !== null;
  return and(
    search.makes.length ? inArray(cars.make_name, search.makes) : undefined,
    search.year_min === null ? undefined : gte(cars.year, search.year_min),
    search.year_max === null ? undefined : lte(cars.year, search.year_max),
    prices.where,
    ...(byName ? [namesHolding(search)] : substrings(search, sql`${cars.search_name}`)),
  );
}

/** Each phrase (any one of its spellings) and each word as a substring of `name`, a lower-cased car name. */
function substrings(search: CarSearch, name: SQL): SQL[] {
  const contains = (phrase: string) => sql`${name} ilike ${`%${escapeLike(phrase.toLowerCase())}%`}`;
  return [...search.names.map((spellings) => or(...spellings.map(contains))!), ...search.words.map(contains)];
}

/**
 * The cars whose make, model and trim are a name of the table holding every phrase and word: the expression is the
 * one `search_name` is generated from. Only the named makes' names are read when makes are named (the make condition
 * excludes the others anyway). The outer columns are written qualified: inside the subquery an unqualified
 * `make_name` would be the name's.
 */
function namesHolding(search: CarSearch): SQL {
  const name = sql`lower(k.make_name || ' ' || k.model_name || ' ' || k.trim_name)`;
  return sql`("cars"."make_name", "cars"."model_name", "cars"."trim_name") in (${nameKeys(search.makes)}
    select k.make_name, k.model_name, k.trim_name from name_keys k where ${and(...substrings(search, name))})`;
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
