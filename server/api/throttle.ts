// DRF-style rate limiting: fixed windows counted per scope and client, in memory or shared through Redis.
import type { Context, MiddlewareHandler } from 'hono';
import type { Redis } from 'ioredis';
import { getConfig } from '../config';
import type { AppEnv } from './context';
import { ApiError } from './errors';

export interface ThrottleHit {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Seconds until the window ends and the count starts again. */
  resetSeconds: number;
}

export interface ThrottleStore {
  kind: 'memory' | 'redis';
  /** Counts one request for `key` in its current window of `windowSeconds`. */
  hit(key: string, windowSeconds: number): Promise<ThrottleHit>;
  close(): Promise<void>;
}

export interface ThrottleRule {
  /** Names the counter, like DRF's throttle scope: each scope counts separately. */
  scope: string;
  limit: number;
  windowSeconds: number;
  /** `ip` counts per client address; `user` per signed-in user, falling back to the address for visitors. */
  by: 'ip' | 'user';
}

/** The client address: the first `X-Forwarded-For` entry (Next sets it from the socket), else the socket's. */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  // @hono/node-server exposes the Node request as env.incoming; other runtimes have no socket to read.
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** A rule's limit as configured: THROTTLE_MULTIPLIER scales every limit (the e2e server logs in many times from one address). */
export function effectiveLimit(limit: number): number {
  return limit * getConfig().THROTTLE_MULTIPLIER;
}

/** Route middleware: answers 429 with `Retry-After` once the rule's limit is used up in the current window. */
export function throttle(rule: ThrottleRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    const ident = rule.by === 'user' && user ? `user:${user.id}` : `ip:${clientIp(c)}`;
    let hit: ThrottleHit | null = null;
    try {
      const store = await c.get('deps').getThrottleStore();
      hit = await store.hit(`throttle:${rule.scope}:${ident}`, rule.windowSeconds);
    } catch (err) {
      // A limiter outage must not take the endpoint down with it: let the request through and say so.
      c.get('log').error({ err, scope: rule.scope }, 'throttle store unavailable');
    }
    if (hit && hit.count > effectiveLimit(rule.limit)) throw ApiError.throttled(hit.resetSeconds);
    await next();
  };
}

export function createMemoryThrottleStore(now: () => number = Date.now): ThrottleStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hitsSinceSweep = 0;
  const sweep = (time: number) => {
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  };
  return {
    kind: 'memory',
    async hit(key, windowSeconds) {
      const time = now();
      // Expired windows are dropped now and then so one-off clients do not grow the map forever.
      if (++hitsSinceSweep >= 1000) {
        hitsSinceSweep = 0;
        sweep(time);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetSeconds: Math.max(1, Math.ceil((window.resetAt - time) / 1000)) };
    },
    async close() {
      windows.clear();
    },
  };
}

/** Counters shared by every instance: INCR, and EXPIRE NX so the first request of a window starts its clock. */
export function createRedisThrottleStore(redis: Redis): ThrottleStore {
  return {
    kind: 'redis',
    async hit(key, windowSeconds) {
      const replies = await redis.multi().incr(key).expire(key, windowSeconds, 'NX').pttl(key).exec();
      if (!replies) throw new Error('throttle transaction aborted');
      const [incr, , pttl] = replies;
      if (incr?.[0] || pttl?.[0]) throw incr?.[0] ?? pttl?.[0];
      const ttl = Number(pttl?.[1]);
      return {
        count: Number(incr?.[1]),
        resetSeconds: ttl > 0 ? Math.max(1, Math.ceil(ttl / 1000)) : windowSeconds,
      };
    },
    async close() {
      redis.disconnect();
    },
  };
}

async function openRedisThrottleStore(url: string): Promise<ThrottleStore> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // Errors surface in hit() (and are logged there); ioredis keeps reconnecting on its own.
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
