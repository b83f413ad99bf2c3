// Fan-out bus for socket messages: in-process by default, Redis pub/sub when REDIS_URL is set.
import { EventEmitter } from 'node:events';
import { getConfig } from '../config';

export type BusHandler = (message: unknown) => void;

/**
 * A listing was created, changed or removed (published after a dealer's write, message `{}`): every instance forgets
 * its listing pages and anonymous HTML pages (decision 026).
 */
export const LISTINGS_CHANGED = 'listings.changed';

export interface Bus {
  kind: 'memory' | 'redis';
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns an unsubscribe function. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(channel, message) {
      // A JSON round trip keeps the same semantics as Redis: subscribers never share an object with the sender.
      emitter.emit(channel, JSON.parse(JSON.stringify(message)));
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return async () => {
        emitter.off(channel, handler);
      };
    },
    async ping() {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export async function createRedisBus(url: string): Promise<Bus> {
  const { Redis } = await import('ioredis');
  const options = { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false };
  const pub = new Redis(url, options);
  const sub = new Redis(url, options);
  // Connection errors surface through ping() and publish(); ioredis keeps reconnecting on its own.
  pub.on('error', () => undefined);
  sub.on('error', () => undefined);
  await Promise.all([pub.connect(), sub.connect()]);
  const handlers = new Map<string, Set<BusHandler>>();
  sub.on('message', (channel: string, raw: string) => {
    const set = handlers.get(channel);
    if (!set) return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    for (const handler of set) handler(message);
  });
  return {
    kind: 'redis',
    async publish(channel, message) {
      await pub.publish(channel, JSON.stringify(message));
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await sub.subscribe(channel);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(channel) === set) {
          handlers.delete(channel);
          await sub.unsubscribe(channel);
        }
      };
    },
    async ping() {
      await pub.ping();
    },
    async close() {
      handlers.clear();
      pub.disconnect();
      sub.disconnect();
    },
  };
}

const holder = globalThis as unknown as { __appBus?: Promise<Bus> };

/** The process's bus, made from the config on first use (server.ts makes it at start-up). */
export function getBus(): Promise<Bus> {
  const url = getConfig().REDIS_URL;
  holder.__appBus ??= url ? createRedisBus(url) : Promise.resolve(createMemoryBus());
  return holder.__appBus;
}
