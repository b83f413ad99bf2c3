import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carPageSchema, type CarPage } from '@/lib/contract/cars';
import { insertCar, insertCarImage } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const day = (n: number) => new Date(Date.UTC(2025, 0, n));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await insertCar(db, { slug: 'buy-now', selling_type: 'buy now', created_at: day(1) });
  await insertCar(db, { slug: 'buy-now-featured', selling_type: 'buy now', is_featured: true, created_at: day(2) });
  await insertCar(db, {
    slug: 'buy-now-sold',
    selling_type: 'buy now',
    status: 'sold',
    is_featured: true,
    created_at: day(3),
  });
  await insertCar(db, { slug: 'buy-now-draft', selling_type: 'buy now', status: 'draft', created_at: day(3) });
  await insertCar(db, { slug: 'auction', selling_type: 'auction car', created_at: day(4) });
  await insertCar(db, { slug: 'us-dealer', selling_type: 'us dealer', created_at: day(5) });
  await insertCar(db, {
    slug: 'boat',
    selling_type: 'us dealer',
    vehicle_type: 'boat',
    make_name: 'Sea Ray',
    model_name: 'Sundancer',
    created_at: day(6),
  });
  await insertCar(db, { slug: 'personal', selling_type: 'personal car', country: 'KH', created_at: day(7) });
  await insertCar(db, { slug: 'd2d', selling_type: 'dealer to dealer', country: 'KH', created_at: day(8) });
  await insertCar(db, { slug: 'classic', selling_type: 'classic car', year: 1967, created_at: day(9) });
  await insertCar(db, {
    slug: 'classic-featured',
    selling_type: 'classic car',
    year: 1970,
    is_featured: true,
    created_at: day(10),
  });
  await insertCar(db, {
    slug: 'jdm',
    selling_type: 'jdm cars',
    make_name: 'Nissan',
    model_name: 'Skyline',
    trim_name: 'GT-R',
    created_at: day(11),
  });
  for (let i = 1; i <= 25; i++) {
    await insertCar(db, {
      slug: `dealer-${i}`,
      selling_type: 'dealer car',
      country: 'KH',
      year: 2000 + i,
      price: 10_000 + (i % 5) * 1000,
      make_name: i % 2 ? 'Lexus' : 'Toyota',
      model_name: i % 2 ? 'RX' : 'Prius',
      created_at: day(12 + i),
    });
  }
});
afterAll(() => t.close());

function path(type: string, query = ''): string {
  return `/api/cars/selling-type/${encodeURIComponent(type)}/filter/${query}`;
}

async function list(type: string, query = '', headers: Record<string, string> = {}): Promise<CarPage> {
  const res = await t.request(path(type, query), { headers });
  expect(res.status).toBe(200);
  return carPageSchema.parse(await res.json());
}

async function slugs(type: string, query = ''): Promise<string[]> {
  return (await list(type, query)).results.map((c) => c.slug);
}

