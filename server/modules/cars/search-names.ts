// The listed make/model/trim names, kept a minute: suggestions rank them, free-text search reads words against them.
import type { LRUCache } from 'lru-cache';
import { buildVocabulary, type SearchVocabulary } from '@/lib/search/car-search-text';
import { createCache, perObject } from '../../cache';
import type { Db } from '../../db/client';
import { findListedNames, type SuggestionRow } from './search.repository';

// The names change only when a new make/model/trim is listed: reading them (a skip scan, 3 ms at a million cars,
// decision 076) on every keystroke would still be waste, so the few hundred names are kept and refreshed in the
// background once they are a minute old.
// A failed refresh keeps the old names (tried again on the next request); a failed first load is not remembered.
const NAMES_TTL_MS = 60_000;
const nameCache = perObject((db: Db) =>
  createCache<'names', SuggestionRow[]>({
    max: 1,
    ttl: NAMES_TTL_MS,
    allowStale: true,
    allowStaleOnFetchRejection: true,
    fetchMethod: () => findListedNames(db),
  }),
);

export async function listedNames(db: Db): Promise<SuggestionRow[]> {
  const status: LRUCache.Status<'names', SuggestionRow[]> = {};
  const names = await nameCache(db).fetch('names', { status });
  // Nothing older to fall back on: the first load's own error (a lost database is a 503, not a 500).
  if (names === undefined) throw status.fetchError;
  return names;
}

// Built once per list of names (a few milliseconds for a thousand names), dropped with it.
const vocabularies = new WeakMap<SuggestionRow[], SearchVocabulary>();

/** The listed names prepared for the free-text parser (aliases and typos resolve only to names that are listed). */
export async function searchVocabulary(db: Db): Promise<SearchVocabulary> {
  const names = await listedNames(db);
  let vocabulary = vocabularies.get(names);
  if (!vocabulary) vocabularies.set(names, (vocabulary = buildVocabulary(names)));
  return vocabulary;
}
