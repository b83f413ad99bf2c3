// A few seconds' memory of public listing pages, one per API instance: many visitors asking for the same search cost
// one query. The answer does not depend on who asks. A dealer's write forgets this instance's pages at once and
// tells every other instance over the bus (`listings.changed`); concurrent misses for one page share one load.
// Only searches asked for before are kept (decision 084): most filter combinations are asked for once, and keeping
// each of them for its few seconds is what filled the old generation and set the pace of full collections.
import type { Db } from '../../db/client';
import { LISTINGS_CHANGED, type Bus } from '../../realtime/bus';
import { createCache } from '../../cache';

export const LISTING_TTL_MS = 3_000;
const MAX_PAGES = 1_000;
/**
 * How long a search counts as "asked for before", and how many such searches are remembered (their keys only, and at
 * most this many key characters in all: a key is a URL, which the client chooses).
 */
const ASKED_TTL_MS = 60_000;
const MAX_ASKED = 10_000;
const MAX_ASKED_CHARS = 2_000_000;

export interface ListingCache {
  /**
   * The page for `key` as JSON text from the last few seconds, else `load()`'s (shared by every request waiting on
   * it). The loaded page is kept when `key` was asked for in the last minute; a first asking is answered and
   * forgotten. `fresh` (the client sent Cache-Control: no-cache) skips the cached page and replaces it with the new
   * one, but does not add a page that was not kept.
   */
  page(db: Db, key: string, load: () => Promise<object>, fresh?: boolean): Promise<string>;
  /** Drops every remembered page (a listing was created, changed or removed). */
  forget(): void;
}

// The caches that have served each database: code that writes rows straight to it (tests' factories) forgets them.
const cachesByDb = new WeakMap<Db, Set<ListingCache>>();

/**
 * A listing cache that forgets whenever any instance publishes `listings.changed` on the bus. It listens before it
 * keeps its first page, so no change can slip between; if the bus cannot be reached, pages still expire within the TTL.
 */
export function createListingCache(getBus: () => Promise<Bus>, onBusError: (error: unknown) => void): ListingCache {
  type Load = () => Promise<object>;
  // Errors (bad filters, a lost database) reject the load and are never kept. A page is kept as the text it is sent
  // as: a hit is not serialised again, and what every miss leaves for the garbage collector after its few seconds
  // here is one flat string instead of a page of objects (their promotion to the old generation set the pace of
  // full collections, each a stall of every request in flight, under an uncached mix: decision 082).
  const pages = createCache<string, string, Load>({
    max: MAX_PAGES,
    ttl: LISTING_TTL_MS,
    fetchMethod: async (_key, _stale, { context }) => JSON.stringify(await context()),
  });
  // The keys (not the pages) of the searches asked for lately, with how many times: a page is kept from its second
  // asking on.
  const asked = createCache<string, number>({
    max: MAX_ASKED,
    maxSize: MAX_ASKED_CHARS,
    sizeCalculation: (_askings, key) => key.length,
    ttl: ASKED_TTL_MS,
  });
  let listening: Promise<void> | undefined;
  const listen = () =>
    (listening ??= getBus()
      .then((bus) => bus.subscribe(LISTINGS_CHANGED, () => pages.clear()))
      .then(
        () => undefined,
        (error: unknown) => {
          listening = undefined;
          onBusError(error);
        },
      ));

  const cache: ListingCache = {
    async page(db: Db, key: string, load: Load, fresh = false): Promise<string> {
      await listen();
      let caches = cachesByDb.get(db);
      if (!caches) cachesByDb.set(db, (caches = new Set()));
      caches.add(cache);
      const kept = pages.has(key);
      const askings = (asked.get(key) ?? 0) + 1;
      asked.set(key, askings);
      const text = await pages.forceFetch(key, { context: load, forceRefresh: fresh });
      // A first asking, or a hard reload of a page that was not kept, is answered and dropped (whoever shared the load
      // has its answer), unless the key was asked for again meanwhile: that asking keeps it.
      const oneOff = !kept && (fresh || askings === 1);
      if (oneOff && asked.get(key) === askings && pages.peek(key) === text) pages.delete(key);
      return text;
    },
    forget() {
      pages.clear();
    },
  };
  return cache;
}

/** Forgets the pages every listing cache keeps for `db` (rows were written without the dealer API). */
export function forgetListings(db: Db): void {
  for (const cache of cachesByDb.get(db) ?? []) cache.forget();
}
