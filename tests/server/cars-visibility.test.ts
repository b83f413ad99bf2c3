// Decision 046: a listing without a photo never goes live (lists, counts, car page, publish), "Ending soonest" on
// auction lists, and the auction and mileage-unit fields of every card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carDetailSchema, carPageSchema, facetsSchema, type CarCard } from '@/lib/contract/cars';
import { signToken } from '@/server/auth/jwt';
import { insertCar, insertCarImage, insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let dealerToken: string;
type Slug = 'bare' | 'bareDraft' | 'galleryOnly' | 'local' | 'canadian' | 'boat' | AuctionSlug;
type AuctionSlug = 'endsInTwoDays' | 'ended' | 'endsInAnHour' | 'noEnd' | 'endsTomorrow';
const ids = {} as Record<Slug, number>;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const dealer = await insertUser(db, { account_type: 'Business Account' });
  dealerToken = (await signToken(dealer.id, 'access')).token;
  const at = (hours: number) => new Date(Date.now() + hours * HOUR);

  // The cheapest and newest listings have no photo: neither may show up, let alone first.
  ids.bare = (await insertCar(db, { slug: 'bare', price: 1, cover_image: '', dealer_id: dealer.id })).id;
  ids.bareDraft = (
    await insertCar(db, { slug: 'bare-draft', price: 2, cover_image: '', status: 'draft', dealer_id: dealer.id })
  ).id;
  ids.galleryOnly = (await insertCar(db, { slug: 'gallery-only', price: 3, cover_image: '' })).id;
  await insertCarImage(db, ids.galleryOnly, '/media/cars/gallery-only.webp');
  ids.local = (
    await insertCar(db, { slug: 'local', selling_type: 'personal car', country: 'KH', location: 'Phnom Penh' })
  ).id;
  ids.canadian = (await insertCar(db, { slug: 'canadian', country: 'CA', location: 'Toronto, ON' })).id;
  ids.boat = (await insertCar(db, { slug: 'boat', vehicle_type: 'boat', selling_type: 'us dealer', mileage: 320 })).id;

  const auction = (slug: string, ends: Date | null) =>
    insertCar(db, {
      slug,
      selling_type: 'auction car',
      auction_ends_at: ends,
      lot_number: '41234567',
      title_type: 'Salvage',
      damage: 'Front End',
    });
  ids.endsInTwoDays = (await auction('ends-in-two-days', at(48))).id;
  ids.ended = (await auction('ended', at(-24))).id;
  ids.endsInAnHour = (await auction('ends-in-an-hour', at(1))).id;
  ids.noEnd = (await auction('no-end', null)).id;
  ids.endsTomorrow = (await auction('ends-tomorrow', at(24))).id;
});
afterAll(() => t.close());

async function page(path: string) {
  const res = await t.request(path);
  expect(res.status, await res.clone().text()).toBe(200);
  return carPageSchema.parse(await res.json());
}

const slugs = (cards: CarCard[]) => cards.map((c) => c.slug);

describe('listings without a photo', () => {
  it('are never listed nor counted, whatever the sort, and their car page is a 404', async () => {
    for (const path of [
      '/api/cars/filter/',
      '/api/cars/filter/?ordering=price',
      '/api/cars/filter/?ordering=-created_at',
      '/api/cars/selling-type/buy%20now/filter/?ordering=price',
    ]) {
      const list = await page(path);
      expect(slugs(list.results), path).not.toContain('bare');
      expect(list.results.every((c) => c.cover_image !== null)).toBe(true);
    }
    const cheapestFirst = await page('/api/cars/filter/?ordering=price');
    expect(cheapestFirst.results[0]!.slug).toBe('gallery-only');
    expect(cheapestFirst.count).toBe(cheapestFirst.results.length);
    expect((await t.request(`/api/car/${ids.bare}/`)).status).toBe(404);
    expect((await t.request('/api/car/bare/')).status).toBe(404);
  });

  it('are left out of the filter counts too', async () => {
    const res = await t.request('/api/cars/search-filter-data-v3/all/');
    expect(res.status).toBe(200);
    const facets = facetsSchema.parse(await res.json());
    expect(facets.count).toBe((await page('/api/cars/filter/')).count);
  });

  it('go live with a gallery photo alone (uploads have no cover), the card showing that photo', async () => {
    const card = (await page('/api/cars/filter/')).results.find((c) => c.slug === 'gallery-only');
    expect(card?.cover_image).toMatch(/\/media\/cars\/gallery-only\.webp$/);
    expect((await t.request(`/api/car/${ids.galleryOnly}/`)).status).toBe(200);
  });

  it('cannot be published by their dealer: a 400 says to add a photo or keep a draft, until a photo is added', async () => {
    const update = (id: number, json: unknown) =>
      t.request(`/api/dealer/cars/${id}/update/`, { method: 'PUT', json, token: dealerToken });
    const refused = await update(ids.bareDraft, { status: 'active' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      status: ['Add at least one photo before publishing this listing, or save it as a draft.'],
    });
    expect((await update(ids.bareDraft, { status: 'draft', price: 2_500 })).status).toBe(200);
    // An edit that leaves the status alone is saved; the listing stays off the site.
    expect((await update(ids.bare, { price: 1_500 })).status).toBe(200);

    await insertCarImage(t.database.db, ids.bareDraft, '/media/cars/bare-draft.webp');
    const published = await update(ids.bareDraft, { status: 'active' });
    expect(published.status).toBe(200);
    expect(carDetailSchema.parse(await published.json()).status).toBe('active');
    expect(slugs((await page('/api/cars/filter/?ordering=price')).results)).toContain('bare-draft');
  });
});

describe('auction cards', () => {
  it('"Ending soonest" lists running auctions by their end, then the ended and undated ones', async () => {
    const list = await page('/api/cars/selling-type/auction%20car/filter/?ordering=auction_ends_at');
    const order = slugs(list.results);
    expect(order.slice(0, 3)).toEqual(['ends-in-an-hour', 'ends-tomorrow', 'ends-in-two-days']);
    expect(new Set(order.slice(3))).toEqual(new Set(['ended', 'no-end']));
  });

  it('carry the lot number, title status and damage', async () => {
    const card = (await page('/api/cars/selling-type/auction%20car/filter/')).results.find(
      (c) => c.slug === 'ends-tomorrow',
    );
    expect(card).toMatchObject({ lot_number: '41234567', title_type: 'Salvage', damage: 'Front End' });
    const detail = carDetailSchema.parse(await (await t.request(`/api/car/${ids.endsTomorrow}/`)).json());
    expect(detail.lot_number).toBe('41234567');
  });
});

describe('mileage units', () => {
  it('are km in Cambodia, miles in the US and Canada, engine hours for boats', async () => {
    const cards = new Map((await page('/api/cars/filter/?page_size=100')).results.map((c) => [c.slug, c]));
    expect(cards.get('local')?.mileage_unit).toBe('km');
    expect(cards.get('canadian')?.mileage_unit).toBe('mi');
    expect(cards.get('gallery-only')?.mileage_unit).toBe('mi');
    expect(cards.get('boat')?.mileage_unit).toBe('h');
    const boat = carDetailSchema.parse(await (await t.request(`/api/car/${ids.boat}/`)).json());
    expect(boat).toMatchObject({ mileage: 320, mileage_unit: 'h' });
  });
});
