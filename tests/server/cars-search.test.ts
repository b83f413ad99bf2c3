// Facet data (search-filter-data[-v3]/{type}/) and car-name suggestions (ranking, limit, empty text).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facetsSchema, suggestionListSchema } from '@/lib/contract/cars';
import { insertCar } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const car = (make_name: string, model_name: string, trim_name: string, extra: Parameters<typeof insertCar>[1] = {}) =>
    insertCar(db, { make_name, model_name, trim_name, ...extra });
  await car('Toyota', 'Camry', 'LE', {
    year: 2015,
    price: 9000,
    mileage: 100_000,
    body_style: 'Sedan',
    fuel_type: 'Gasoline',
    exterior_color: 'White',
  });
  await car('Toyota', 'Camry', 'SE', {
    year: 2019,
    price: 18_000,
    mileage: 40_000,
    body_style: 'Sedan',
    fuel_type: 'Gasoline',
    exterior_color: 'Black',
  });
  await car('Toyota', 'Camry', 'SE', {
    year: 2020,
    price: 21_000,
    mileage: 20_000,
    body_style: 'Sedan',
    fuel_type: 'Hybrid',
    exterior_color: 'White',
  });
  await car('Toyota', 'Land Cruiser', '', {
    year: 2012,
    price: 30_000,
    mileage: 150_000,
    body_style: 'SUV',
    fuel_type: 'Gasoline',
    exterior_color: 'White',
  });
  await car('Honda', 'Civic', 'EX', { year: 2018, price: 14_000, body_style: 'Sedan' });
  await car('Ford', 'F-150', 'XLT', { selling_type: 'auction car', year: 2010, price: 5000 });
  await car('Lexus', 'RX', '350', { selling_type: 'personal car', country: 'KH' });
  await car('Lexus', 'LX', '570', { selling_type: 'dealer to dealer', country: 'KH' });
  await car('Mazda', 'CX-5', 'Touring', { selling_type: 'classic car' });
  await car('Toyota', 'Supra', 'RZ', { status: 'draft' });
  for (let i = 0; i < 12; i++) await car('Chevrolet', `Model ${String(i).padStart(2, '0')}`, '', {});
});
afterAll(() => t.close());

const facets = async (type: string, query = '', version = '-v3') => {
  const res = await t.request(`/api/cars/search-filter-data${version}/${encodeURIComponent(type)}/${query}`);
  expect(res.status).toBe(200);
  return facetsSchema.parse(await res.json());
};
const suggest = async (q: string | null, method = 'GET') => {
  const path = method === 'GET' ? '/api/cars/search/suggestions/' : '/api/cars/search/';
  const res = await t.request(q === null ? path : `${path}?q=${encodeURIComponent(q)}`, { method });
  expect(res.status).toBe(200);
  return suggestionListSchema.parse(await res.json());
};

describe('search-filter-data', () => {
  it('gives makes → models → trims with counts, bounds and value counts for buy now', async () => {
    const f = await facets('buy now', '?make=Toyota');
    expect(f.count).toBe(4);
    expect(f.makes).toEqual([
      {
        make_name: 'Toyota',
        count: 4,
        models: [
          {
            model_name: 'Camry',
            count: 3,
            trims: [
              { trim_name: 'SE', count: 2 },
              { trim_name: 'LE', count: 1 },
            ],
          },
          { model_name: 'Land Cruiser', count: 1, trims: [] },
        ],
      },
    ]);
    expect(f.year).toEqual({ min: 2012, max: 2020 });
    expect(f.price).toEqual({ min: 9000, max: 30_000 });
    expect(f.mileage).toEqual({ min: 20_000, max: 150_000 });
    expect(f.body_styles).toEqual([
      { value: 'Sedan', count: 3 },
      { value: 'SUV', count: 1 },
    ]);
    expect(f.fuel_types).toEqual([
      { value: 'Gasoline', count: 3 },
      { value: 'Hybrid', count: 1 },
    ]);
    expect(f.exterior_colors).toEqual([
      { value: 'White', count: 3 },
      { value: 'Black', count: 1 },
    ]);
  });

  it.each(['personal car', 'dealer car', 'dealer to dealer'])('maps %s to every local car', async (type) => {
    expect((await facets(type)).makes.map((m) => [m.make_name, m.count])).toEqual([['Lexus', 2]]);
  });

  it('all means no type, never drafts; both paths answer alike; unknown types 404; bad filters 400', async () => {
    const all = await facets('all');
    expect(all.count).toBe(21);
    expect(all.makes.find((m) => m.make_name === 'Toyota')?.models.map((m) => m.model_name)).not.toContain('Supra');
    expect(await facets('all', '', '')).toEqual(all);
    expect((await facets('auction car')).makes.map((m) => m.make_name)).toEqual(['Ford']);
    expect((await t.request('/api/cars/search-filter-data-v3/bikes/')).status).toBe(404);
    expect((await t.request('/api/cars/search-filter-data-v3/all/?year__gte=new')).status).toBe(400);
    const none = await facets('all', '?make=Nobody');
    expect(none).toMatchObject({ count: 0, makes: [], year: { min: null, max: null } });
  });
});

describe('suggestions', () => {
  it('puts names starting with the text first, then names with a word starting with it', async () => {
    const names = (await suggest('camry')).map((s) => s.display_name);
    expect(names).toEqual(['Toyota Camry', 'Toyota Camry LE', 'Toyota Camry SE']);
    const toy = await suggest('toy');
    expect(toy[0]).toEqual({ display_name: 'Toyota', make: 'Toyota', model: '', trim: '' });
    expect(toy.map((s) => s.display_name)).toContain('Toyota Land Cruiser');
    expect(toy.map((s) => s.display_name)).not.toContain('Toyota Supra');
  });

  it('finds names despite a typo (trigram similarity)', async () => {
    expect((await suggest('toyta camry')).map((s) => s.display_name)).toContain('Toyota Camry');
    expect((await suggest('toyta cam'))[0]?.display_name).toBe('Toyota Camry');
    expect(await suggest('zzzz')).toEqual([]);
  });

  it('returns at most 10 and nothing for empty text; POST /cars/search/ answers alike', async () => {
    expect(await suggest('chevrolet')).toHaveLength(10);
    expect(await suggest('')).toEqual([]);
    expect(await suggest('   ')).toEqual([]);
    expect(await suggest(null)).toEqual([]);
    expect(await suggest('civic', 'POST')).toEqual(await suggest('civic'));
    expect(await suggest('%_\\')).toEqual([]);
  });
});
