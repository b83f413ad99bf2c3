import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adListSchema } from '@/lib/contract/ads';
import { insertAd } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const HOUR = 3600_000;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const now = Date.now();
  await insertAd(db, { kind: 'banner', title: 'Second', sort_order: 2, image: '/media/ads/second.jpg' });
  await insertAd(db, { kind: 'banner', title: 'First', sort_order: 1, link: '/cars/featured-car/' });
  await insertAd(db, { kind: 'banner', title: 'Switched off', is_active: false });
  await insertAd(db, { kind: 'banner', title: 'Not started', starts_at: new Date(now + HOUR) });
  await insertAd(db, { kind: 'banner', title: 'Ended', ends_at: new Date(now - HOUR) });
  await insertAd(db, {
    kind: 'banner',
    title: 'Running',
    sort_order: 3,
    starts_at: new Date(now - HOUR),
    ends_at: new Date(now + HOUR),
  });
  await insertAd(db, { kind: 'ad', title: 'Home ad', placement: 'home', sort_order: 1 });
  await insertAd(db, { kind: 'ad', title: 'Sidebar ad', placement: 'sidebar', sort_order: 0 });
  await insertAd(db, { kind: 'ad', title: 'Old ad', placement: 'home', is_active: false });
});
afterAll(() => t.close());

async function titles(path: string): Promise<string[]> {
  const res = await t.request(path);
  expect(res.status).toBe(200);
  return adListSchema.parse(await res.json()).map((a) => a.title);
}

describe('GET /api/ads/banners/', () => {
  it('lists active, currently scheduled banners in display order', async () => {
    expect(await titles('/api/ads/banners/')).toEqual(['First', 'Second', 'Running']);
  });

  it('returns absolute image URLs on the origin the client used, and may be cached a minute', async () => {
    const res = await t.request('/api/ads/banners/', {
      headers: { 'x-forwarded-host': 'www.example.com', 'x-forwarded-proto': 'https' },
    });
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const [first, second] = adListSchema.parse(await res.json());
    expect(first).toMatchObject({ kind: 'banner', link: '/cars/featured-car/' });
    expect(second?.image).toBe('https://www.example.com/media/ads/second.jpg');
  });
});

describe('GET /api/ads/', () => {
  it('lists active ads only, never banners', async () => {
    expect(await titles('/api/ads/')).toEqual(['Sidebar ad', 'Home ad']);
  });

  it('narrows to one placement when asked', async () => {
    expect(await titles('/api/ads/?placement=home')).toEqual(['Home ad']);
    expect(await titles('/api/ads/?placement=nowhere')).toEqual([]);
    expect(await titles('/api/ads/?placement=')).toEqual(['Sidebar ad', 'Home ad']);
    // A repeated parameter counts by its last value, as Django's QueryDict.get.
    expect(await titles('/api/ads/?placement=sidebar&placement=home')).toEqual(['Home ad']);
  });

  it('is cacheable', async () => {
    const res = await t.request('/api/ads/');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });
});
