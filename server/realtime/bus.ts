// Fan-out bus for socket messages: in-process by default, Redis pub/sub when REDIS_URL is set.
import { EventEmitter } from 'node:events';
import { getConfig } from '../config';

export type BusHandler = (message: unknown) => void;

// The JSON of a message as the bus carried it, so that a socket sends those bytes instead of encoding it again.
const encodings = new WeakMap<object, string>();

/** The JSON text a message arrived as, when it came from the bus. */
export function busEncoding(message: object): string | undefined {
  return encodings.get(message);
}

/** The message a subscriber gets for `raw`: parsed once, and remembering its text. */
function decoded(raw: string): unknown {
  const message: unknown = JSON.parse(raw);
  if (typeof message === 'object' && message !== null) encodings.set(message, raw);
  return message;
}

/**
 * A listing was created, changed or removed (published after a dealer's write, message `{}`): every instance forgets
 * its listing pages and anonymous HTML pages (decision 026).
 */
export const LISTINGS_CHANGED = 'listings.changed';

export interface Bus {
  kind: 'memory' | 'redis';
  /** Sends a message to one channel or several (encoded once; on Redis, one round trip). */
  publish(channels: string | readonly string[], message: unknown): Promise<void>;
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
    async publish(channels, message) {
      // A JSON round trip keeps the same semantics as Redis: subscribers never share an object with the sender. They
      // share one copy with each other (on every channel named), which none of them changes.
      const copy = decoded(JSON.stringify(message));
      for (const channel of typeof channels === 'string' ? [channels] : channels) emitter.emit(channel, copy);
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
  // A message published to several channels arrives once per channel, one after the other: it is parsed once.
  let last: { raw: string; message: unknown } | null = null;
  sub.on('message', (channel: string, raw: string) => {
    const set = handlers.get(channel);
    if (!set) return;
    let message: unknown;
    if (last?.raw === raw) message = last.message;
    else {
      try {
        message = decoded(raw);
      } catch {
        return;
      }
      last = { raw, message };
    }
    for (const handler of set) handler(message);
  });
  return {
    kind: 'redis',
    async publish(channels, message) {
      const raw = JSON.stringify(message);
      if (typeof channels === 'string') {
        await pub.publish(channels, raw);
        return;
      }
      const pipeline = pub.pipeline();
      for (const channel of channels) pipeline.publish(channel, raw);
      for (const [err] of (await pipeline.exec()) ?? []) if (err) throw err;
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
