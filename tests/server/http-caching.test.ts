// HTTP caching and compression of API answers (issue 20, decision 057): anonymous reads carry an ETag and are
// revalidated (304 when unchanged, a new tag when the data changed); reads with a token are private and unstored;
// JSON is gzipped for clients that accept it.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '@/server/auth/jwt';
import { insertCar, insertCarImage, insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let customer: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  customer = (await signToken((await insertUser(db, { email: 'buyer@example.com' })).id, 'access')).token;
  staff = (await signToken((await insertUser(db, { email: 'staff@example.com', is_admin: true })).id, 'access')).token;
  for (const make of ['Toyota', 'Lexus', 'Honda']) {
    const car = await insertCar(db, { make_name: make });
    await insertCarImage(db, car.id, `cars/${make}.webp`);
  }
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}, token?: string) => t.request(path, { headers, token });

describe('anonymous reads', () => {
  it('carry an ETag and public, no-cache, varying by Authorization and Accept-Encoding', async () => {
    const res = await get('/api/cars/filter/');
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expect(res.headers.get('vary')).toMatch(/Authorization/);
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect((await res.json()) as { count: number }).toMatchObject({ count: 3 });
  });

  it('answer 304 without a body when If-None-Match names the current answer (strong or weak)', async () => {
    const etag = (await get('/api/cars/filter/')).headers.get('etag')!;
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get('/api/cars/filter/', { 'if-none-match': tag });
      expect(res.status).toBe(304);
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('cache-control')).toBe('public, no-cache');
      expect(await res.text()).toBe('');
    }
    expect((await get('/api/cars/filter/', { 'if-none-match': '"stale"' })).status).toBe(200);
  });

  it('get a new ETag and the new body once the data changed', async () => {
    const before = await get('/api/pricing/settings/');
    const etag = before.headers.get('etag')!;
    const changed = await t.request('/api/pricing/settings/', {
      method: 'PATCH',
      json: { khr_per_usd: 4321 },
      token: staff,
    });
    expect(changed.status).toBe(200);

    const after = await get('/api/pricing/settings/', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((await after.json()) as { khr_per_usd: number }).toMatchObject({ khr_per_usd: 4321 });
  });

  it('are different answers for each query, each with its own tag', async () => {
    const toyota = (await get('/api/cars/filter/?make_name=Toyota')).headers.get('etag');
    const lexus = (await get('/api/cars/filter/?make_name=Lexus')).headers.get('etag');
    expect(toyota).not.toBe(lexus);
  });

  it('put no ETag on an error', async () => {
    const res = await get('/api/cars/999999/');
    expect(res.status).toBe(404);
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('cache-control')).toBeNull();
  });
});

describe('reads with a token', () => {
  it('are private and not stored, with no ETag', async () => {
    const res = await get('/api/cars/filter/', {}, customer);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeNull();
  });

  it('are private even when the answer is an error', async () => {
    const res = await get('/api/chats/', {}, customer);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('writes', () => {
  it('get neither an ETag nor a Cache-Control of ours', async () => {
    const res = await t.request('/api/pricing/settings/', {
      method: 'PATCH',
      json: { khr_per_usd: 4100 },
      token: staff,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('cache-control')).toBeNull();
  });
});

describe('compression', () => {
  it('gzips JSON for a client that accepts it, with a weak ETag that still revalidates', async () => {
    const plain = await get('/api/cars/filter/');
    const plainBody = await plain.text();
    const res = await get('/api/cars/filter/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const zipped = Buffer.from(await res.arrayBuffer());
    expect(zipped.length).toBeLessThan(Buffer.byteLength(plainBody));
    expect(gunzipSync(zipped).toString()).toBe(plainBody);
    const etag = res.headers.get('etag')!;
    expect(etag).toBe(`W/${plain.headers.get('etag')}`);

    const again = await get('/api/cars/filter/', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('sends the JSON as it is to a client that does not accept gzip', async () => {
    const res = await get('/api/cars/filter/', { 'accept-encoding': 'identity' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await res.json()) as { count: number }).toMatchObject({ count: 3 });
  });
});
