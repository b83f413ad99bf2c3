import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('memory throttle store', () => {
  it('counts hits per key in fixed windows that start with the first hit', async () => {
    let now = 1_000_000;
    const store = createMemoryThrottleStore(() => now);
    expect(await store.hit('a', 60)).toEqual({ count: 1, resetSeconds: 60 });
    now += 20_500;
    expect(await store.hit('a', 60)).toEqual({ count: 2, resetSeconds: 40 });
    expect(await store.hit('b', 60)).toEqual({ count: 1, resetSeconds: 60 });
    now += 39_500;
    expect(await store.hit('a', 60)).toEqual({ count: 1, resetSeconds: 60 });
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('Redis throttle store', () => {
  const clients: Redis[] = [];
  const prefix = `test:throttle:${randomBytes(4).toString('hex')}`;
  afterAll(async () => {
    const [client] = clients;
    const keys = client ? await client.keys(`${prefix}:*`) : [];
    if (client && keys.length) await client.del(...keys);
    for (const c of clients) c.disconnect();
  });
  function store(): ThrottleStore {
    const client = new Redis(redisUrl ?? '');
    clients.push(client);
    return createRedisThrottleStore(client);
  }

  it('shares one count between instances and expires it with the window', async () => {
    const [one, two] = [store(), store()];
    expect(await one.hit(`${prefix}:k`, 60)).toEqual({ count: 1, resetSeconds: 60 });
    const second = await two.hit(`${prefix}:k`, 60);
    expect(second.count).toBe(2);
    expect(second.resetSeconds).toBeLessThanOrEqual(60);
    expect((await one.hit(`${prefix}:other`, 60)).count).toBe(1);
    expect(await clients[0]?.ttl(`${prefix}:k`)).toBeGreaterThan(55);
  });

  it('starts a new window once the key has expired', async () => {
    const s = store();
    await s.hit(`${prefix}:short`, 1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await s.hit(`${prefix}:short`, 1)).count).toBe(1);
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
    app.get('/limited/', throttle({ scope: 'test', limit: 2, windowSeconds: 60, by: 'user' }), (c) => c.json({ ok: true }));
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
    expect((await call({ 'x-forwarded-for': '192.0.2.1, 10.0.0.2' })).status).toBe(200);
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
      hit: () => Promise.reject(new Error('connection refused')),
      close: async () => undefined,
    };
    const call = appWith(async () => broken);
    for (let i = 0; i < 3; i++) expect((await call()).status).toBe(200);
  });
});
