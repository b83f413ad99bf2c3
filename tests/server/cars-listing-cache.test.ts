// Listing pages are remembered for a few seconds, but a dealer's change shows at once, a hard reload
// (Cache-Control: no-cache) always gets the database's answer, and a change made elsewhere shows after the TTL.
// Only searches asked for before are kept (decision 084).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { carPageSchema } from '@/lib/contract/cars';
import { signToken } from '@/server/auth/jwt';
import { cars } from '@/server/db/schema';
import type { Db } from '@/server/db/client';
import { createMemoryBus } from '@/server/realtime/bus';
import { createListingCache, LISTING_TTL_MS } from '@/server/modules/cars/listing-cache';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { insertCar, insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let dealerToken: string;
let listed: number;

beforeAll(async () => {
  t = await createTestApp();
  const dealer = await insertUser(t.database.db, { account_type: 'Business Account' });
  dealerToken = (await signToken(dealer.id, 'access')).token;
  listed = (
    await insertCar(t.database.db, { make_name: 'Mazda', model_name: 'CX-5', price: 21_000, dealer_id: dealer.id })
  ).id;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

async function mazdas(headers: Record<string, string> = {}, query = '?make=Mazda') {
  const res = await t.request(`/api/cars/filter/${query}`, { headers });
  expect(res.status).toBe(200);
  return carPageSchema.parse(await res.json());
}

/** A write that does not go through this process's API, as another server instance would make it. */
const priceElsewhere = (price: number) => t.database.db.update(cars).set({ price }).where(eq(cars.id, listed));

describe('listing page cache', () => {
  it("shows a dealer's new listing (once it has a photo and is published), a changed price and a removal at once", async () => {
    expect((await mazdas()).count).toBe(1);
    const created = await t.request('/api/dealer/cars/create/', {
      method: 'POST',
      token: dealerToken,
      json: {
        year: 2020,
        make_name: 'Mazda',
        model_name: 'MX-5',
        trim_name: 'Club',
        price: 26_000,
        selling_type: 'us dealer',
      },
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    // A listing without a photo is not public (decision 046).
    expect((await mazdas()).results.map((c) => c.id)).not.toContain(id);
    const photo = new FormData();
    photo.set('car', String(id));
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    photo.set('image', new File([new Uint8Array(png)], 'mx5.png', { type: 'image/png' }));
    const uploaded = await t.request('/api/dealer/cargallery/create/', {
      method: 'POST',
      body: photo,
      token: dealerToken,
    });
    expect(uploaded.status).toBe(201);
    // A new listing is a draft (decision 053) until its dealer publishes it, which shows it at once.
    expect((await mazdas()).results.map((c) => c.id)).not.toContain(id);
    const published = await t.request(`/api/dealer/cars/${id}/update/`, {
      method: 'PUT',
      token: dealerToken,
      json: { status: 'active' },
    });
    expect(published.status).toBe(200);
    expect((await mazdas()).results.map((c) => c.id)).toContain(id);

    const updated = await t.request(`/api/dealer/cars/${id}/update/`, {
      method: 'PUT',
      token: dealerToken,
      json: { price: 24_500 },
    });
    expect(updated.status).toBe(200);
    expect((await mazdas()).results.find((c) => c.id === id)?.price).toBe(24_500);

    expect((await t.request(`/api/dealer/cars/${id}/delete/`, { method: 'DELETE', token: dealerToken })).status).toBe(
      204,
    );
    expect((await mazdas()).results.map((c) => c.id)).not.toContain(id);
  });

  it('serves a change made elsewhere after the TTL, and at once to a hard reload', async () => {
    // The caches' clock is performance.now() (decision 026). A faked one starts at 0, which lru-cache reads as
    // "stored without a time" (never stale), so it is moved on first; no real process is ever at 0.
    vi.useFakeTimers({ toFake: ['performance'] });
    vi.advanceTimersByTime(1);
    const price = (page: Awaited<ReturnType<typeof mazdas>>) => page.results.find((c) => c.id === listed)?.price;
    await mazdas(); // asked for before: the next answer is kept
    expect(price(await mazdas())).toBe(21_000);
    await priceElsewhere(19_000);
    expect(price(await mazdas())).toBe(21_000);
    expect(price(await mazdas({ 'cache-control': 'no-cache' }))).toBe(19_000);

    await priceElsewhere(18_000);
    vi.advanceTimersByTime(LISTING_TTL_MS + 1);
    expect(price(await mazdas())).toBe(18_000);
  });

  it('keeps a page from its second asking on; a hard reload replaces a kept page and adds none', async () => {
    const price = async (query: string, headers: Record<string, string> = {}) =>
      (await mazdas(headers, query)).results.find((c) => c.id === listed)?.price;
    const once = '?make=Mazda&page_size=5';
    await priceElsewhere(17_000);
    expect(await price(once)).toBe(17_000);
    // A search asked for once is answered and forgotten.
    await priceElsewhere(16_900);
    expect(await price(once)).toBe(16_900);
    // Its second asking is kept for the next.
    await priceElsewhere(16_800);
    expect(await price(once)).toBe(16_900);
    // A hard reload gets the database's answer, which the next visitor then gets too.
    expect(await price(once, { 'cache-control': 'no-cache' })).toBe(16_800);
    await priceElsewhere(16_700);
    expect(await price(once)).toBe(16_800);

    const reloaded = '?make=Mazda&page_size=6';
    expect(await price(reloaded, { 'cache-control': 'no-cache' })).toBe(16_700);
    expect(await price(reloaded, { 'cache-control': 'no-cache' })).toBe(16_700);
    await priceElsewhere(16_600);
    expect(await price(reloaded)).toBe(16_600);
  });

  it("keeps the page when its second asking shares the first one's load", async () => {
    const bus = createMemoryBus();
    const cache = createListingCache(
      () => Promise.resolve(bus),
      () => undefined,
    );
    const db = {} as Db; // only a key here: the cache never touches it
    let release: (page: object) => void = () => undefined;
    const load = vi.fn(() => new Promise<object>((resolve) => (release = resolve)));
    const first = cache.page(db, 'k', load);
    const second = cache.page(db, 'k', load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    release({ count: 1 });
    expect(await Promise.all([first, second])).toEqual(['{"count":1}', '{"count":1}']);
    const again = vi.fn(() => Promise.resolve({ count: 2 }));
    expect(await cache.page(db, 'k', again)).toBe('{"count":1}');
    expect(again).not.toHaveBeenCalled();
    await bus.close();
  });

  it('never remembers a refused page: once there are more cars, page 2 is there at once', async () => {
    expect((await t.request('/api/cars/filter/?make=Lancia&page=2')).status).toBe(404);
    // Written straight to the database (no API write to forget the cache): only not caching the 404 shows them.
    const rows = Array.from({ length: 25 }, (_, n) => ({
      slug: `lancia-${n}`,
      year: 1990,
      make_name: 'Lancia',
      model_name: 'Delta',
      trim_name: 'HF',
      price: 30_000 + n,
      mileage: 90_000,
      selling_type: 'classic car' as const,
      cover_image: `/media/cars/lancia-${n}.jpg`,
    }));
    await t.database.db.insert(cars).values(rows);
    const res = await t.request('/api/cars/filter/?make=Lancia&page=2');
    expect(res.status).toBe(200);
    expect(carPageSchema.parse(await res.json()).results).toHaveLength(5);
  });

  it('keeps links right for each host that asks', async () => {
    await t.request('/api/cars/filter/?make=Mazda&page_size=1');
    const res = await t.request('/api/cars/filter/?make=Mazda', {
      headers: { host: 'www.example.com', 'x-forwarded-proto': 'https' },
    });
    const page = carPageSchema.parse(await res.json());
    expect(page.results[0]?.cover_image).toMatch(/^https:\/\/www\.example\.com\//);
  });
});
