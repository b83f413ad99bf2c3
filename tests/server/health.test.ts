// Liveness answers without touching anything; readiness needs a database that accepts writes and a bus that answers.
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { healthSchema, livenessSchema } from '@/lib/contract/health';
import { buildApi } from '@/server/api/app';
import type { Database, Db } from '@/server/db/client';
import { READINESS_CACHE_MS } from '@/server/modules/health/health.service';
import { createMemoryBus } from '@/server/realtime/bus';
import { createTestApp, type TestApp } from '../support/test-app';
import { usingPostgres } from '../support/test-db';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => t.close());

const silent = pino({ level: 'silent' });
const apiOn = (database: Database | (() => Promise<Database>)) =>
  buildApi({
    getDatabase: typeof database === 'function' ? database : async () => database,
    getBus: async () => createMemoryBus(),
    logger: silent,
  });

/** The test database, but every transaction is read-only: PostgreSQL itself refuses the write, as a standby would. */
function readOnly(database: Database): Database {
  const db = new Proxy(database.db, {
    get(target, prop, receiver) {
      if (prop !== 'transaction') return Reflect.get(target, prop, receiver) as unknown;
      return (run: (tx: Db) => Promise<unknown>) =>
        target.transaction(async (tx) => {
          await tx.execute('set transaction read only');
          return run(tx);
        });
    },
  });
  return { ...database, db };
}

describe('GET /api/health/ (readiness)', () => {
  it('reports the database and bus it runs on, also at /api/health/ready/', async () => {
    for (const path of ['/api/health/', '/api/health/ready/']) {
      const res = await t.request(path);
      expect(res.status).toBe(200);
      const body = healthSchema.parse(await res.json());
      expect(body).toMatchObject({ status: 'ok', database: usingPostgres() ? 'postgres' : 'pglite', bus: 'memory' });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('answers 503 naming the database when it cannot be reached', async () => {
    const broken = {
      ...t.database,
      db: new Proxy(t.database.db, { get: () => () => Promise.reject(new Error('down')) }),
    };
    const res = await apiOn(broken).request('http://testserver/api/health/');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'error', failing: ['database'] });
    const unopened = await apiOn(() => Promise.reject(new Error('no such host'))).request(
      'http://testserver/api/health/ready/',
    );
    expect(unopened.status).toBe(503);
    expect(await unopened.json()).toMatchObject({ status: 'error', failing: ['database'] });
  });

  it('answers 503 naming the database when it answers reads but refuses writes', async () => {
    const database = readOnly(t.database);
    await database.db.execute('select 1');
    const res = await apiOn(database).request('http://testserver/api/health/');
    expect(res.status).toBe(503);
    expect(healthSchema.parse(await res.json())).toMatchObject({ status: 'error', failing: ['database'] });
  });

  it('probes at most once a second, however many checks arrive', async () => {
    const transaction = vi.spyOn(t.database.db, 'transaction');
    const api = apiOn(t.database);
    // The caches' clock is performance.now() (decision 026).
    const now = performance.now();
    const clock = vi.spyOn(performance, 'now').mockReturnValue(now);
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.request('http://testserver/api/health/')));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await api.request('http://testserver/api/health/ready/')).status).toBe(200);
    expect(transaction).toHaveBeenCalledTimes(1);
    clock.mockReturnValue(now + READINESS_CACHE_MS + 1);
    expect((await api.request('http://testserver/api/health/')).status).toBe(200);
    expect(transaction).toHaveBeenCalledTimes(2);
  });

  it('leaves nothing behind: the probe table is rolled back', async () => {
    expect((await t.request('/api/health/')).status).toBe(200);
    const rows = await t.database.db.execute(
      "select count(*)::int as n from pg_tables where tablename = 'health_probe'",
    );
    const list = (rows as unknown as { rows?: { n: number }[] }).rows ?? (rows as unknown as { n: number }[]);
    expect(list[0]?.n).toBe(0);
  });
});

describe('GET /api/health/live/ (liveness)', () => {
  it('answers 200 without touching the database or the bus, even when both are down', async () => {
    const api = buildApi({
      getDatabase: () => Promise.reject(new Error('down')),
      getBus: () => Promise.reject(new Error('down')),
      logger: silent,
    });
    const res = await api.request('http://testserver/api/health/live/');
    expect(res.status).toBe(200);
    expect(livenessSchema.parse(await res.json())).toMatchObject({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await api.request('http://testserver/api/health/')).status).toBe(503);
  });
});

describe('a database that goes away', () => {
  it('turns connection failures into 503 with Retry-After, not 500', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const failing = new Proxy(t.database.db, {
      get: () => () => {
        throw new Error('Failed query: select 1', { cause: refused });
      },
    });
    const res = await apiOn({ ...t.database, db: failing }).request('http://testserver/api/ads/');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ detail: 'Service temporarily unavailable, try again later.' });
  });
});