describe('GET /api/cars/selling-type/{type}/filter/', () => {
  it.each([
    ['buy now', ['buy-now-featured', 'buy-now']],
    ['auction car', ['auction']],
    ['us dealer', ['boat', 'us-dealer']],
    ['personal car', ['personal']],
    ['dealer to dealer', ['d2d']],
    ['classic car', ['classic-featured', 'classic']],
    ['featured classic', ['classic-featured']],
    ['featured car', ['buy-now-featured']],
    ['jdm cars', ['jdm']],
  ])('lists the active "%s" listings, newest first', async (type, expected) => {
    expect(await slugs(type)).toEqual(expected);
  });

  it('lists every active listing for "all"', async () => {
    const page = await list('all');
    expect(page.count).toBe(10 + 25);
    expect(page.results.map((c) => c.slug)).not.toContain('buy-now-sold');
  });

  it('answers an unknown type with 404', async () => {
    for (const type of ['boats', 'buy-now', 'featured']) {
      const res = await t.request(path(type));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('pages 20 cards at a time with absolute links that keep the type and filters', async () => {
    const first = await list('dealer car', '?make_name__in=Lexus,Toyota');
    expect(first.count).toBe(25);
    expect(first.results).toHaveLength(20);
    expect(first.results[0]?.slug).toBe('dealer-25');
    expect(first.previous).toBeNull();
    expect(first.next).toBe(
      'http://testserver/api/cars/selling-type/dealer%20car/filter/?make_name__in=Lexus%2CToyota&page=2',
    );

    const second = await list('dealer car', '?make_name__in=Lexus,Toyota&page=2');
    expect(second.results.map((c) => c.slug)).toEqual(['dealer-5', 'dealer-4', 'dealer-3', 'dealer-2', 'dealer-1']);
    expect(second.next).toBeNull();
    expect(second.previous).toBe(
      'http://testserver/api/cars/selling-type/dealer%20car/filter/?make_name__in=Lexus%2CToyota',
    );
  });

  it('answers a page past the end with 404 Invalid page.', async () => {
    const res = await t.request(path('dealer car', '?page=3'));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Invalid page.' });
  });

  it('answers an empty result with count 0', async () => {
    expect(await list('dealer car', '?make_name=Ferrari')).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });

  it('filters by make, model, year, price and mileage', async () => {
    expect(
      (await list('dealer car', '?make_name=Lexus&year__gte=2020&year__lte=2023')).results.map((c) => c.slug),
    ).toEqual(['dealer-23', 'dealer-21']);
    expect((await list('dealer car', '?model_name__iexact=prius&price__lte=11000')).results.map((c) => c.slug)).toEqual(
      ['dealer-20', 'dealer-16', 'dealer-10', 'dealer-6'],
    );
    expect((await list('all', '?mileage__gte=50001')).count).toBe(0);
  });

  it('narrows a list to boats', async () => {
    expect(await slugs('us dealer', '?vehicle_type=boat')).toEqual(['boat']);
  });

  it('answers an invalid filter value with a DRF 400', async () => {
    const res = await t.request(path('dealer car', '?year__gte=new&price__lte=cheap'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ year__gte: ['Enter a number.'], price__lte: ['Enter a number.'] });
  });

  it('orders by an allowed field, ignoring unknown ones', async () => {
    const byPrice = (await list('dealer car', '?ordering=-price,year&make_name=Lexus')).results;
    expect(byPrice.map((c) => c.price)).toEqual([...byPrice.map((c) => c.price)].sort((a, b) => b - a));
    expect(byPrice[0]?.slug).toBe('dealer-9');
    expect((await list('dealer car', '?ordering=colour,year')).results[0]?.slug).toBe('dealer-1');
    expect((await list('dealer car', '?ordering=hacked')).results[0]?.slug).toBe('dealer-25');
  });

  it('returns cards with the vehicle name and absolute image URLs on the public origin', async () => {
    const [card] = (await list('jdm cars', '', { 'x-forwarded-host': 'www.example.com', 'x-forwarded-proto': 'https' }))
      .results;
    expect(card).toMatchObject({
      vehicle_name: '2018 Nissan Skyline GT-R',
      make_name: 'Nissan',
      selling_type: 'jdm cars',
      vehicle_type: 'car',
      is_featured: false,
    });
    expect(card?.cover_image).toMatch(/^https:\/\/www\.example\.com\/media\/cars\/\d+\.jpg$/);
  });

  it('falls back to the first gallery image, and leaves out a listing without any picture', async () => {
    const db = t.database.db;
    const withGallery = await insertCar(db, {
      slug: 'gallery',
      selling_type: 'auction car',
      cover_image: '',
      trim_name: '',
      created_at: day(40),
    });
    await insertCarImage(db, withGallery.id, '/media/cars/second.jpg', 2);
    await insertCarImage(db, withGallery.id, '/media/cars/first.jpg', 1);
    await insertCar(db, { slug: 'bare', selling_type: 'auction car', cover_image: '', created_at: day(41) });

    const cards = (await list('auction car')).results;
    expect(cards.find((c) => c.slug === 'gallery')).toMatchObject({
      cover_image: 'http://testserver/media/cars/first.jpg',
      vehicle_name: '2018 Toyota Camry',
    });
    // Decision 046: no photo, not listed.
    expect(cards.find((c) => c.slug === 'bare')).toBeUndefined();
  });
});
