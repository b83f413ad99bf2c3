import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '@/lib/contract/health';
import { createTestApp, type TestApp } from '../support/test-app';
import { usingPostgres } from '../support/test-db';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health/', () => {
  it('reports the database and bus it runs on', async () => {
    const res = await t.request('/api/health/');
    expect(res.status).toBe(200);
    const body = healthSchema.parse(await res.json());
    expect(body).toMatchObject({ status: 'ok', database: usingPostgres() ? 'postgres' : 'pglite', bus: 'memory' });
    expect(res.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers 503 naming the database when it cannot be reached', async () => {
    const { buildApi } = await import('@/server/api/app');
    const { createMemoryBus } = await import('@/server/realtime/bus');
    const pino = (await import('pino')).default;
    const broken = { ...t.database, ping: () => Promise.reject(new Error('down')) };
    const api = buildApi({ getDatabase: async () => broken, getBus: async () => createMemoryBus(), logger: pino({ level: 'silent' }) });
    const res = await api.request('http://testserver/api/health/');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'error', failing: ['database'] });
  });
});

describe('a database that goes away', () => {
  it('turns connection failures into 503 with Retry-After, not 500', async () => {
    const { buildApi } = await import('@/server/api/app');
    const { createMemoryBus } = await import('@/server/realtime/bus');
    const pino = (await import('pino')).default;
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const failing = new Proxy(t.database.db, {
      get: () => () => {
        throw new Error('Failed query: select 1', { cause: refused });
      },
    });
    const api = buildApi({
      getDatabase: async () => ({ ...t.database, db: failing }),
      getBus: async () => createMemoryBus(),
      logger: pino({ level: 'silent' }),
    });
    const res = await api.request('http://testserver/api/ads/');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ detail: 'Service temporarily unavailable, try again later.' });
  });
});
