// Bounded work per request (decision 018): search caps, body size and time bounds, statement timeout, bad input.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApi, type Api } from '@/server/api/app';
import { openDatabase } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { createMemoryBus } from '@/server/realtime/bus';
import { createUser, login } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';
import { createServerDatabase } from '../support/server-database';
import { usingPostgres } from '../support/test-db';

let t: TestApp;
let staffToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const staff = await createUser(t.database.db, { is_admin: true });
  staffToken = (await login(t, staff.email!)).access;
});
afterAll(() => t.close());

/** A real HTTP server around an API, so that bodies arrive as a client sends them (chunked, slowly). */
async function listen(api: Api): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer(getRequestListener(api.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sends headers and the chunks given, then leaves the request open; resolves with the answer. */
function send(port: number, path: string, headers: Record<string, string>, chunks: string[], end: boolean) {
  return new Promise<{ status: number; body: unknown; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown, headers: res.headers }),
      );
    });
    // The server may close the connection while the client is still writing: that is the point.
    req.on('error', (error) =>
      error.message.includes('EPIPE') || error.message.includes('ECONNRESET') ? undefined : reject(error),
    );
    for (const chunk of chunks) req.write(chunk);
    if (end) req.end();
  });
}

describe('free-text search is bounded', () => {
  it('accepts 12 words and refuses a 13th or a 201st character with a 400 on the field', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => `w${i}`).join(' ');
    expect((await t.request(`/api/cars/filter/?search=${encodeURIComponent(twelve)}`)).status).toBe(200);
    const res = await t.request(`/api/cars/filter/?search=${encodeURIComponent(`${twelve} w12`)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ search: ['Ensure this field has no more than 12 words.'] });
    const long = await t.request(`/api/cars/filter/?search=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ search: ['Ensure this field has no more than 200 characters.'] });
  });

  it('bounds the 3,000-word search of the report to one quick 400', async () => {
    const words = Array.from({ length: 3000 }, (_, i) => `w${i}`).join(' ');
    const res = await t.request(`/api/cars/filter/?q=${encodeURIComponent(words)}`);
    expect(res.status).toBe(400);
  });

  it('bounds text filters, __in lists, suggestions and the staff searches the same way', async () => {
    const many = Array.from({ length: 51 }, (_, i) => String(2000 + i)).join(',');
    const list = await t.request(`/api/cars/filter/?year__in=${many}`);
    expect(list.status).toBe(400);
    expect(await list.json()).toEqual({ year__in: ['Ensure this list has no more than 50 items.'] });
    expect((await t.request(`/api/cars/filter/?make_name__icontains=${'a'.repeat(201)}`)).status).toBe(400);
    expect((await t.request(`/api/cars/search/suggestions/?q=${'a '.repeat(13)}`)).status).toBe(400);
    const labels = await t.request(`/api/chats/labels/?q=${'a'.repeat(201)}`, { token: staffToken });
    expect(labels.status).toBe(400);
    const chats = await t.request(`/api/chats/?search=${encodeURIComponent('a '.repeat(13))}`, { token: staffToken });
    expect(chats.status).toBe(400);
  });
});

