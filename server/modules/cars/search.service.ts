// Search support: facet data per listing type and ranked car-name suggestions.
import type { CarFacets, CarSuggestion } from '@/lib/contract/cars';
import { isConditionType } from '@/lib/contract/selling-types';
import type { SQL } from 'drizzle-orm';
import { parseCarSearch } from '@/lib/search/car-search-text';
import { latestModelYear } from '@/lib/search/car-search-years';
import { searchWords } from '../../api/filters';
import { createCache, perObject } from '../../cache';
import type { Db } from '../../db/client';
import { sellingTypeCondition } from './cars.repository';
import { listingCondition, parseSellingType } from './cars.service';
import { listedNames, searchVocabulary } from './search-names';
import {
  findBounds,
  findNameCounts,
  findValueCounts,
  localCarCondition,
  rankSuggestions,
  VALUE_FACETS,
  type ValueFacet,
} from './search.repository';

const SUGGESTION_LIMIT = 10;
const MAX_QUERY_LENGTH = 100;
// Facets over many listings take several grouped scans; shoppers open the same few, so keep them a little while.
// Concurrent requests for the same facets share one set of scans; small results (which people notice) are not kept.
const LARGE_FACETS = 5000;
const FACETS_TTL_MS = 30_000;
const facetCache = perObject((db: Db) =>
  createCache<string, CarFacets, { where: SQL | undefined }>({
    max: 200,
    ttl: FACETS_TTL_MS,
    fetchMethod: (_key, _stale, { context }) => loadFacets(db, context.where),
  }),
);

function facetCategory(rawType: string): SQL | undefined {
  const type = parseSellingType(rawType);
  return isConditionType(type) ? localCarCondition : sellingTypeCondition(type);
}

export async function carFacets(db: Db, rawType: string, url: URL): Promise<CarFacets> {
  const category = facetCategory(rawType);
  const { where, key } = await listingCondition(db, url, category);
  const cacheKey = `${rawType.trim().toLowerCase()}?${key}`;
  const cache = facetCache(db);
  const facets = await cache.forceFetch(cacheKey, { context: { where } });
  // Dropped as soon as the scans' answer arrives (before another request is read): only those that waited share it.
  if (facets.count < LARGE_FACETS && cache.peek(cacheKey) === facets) cache.delete(cacheKey);
  return facets;
}

async function loadFacets(db: Db, where: SQL | undefined): Promise<CarFacets> {
  const facetNames = Object.keys(VALUE_FACETS) as ValueFacet[];
  const [bounds, names, ...values] = await Promise.all([
    findBounds(db, where),
    findNameCounts(db, where),
    ...facetNames.map((f) => findValueCounts(db, where, f)),
  ]);
  const facets: CarFacets = {
    count: bounds.count,
    makes: nameTree(names),
    year: { min: bounds.year_min, max: bounds.year_max },
    price: { min: bounds.price_min, max: bounds.price_max },
    mileage: { min: bounds.mileage_min, max: bounds.mileage_max },
    body_styles: [],
    fuel_types: [],
    transmissions: [],
    drivetrains: [],
    exterior_colors: [],
    interior_colors: [],
  };
  facetNames.forEach((name, i) => (facets[name] = values[i]!));
  return facets;
}

type NameCount = { make_name: string; model_name: string; trim_name: string; count: number };

/** Makes → models → trims with their counts, most listings first (ties by name). */
function nameTree(rows: NameCount[]): CarFacets['makes'] {
  const makes = new Map<
    string,
    { count: number; models: Map<string, { count: number; trims: Map<string, number> }> }
  >();
  for (const row of rows) {
    const make = makes.get(row.make_name) ?? { count: 0, models: new Map() };
    makes.set(row.make_name, make);
    make.count += row.count;
    const model = make.models.get(row.model_name) ?? { count: 0, trims: new Map() };
    make.models.set(row.model_name, model);
    model.count += row.count;
    if (row.trim_name) model.trims.set(row.trim_name, (model.trims.get(row.trim_name) ?? 0) + row.count);
  }
  const byCount = <T extends { count: number }>(entries: [string, T][]) =>
    entries.sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]));
  return byCount([...makes]).map(([make_name, make]) => ({
    make_name,
    count: make.count,
    models: byCount([...make.models]).map(([model_name, model]) => ({
      model_name,
      count: model.count,
      trims: [...model.trims]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([trim_name, count]) => ({ trim_name, count })),
    })),
  }));
}

/**
 * Empty or blank text suggests nothing; long text is cut so a pasted paragraph stays a cheap query. Names are ranked
 * against the text as the free-text search reads it: years left out, aliases and typos read as the names they mean
 * ("benz 2018" suggests Mercedes-Benz names).
 */
export async function carSuggestions(db: Db, raw: string | undefined): Promise<CarSuggestion[]> {
  searchWords('q', raw);
  const parsed = parseCarSearch((raw ?? '').slice(0, MAX_QUERY_LENGTH), await searchVocabulary(db), {
    maxYear: latestModelYear(),
  });
  const text = [...parsed.makes.slice(0, 1), ...parsed.names.map((group) => group[0]!), ...parsed.words].join(' ');
  if (!text) return [];
  return rankSuggestions(db, await listedNames(db), text, SUGGESTION_LIMIT);
}
