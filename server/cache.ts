// The server's one way to remember something for a while: an lru-cache with the house's clock settings (decision 026).
import { LRUCache } from 'lru-cache';

// performance.now() is monotonic (a clock stepped back never keeps an entry past its TTL) and is looked up on every
// call rather than captured, so tests that fake timers move these caches' clock too.
const clock = { now: () => performance.now() };

/**
 * An LRU cache with `max` (or `maxSize`) entries, optional `ttl`, and `fetchMethod` for single-flight loads.
 * Expiry is checked against the clock every time (ttlResolution 0): nothing is served past its TTL, even by a
 * millisecond. A load still running when the cache is cleared or the key deleted hands its answer to whoever waits
 * for it, but the answer is not stored (ignoreFetchAbort: a write must not make a reader fail).
 */
// lru-cache stores any value except null and undefined (which mean "not there").
type Storable = NonNullable<unknown>;

export function createCache<K extends Storable, V extends Storable, FC = unknown>(
  options: LRUCache.Options<K, V, FC>,
): LRUCache<K, V, FC> {
  return new LRUCache<K, V, FC>({ ttlResolution: 0, perf: clock, ignoreFetchAbort: true, ...options });
}

/** One value per object (a database handle, an app): made on first use, dropped with the object. */
export function perObject<O extends object, C>(make: (owner: O) => C): (owner: O) => C {
  const made = new WeakMap<O, C>();
  return (owner) => {
    let value = made.get(owner);
    if (value === undefined) made.set(owner, (value = make(owner)));
    return value;
  };
}
