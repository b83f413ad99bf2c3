// A few seconds' memory of public listing pages: many visitors asking for the same search cost one query. The
// answer does not depend on who asks; a dealer's write forgets this process's pages at once, and other instances
// catch up within the TTL. Concurrent misses for one page share a single database round.
import type { Db } from '../../db/client';
import { LruCache } from '../../media/lru';

export const LISTING_TTL_MS = 3_000;
const MAX_PAGES = 1_000;

interface Entry<T> {
  value: Promise<T>;
  at: number;
}

const caches = new WeakMap<Db, LruCache<string, Entry<unknown>>>();

function cacheFor(db: Db): LruCache<string, Entry<unknown>> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new LruCache(MAX_PAGES)));
  return cache;
}

/**
 * The page for `key` from the last few seconds, else `load()`'s (shared by every request waiting on it).
 * `fresh` (the client sent Cache-Control: no-cache) skips the cached page and stores the new one.
 */
export function cachedListing<T>(db: Db, key: string, load: () => Promise<T>, fresh = false): Promise<T> {
  const cache = cacheFor(db);
  const hit = cache.get(key) as Entry<T> | undefined;
  const now = Date.now();
  // A clock that stepped back counts as expired, so nothing is kept longer than the TTL.
  if (!fresh && hit && now >= hit.at && now - hit.at < LISTING_TTL_MS) return hit.value;
  const value = load();
  const entry: Entry<T> = { value, at: now };
  cache.set(key, entry);
  // Errors (bad filters, a lost database) are never served again from memory.
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return value;
}

/** Drops every cached page of this database (after a listing was created, changed or removed). */
export function forgetListings(db: Db): void {
  caches.delete(db);
}
