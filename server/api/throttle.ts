// Rate limits, DRF style: fixed windows counted per scope and client with rate-limiter-flexible, in memory or in
// Redis (shared by every server) when REDIS_URL is set; over the limit → 429 with Retry-After (decisions 012, 020).
import type { Context, MiddlewareHandler } from 'hono';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getConfig } from '../config';
import { clientAddress } from '../http/request-origin';
import type { AppEnv } from './context';
import { ApiError } from './errors';

/** A limit: at most `limit` events per window of `windowSeconds`, counted separately for each scope. */
export interface Limit {
  /** Names the counter, like DRF's throttle scope. */
  scope: string;
  limit: number;
  windowSeconds: number;
}

export interface ThrottleRule extends Limit {
  /** `ip` counts per client address; `user` per signed-in user, falling back to the address for visitors. */
  by: 'ip' | 'user';
}

export interface ThrottleStore {
  kind: 'memory' | 'redis';
  /** Counts one event for `key` under `limit`: the seconds to wait when the limit is used up, else null. */
  consume(limit: Limit, key: string): Promise<number | null>;
  close(): Promise<void>;
}

/** A limit as configured: THROTTLE_MULTIPLIER scales every limit (the e2e server logs in many times from one address). */
export function effectiveLimit(limit: number): number {
  return limit * getConfig().THROTTLE_MULTIPLIER;
}

/**
 * The counter key for an address. An IPv6 client usually holds a whole /64, so it is counted by that prefix: it
 * could otherwise take a fresh address for every request.
 */
export function addressKey(address: string): string {
  if (!address.includes(':')) return `ip:${address}`;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `ip6:${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The counter key of a rule for this caller. */
export function throttleKey(rule: ThrottleRule, user: { id: number } | null, address: string): string {
  return rule.by === 'user' && user ? `user:${user.id}` : addressKey(address);
}

/**
 * Counts one event against each (limit, key) pair: the longest wait among the limits used up, else null. A limiter
 * outage must not take the endpoint down with it: the event is let through, and the outage logged.
 */
export async function consumeLimits(
  getStore: () => Promise<ThrottleStore>,
  checks: { limit: Limit; key: string }[],
  log: Logger,
): Promise<number | null> {
  let store: ThrottleStore;
  try {
    store = await getStore();
  } catch (err) {
    log.error({ err }, 'throttle store unavailable');
    return null;
  }
  const waits = await Promise.all(
    checks.map(({ limit, key }) =>
      store.consume(limit, key).catch((err: unknown) => {
        log.error({ err, scope: limit.scope }, 'throttle store unavailable');
        return null;
      }),
    ),
  );
  const used = waits.filter((wait): wait is number => wait !== null);
  return used.length ? Math.max(...used) : null;
}

/** Counts a request against `limit` for an explicit key (an account named in the body) → DRF's 429 when over. */
export async function throttleKeyed(c: Context<AppEnv>, limit: Limit, key: string): Promise<void> {
  const wait = await consumeLimits(c.get('deps').getThrottleStore, [{ limit, key }], c.get('log'));
  if (wait !== null) throw ApiError.throttled(wait);
}

const throttles = new WeakSet<MiddlewareHandler<AppEnv>>();

/** Whether a route middleware is a `throttle`: the router documents 429 for the routes that use one. */
export function isThrottle(middleware: MiddlewareHandler<AppEnv>): boolean {
  return throttles.has(middleware);
}

/** Route middleware: answers 429 with `Retry-After` once any of the rules is used up in its current window. */
export function throttle(...rules: ThrottleRule[]): MiddlewareHandler<AppEnv> {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const user = c.get('user');
    const address = clientAddress(c);
    const checks = rules.map((rule) => ({ limit: rule, key: throttleKey(rule, user, address) }));
    const wait = await consumeLimits(c.get('deps').getThrottleStore, checks, c.get('log'));
    if (wait !== null) throw ApiError.throttled(wait);
    await next();
  };
  throttles.add(middleware);
  return middleware;
}

type MakeLimiter = (options: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract;

/** A store over one kind of rate-limiter-flexible limiter, made once per distinct limit; keys are `<prefix>:<scope>:<key>`. */
function limiterStore(
  kind: ThrottleStore['kind'],
  prefix: string,
  make: MakeLimiter,
  close: () => Promise<void>,
): ThrottleStore {
  const limiters = new Map<string, RateLimiterAbstract>();
  return {
    kind,
    async consume(limit, key) {
      const points = effectiveLimit(limit.limit);
      const id = `${limit.scope}/${points}/${limit.windowSeconds}`;
      let limiter = limiters.get(id);
      if (!limiter) {
        limiter = make({ keyPrefix: `${prefix}:${limit.scope}`, points, duration: limit.windowSeconds });
        limiters.set(id, limiter);
      }
      try {
        await limiter.consume(key);
        return null;
      } catch (rejection) {
        // Over the limit the library rejects with its result; anything else is a store failure.
        if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw rejection;
      }
    },
    close,
  };
}

/** Counters in this process only (no Redis, or tests). */
export function createMemoryThrottleStore(): ThrottleStore {
  return limiterStore(
    'memory',
    'throttle',
    (options) => new RateLimiterMemory(options),
    async () => undefined,
  );
}

/** Counters shared by every instance: one Redis key per window, set to expire when the window ends. */
export function createRedisThrottleStore(redis: Redis, prefix = 'throttle'): ThrottleStore {
  return limiterStore(
    'redis',
    prefix,
    // The process's client has no offline queue: while Redis is down a count fails at once and the request goes through.
    (options) => new RateLimiterRedis({ ...options, storeClient: redis }),
    async () => {
      redis.disconnect();
    },
  );
}

async function openRedisThrottleStore(url: string): Promise<ThrottleStore> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // Errors surface in consume() (and are logged there); ioredis keeps reconnecting on its own.
  redis.on('error', () => undefined);
  await redis.connect();
  return createRedisThrottleStore(redis);
}

// One store per process, shared by server.ts and the Next bundle through globalThis (two module graphs).
const holder = globalThis as unknown as { __appThrottleStore?: Promise<ThrottleStore> };

/** The process's throttle store: Redis when REDIS_URL is set (counts shared by all instances), else memory. */
export function getThrottleStore(): Promise<ThrottleStore> {
  const url = getConfig().REDIS_URL;
  holder.__appThrottleStore ??= url
    ? openRedisThrottleStore(url).catch((error: unknown) => {
        // Forget the failure so a later request tries to connect again.
        holder.__appThrottleStore = undefined;
        throw error;
      })
    : Promise.resolve(createMemoryThrottleStore());
  return holder.__appThrottleStore;
}

/** Closes the process's store if one was opened (its Redis connection would otherwise hold the process at shutdown). */
export async function closeThrottleStore(): Promise<void> {
  const opened = holder.__appThrottleStore;
  holder.__appThrottleStore = undefined;
  const store = await opened?.catch(() => null);
  await store?.close();
}
