import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '@/server/api/app';
import { signToken } from '@/server/auth/jwt';
import { createMemoryBus } from '@/server/realtime/bus';
import { insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('DRF error bodies', () => {
  it('answers an unknown route with 404 Not found.', async () => {
    const res = await t.request('/api/no-such-thing/');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Not found.' });
  });

  it('answers a known route with the wrong method with 405 and the allowed methods', async () => {
    const res = await t.request('/api/sales-team/', { method: 'PATCH', json: {} });
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ detail: 'Method "PATCH" not allowed.' });
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('refuses a body in a media type the API does not parse with 415', async () => {
    const res = await t.request('/api/contact-us/', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ detail: 'Unsupported media type "text/plain" in request.' });
  });

  it('answers malformed JSON with 400 naming the parse error', async () => {
    const res = await t.request('/api/contact-us/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "Dara",',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { detail: string };
    expect(Object.keys(body)).toEqual(['detail']);
    expect(body.detail).toMatch(/^JSON parse error - \S/);
  });

  it('rejects a bad bearer token with 401 even on a public endpoint', async () => {
    const res = await t.request('/api/sales-team/', { token: 'not-a-jwt' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      detail: 'Given token not valid for any token type',
      code: 'token_not_valid',
      messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid' }],
    });
  });

  it('says an expired token is expired', async () => {
    const user = await insertUser(t.database.db);
    const { token } = await signToken(user.id, 'access', -60);
    const res = await t.request('/api/sales-team/', { token });
    expect(res.status).toBe(401);
    const body = (await res.json()) as { code: string; messages: { message: string }[] };
    expect(body.code).toBe('token_not_valid');
    expect(body.messages[0]?.message).toBe('Token is expired');
  });

  it('accepts a valid token on a public endpoint', async () => {
    const user = await insertUser(t.database.db);
    const { token } = await signToken(user.id, 'access');
    const res = await t.request('/api/sales-team/', { token });
    expect(res.status).toBe(200);
  });

  it('hides the cause of a server error from the client', async () => {
    const api = buildApi({
      getDatabase: async () => t.database,
      getBus: async () => createMemoryBus(),
      logger: pino({ level: 'silent' }),
    });
    api.get('/boom/', () => {
      throw new Error('secret detail at /srv/app/server.ts:42');
    });
    const res = await api.request('http://testserver/api/boom/');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ detail: 'A server error occurred.' });
    expect(text).not.toMatch(/secret|server\.ts|at /);
  });
});