describe('request bodies are bounded while they arrive', () => {
  it('answers 413 in the portal shape for a JSON body over the bound', async () => {
    const res = await t.request('/api/contact-us/', { method: 'POST', json: { name: 'x'.repeat(300 * 1024) } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: 'Request body is too large: at most 256 KB.' });
  });

  it('cuts off a chunked body with no Content-Length once it passes the bound', async () => {
    const server = await listen(t.api);
    try {
      const chunk = `"${'x'.repeat(64 * 1024)}",`;
      const res = await send(
        server.port,
        '/api/contact-us/',
        { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
        ['[', ...Array(8).fill(chunk)],
        false,
      );
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ detail: 'Request body is too large: at most 256 KB.' });
      expect(res.headers.connection).toBe('close');
      // The counting stream passes a body under the bound through untouched, chunk by chunk.
      const ok = await send(
        server.port,
        '/api/contact-us/',
        { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' },
        ['{"name": "Dara", ', '"email": "dara@example.com", "subject": "A car", "message": "Hello"}'],
        true,
      );
      expect(ok.status).toBe(201);
    } finally {
      await server.close();
    }
  });

  it('answers 408 when a body trickles in past the configured bound', async () => {
    const api = buildApi({
      getDatabase: async () => t.database,
      getBus: async () => createMemoryBus(),
      logger: pino({ level: 'silent' }),
      bodyTimeoutMs: 300,
    });
    const server = await listen(api);
    try {
      const started = Date.now();
      const res = await send(
        server.port,
        '/api/contact-us/',
        { 'content-type': 'application/json', 'content-length': '100' },
        ['{"name":'],
        false,
      );
      expect(res.status).toBe(408);
      expect(res.body).toEqual({ detail: 'The request body did not arrive in time.' });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await server.close();
    }
  });

  it('answers malformed JSON with DRF parse error 400', async () => {
    const res = await t.request('/api/contact-us/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/^JSON parse error - /);
  });
});

describe('bad input is a 400 on the field, never a 500', () => {
  it('refuses NUL bytes in the query, the JSON body and a form body, and treats one in the path as not found', async () => {
    const query = await t.request('/api/cars/filter/?search=a%00b');
    expect(query.status).toBe(400);
    expect(await query.json()).toEqual({ search: ['Null characters are not allowed.'] });
    const body = await t.request('/api/contact-us/', {
      method: 'POST',
      json: { name: 'a\u0000b', email: 'a@example.com' },
    });
    expect(body.status).toBe(400);
    expect(await body.json()).toEqual({ name: ['Null characters are not allowed.'] });
    const form = new FormData();
    form.set('name', 'x\u0000');
    const formRes = await t.request('/api/sell-requests/', { method: 'POST', body: form });
    expect(formRes.status).toBe(400);
    expect(await formRes.json()).toEqual({ name: ['Null characters are not allowed.'] });
    expect((await t.request('/api/car/some-slug%00/')).status).toBe(404);
  });

  it('answers ids and integers beyond PostgreSQL integer range without a 5xx', async () => {
    const big = 2 ** 31;
    for (const path of [
      `/api/usermgmt/user/${big}/`,
      `/api/chats/${big}/`,
      `/api/car/${big}/`,
      `/api/sell-requests/${big}/`,
    ]) {
      const res = await t.request(path, { token: staffToken });
      expect([400, 404, 405], path).toContain(res.status);
    }
    expect((await t.request(`/api/cars/filter/?year=${big}&price__gte=-${big}`)).status).toBe(200);
    const labels = await t.request('/api/chats/labels/add-label-to-chat/', {
      method: 'POST',
      token: staffToken,
      json: { chat_id: big, label_ids: [big] },
    });
    expect(labels.status).toBe(400);
    expect(await labels.json()).toEqual({
      chat_id: ['Ensure this value is less than or equal to 2147483647.'],
      'label_ids.0': ['Ensure this value is less than or equal to 2147483647.'],
    });
  });

  it('reads the query after the caller and the method: 401 to an anonymous caller of a signed-in operation, 405 for a method the path lacks', async () => {
    const anonymous = await t.request('/api/chats/?search=a%00b&page=%ZZ');
    expect(anonymous.status).toBe(401);
    const wrongMethod = await t.request('/api/cars/filter/?search=a%00b', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect((await t.request('/api/chats/?search=a%00b', { token: staffToken })).status).toBe(400);
  });

  it('answers malformed percent-encoding with a 400', async () => {
    const query = await t.request('/api/cars/filter/?search=%E0%A4%A&year=2020');
    expect(query.status).toBe(400);
    expect(await query.json()).toEqual({ search: ['Malformed percent-encoding.'] });
    const path = await t.request('/api/car/%ZZ/');
    expect(path.status).toBe(400);
    expect(await path.json()).toEqual({ detail: 'Malformed percent-encoding in the URL path.' });
  });
});

describe('OPTIONS', () => {
  it('answers 204 with the methods of the path, and no CORS headers (none are configured)', async () => {
    const res = await t.request('/api/usermgmt/user/1/', { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('allow')?.split(', ').sort()).toEqual(['GET', 'HEAD', 'OPTIONS', 'PUT']);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect((await t.request('/api/no-such-thing/', { method: 'OPTIONS' })).status).toBe(404);
  });
});

describe('transaction conflicts', () => {
  it.each(['40P01', '40001'])(
    'answer SQLSTATE %s with 503, Retry-After 1 and a sentence saying nothing was changed',
    async (code) => {
      const api = buildApi({
        getDatabase: async () => t.database,
        getBus: async () => createMemoryBus(),
        logger: pino({ level: 'silent' }),
      });
      // What PostgreSQL answers the loser of a deadlock (40P01) or of a serializable conflict (40001).
      api.get('/test-conflict/', async (c) => {
        await c.get('db').execute(sql.raw(`do $$ begin raise exception 'conflict' using errcode = '${code}'; end $$`));
        return c.json({ ok: true });
      });
      const res = await api.request('http://testserver/api/test-conflict/');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(await res.json()).toEqual({
        detail: 'Someone else was saving the same records at that moment; nothing was changed. Try again.',
      });
    },
  );
});

describe.skipIf(!usingPostgres())('statement timeout on PostgreSQL', () => {
  it('answers 503 with Retry-After when a query runs out of time, and the connection serves the next request, JIT off', async () => {
    const created = await createServerDatabase(process.env.DATABASE_URL!, 'test_timeout', inject('postgresTemplate'));
    // One connection, so the request after the timeout provably reuses the connection that was cancelled.
    const database = await openDatabase({ url: created.url, max: 1, statementTimeoutMs: 200 });
    try {
      const api = buildApi({
        getDatabase: async () => database,
        getBus: async () => createMemoryBus(),
        logger: pino({ level: 'silent' }),
      });
      // A query longer than any real route can now run (the caps bound those): sleep, or answer at once.
      api.get('/test-sleep/', async (c) => {
        await c.get('db').execute(c.req.query('fast') ? sql`select 1` : sql`select pg_sleep(2)`);
        return c.json({ ok: true });
      });
      const slow = await api.request('http://testserver/api/test-sleep/');
      expect(slow.status).toBe(503);
      expect(slow.headers.get('retry-after')).toBe('5');
      expect(await slow.json()).toEqual({
        detail: 'The database took too long to answer this request; try again in a moment.',
      });
      const next = await api.request('http://testserver/api/test-sleep/?fast=1');
      expect(next.status).toBe(200);
      // The pool's sessions plan without JIT (decision 069).
      const result = await database.db.execute(sql`show jit`);
      expect(rowsOf<{ jit: string }>(result)[0]?.jit).toBe('off');
    } finally {
      await database.close();
      await created.drop();
    }
  });
});
