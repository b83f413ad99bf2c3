import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '@/server/api/create-app';
import {
  createMemoryThrottleStore,
  createRedisThrottleStore,
  throttle,
  type ThrottleStore,
} from '@/server/api/throttle';
import { signToken } from '@/server/auth/jwt';
import { createMemoryBus } from '@/server/realtime/bus';
import { insertUser } from '../support/factories';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

const limit = { scope: 'test', limit: 2, windowSeconds: 60 };

describe('memory throttle store', () => {
  afterEach(() => vi.useRealTimers());

  it('counts events per key in fixed windows that start with the first event', async () => {
    vi.useFakeTimers();
    const store = createMemoryThrottleStore();
    expect(await store.consume(limit, 'a')).toBeNull();
    vi.advanceTimersByTime(20_500);
    expect(await store.consume(limit, 'a')).toBeNull();
    expect(await store.consume(limit, 'b')).toBeNull();
    // Used up: the wait is what is left of the window, in whole seconds.
    expect(await store.consume(limit, 'a')).toBe(40);
    vi.advanceTimersByTime(39_500);
    expect(await store.consume(limit, 'a')).toBeNull();
  });

  it('counts each scope separately', async () => {
    const store = createMemoryThrottleStore();
    for (let i = 0; i < 2; i++) expect(await store.consume(limit, 'k')).toBeNull();
    expect(await store.consume({ ...limit, scope: 'other' }, 'k')).toBeNull();
    expect(await store.consume(limit, 'k')).toBeGreaterThan(0);
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('Redis throttle store', () => {
  const clients: Redis[] = [];
  const scope = `test-${randomBytes(4).toString('hex')}`;
  afterAll(async () => {
    const [client] = clients;
    const keys = client ? await client.keys(`throttle:${scope}*`) : [];
    if (client && keys.length) await client.del(...keys);
    for (const c of clients) c.disconnect();
  });
  function store(): ThrottleStore {
    const client = new Redis(redisUrl ?? '');
    clients.push(client);
    return createRedisThrottleStore(client);
  }

  it('shares one count between instances, in a window that expires', async () => {
    const [one, two] = [store(), store()];
    const shared = { scope, limit: 2, windowSeconds: 60 };
    expect(await one.consume(shared, 'k')).toBeNull();
    expect(await two.consume(shared, 'k')).toBeNull();
    const wait = await one.consume(shared, 'k');
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await two.consume(shared, 'other')).toBeNull();
    expect(await clients[0]?.pttl(`throttle:${scope}:k`)).toBeGreaterThan(55_000);
  });
});

describe('throttle middleware', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  function appWith(getThrottleStore?: () => Promise<ThrottleStore>) {
    const app = createApp({
      getDatabase: async () => database,
      getBus: async () => createMemoryBus(),
      getThrottleStore,
      logger: pino({ level: 'silent' }),
    });
    app.get('/limited/', throttle({ scope: 'test', limit: 2, windowSeconds: 60, by: 'user' }), (c) =>
      c.json({ ok: true }),
    );
    return (headers: Record<string, string> = {}) => app.request('http://testserver/api/limited/', { headers });
  }

  it('counts visitors by their address and signed-in users by their account', async () => {
    const call = appWith();
    const [alice, bob] = [await insertUser(database.db), await insertUser(database.db)];
    const as = async (userId: number) => ({
      authorization: `Bearer ${(await signToken(userId, 'access')).token}`,
      'x-forwarded-for': '192.0.2.1',
    });

    expect((await call({ 'x-forwarded-for': '192.0.2.1' })).status).toBe(200);
    // The address is the entry the trusted hop appended (the right-most here), not a left-most claim.
    expect((await call({ 'x-forwarded-for': '10.9.9.9, 192.0.2.1' })).status).toBe(200);
    const limited = await call({ 'x-forwarded-for': '192.0.2.1' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);

    expect((await call({ 'x-forwarded-for': '192.0.2.2' })).status).toBe(200);
    expect((await call(await as(alice.id))).status).toBe(200);
    expect((await call(await as(alice.id))).status).toBe(200);
    expect((await call(await as(alice.id))).status).toBe(429);
    expect((await call(await as(bob.id))).status).toBe(200);
  });

  it('lets requests through when the store fails, rather than failing them', async () => {
    const broken: ThrottleStore = {
      kind: 'redis',
      consume: () => Promise.reject(new Error('connection refused')),
      close: async () => undefined,
    };
    const call = appWith(async () => broken);
    for (let i = 0; i < 3; i++) expect((await call()).status).toBe(200);
  });
});
