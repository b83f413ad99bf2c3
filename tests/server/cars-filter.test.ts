// GET /api/cars/filter/, /cars/condition/{type}/filter/: every filter, the six sorts and page edges.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR_SORTS, carPageSchema, type CarPage } from '@/lib/contract/cars';
import { insertCar } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const base = { accident_free: true, one_owner: false, country: 'US' };
  await insertCar(db, {
    ...base,
    slug: 'camry',
    make_name: 'Toyota',
    model_name: 'Camry',
    trim_name: 'LE',
    year: 2015,
    price: 9000,
    mileage: 120_000,
    body_style: 'Sedan',
    fuel_type: 'Gasoline',
    transmission: 'Automatic',
    drivetrain: 'FWD',
    exterior_color: 'White',
    interior_color: 'Black',
  });
  await insertCar(db, {
    ...base,
    slug: 'rav4',
    make_name: 'Toyota',
    model_name: 'RAV4',
    trim_name: 'XLE',
    year: 2021,
    price: 28_000,
    mileage: 30_000,
    body_style: 'SUV',
    fuel_type: 'Hybrid',
    transmission: 'Automatic',
    drivetrain: 'AWD',
    exterior_color: 'Blue',
    interior_color: 'Gray',
    one_owner: true,
  });
  await insertCar(db, {
    ...base,
    slug: 'civic',
    make_name: 'Honda',
    model_name: 'Civic',
    trim_name: 'EX',
    year: 2018,
    price: 15_000,
    mileage: 60_000,
    body_style: 'Sedan',
    fuel_type: 'Gasoline',
    transmission: 'Manual',
    drivetrain: 'FWD',
    exterior_color: 'Red',
    interior_color: 'Black',
    accident_free: false,
  });
  await insertCar(db, {
    ...base,
    slug: 'f150',
    make_name: 'Ford',
    model_name: 'F-150',
    trim_name: 'XLT',
    year: 2010,
    price: 12_000,
    mileage: 150_000,
    body_style: 'Truck',
    fuel_type: 'Gasoline',
    transmission: 'Automatic',
    drivetrain: '4WD',
    exterior_color: 'Black',
    interior_color: 'Tan',
    country: 'CA',
    selling_type: 'auction car',
    title_type: 'Salvage',
    damage: 'Front End',
  });
  await insertCar(db, { ...base, slug: 'hidden-draft', make_name: 'Toyota', model_name: 'Camry', status: 'draft' });
  await insertCar(db, { ...base, slug: 'hidden-sold', make_name: 'Toyota', model_name: 'Camry', status: 'sold' });
  await insertCar(db, {
    ...base,
    slug: 'personal',
    make_name: 'Lexus',
    model_name: 'RX',
    selling_type: 'personal car',
    country: 'KH',
  });
  await insertCar(db, {
    ...base,
    slug: 'dealer',
    make_name: 'Lexus',
    model_name: 'LX',
    selling_type: 'dealer car',
    country: 'KH',
  });
  await insertCar(db, {
    ...base,
    slug: 'd2d',
    make_name: 'Lexus',
    model_name: 'GX',
    selling_type: 'dealer to dealer',
    country: 'KH',
  });
});
afterAll(() => t.close());

async function list(query: string, path = '/api/cars/filter/'): Promise<CarPage> {
  const res = await t.request(`${path}${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return carPageSchema.parse(await res.json());
}
const slugs = async (query: string, path?: string) => (await list(query, path)).results.map((c) => c.slug);

describe('GET /api/cars/filter/', () => {
  it('lists active listings of every type, newest first, never drafts or sold cars', async () => {
    const page = await list('');
    expect(page.count).toBe(7);
    expect(page.results.map((c) => c.slug)).not.toContain('hidden-draft');
    expect(page.results.map((c) => c.slug)).not.toContain('hidden-sold');
    expect(page.results[0]?.slug).toBe('d2d');
  });

  it.each([
    ['?make=Toyota', ['camry', 'rav4']],
    ['?make_name=Toyota&model_name=RAV4', ['rav4']],
    ['?make=Toyota&model=Camry&trim=LE', ['camry']],
    ['?q=civic', ['civic']],
    ['?q=toyota rav', ['rav4']],
    ['?q=TOYOTA', ['camry', 'rav4']],
    ['?year__gte=2018&year__lte=2021&make=Toyota', ['rav4']],
    ['?price__gte=12000&price__lte=15000', ['civic', 'f150']],
    ['?mileage__lte=60000&vehicle_type=car&country=US', ['civic', 'rav4']],
    ['?body_style=Sedan', ['camry', 'civic']],
    ['?body_style=SUV,Truck', ['f150', 'rav4']],
    ['?fuel_type=Hybrid', ['rav4']],
    ['?transmission=Manual', ['civic']],
    ['?drivetrain=FWD,4WD', ['camry', 'civic', 'f150']],
    ['?exterior_color=Red', ['civic']],
    ['?interior_color=Black', ['camry', 'civic']],
    ['?country=CA', ['f150']],
    ['?accident_free=false', ['civic']],
    ['?one_owner=true', ['rav4']],
    ['?title_type=Salvage&damage=Front End', ['f150']],
    ['?make=Toyota&body_style=&q=', ['camry', 'rav4']],
  ])('%s', async (query, expected) => {
    expect((await slugs(query)).sort()).toEqual(expected);
  });

  it('sorts by each of the six sorts, with a stable tiebreak', async () => {
    const expected: Record<string, string[]> = {
      price: ['camry', 'f150', 'civic', 'rav4'],
      '-price': ['rav4', 'civic', 'f150', 'camry'],
      mileage: ['rav4', 'civic', 'camry', 'f150'],
      '-mileage': ['f150', 'camry', 'civic', 'rav4'],
      '-year': ['rav4', 'civic', 'camry', 'f150'],
      year: ['f150', 'camry', 'civic', 'rav4'],
    };
    for (const sort of CAR_SORTS) {
      expect(await slugs(`?country=US,CA&ordering=${sort.value}`), sort.value).toEqual(expected[sort.value]);
    }
    expect(await slugs('?country=US,CA&ordering=bogus')).toEqual(['f150', 'civic', 'rav4', 'camry']);
  });

  it.each([
    ['?price__gte=cheap', 'price__gte'],
    ['?year__lte=2020x', 'year__lte'],
    ['?one_owner=maybe', 'one_owner'],
  ])('answers %s with a DRF 400 naming the parameter', async (query, field) => {
    const res = await t.request(`/api/cars/filter/${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(await res.json())).toEqual([field]);
  });

  it.each(['?page=0', '?page=abc', '?page=2', '?page=-1'])('answers %s with 404 Invalid page.', async (query) => {
    const res = await t.request(`/api/cars/filter/${query}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Invalid page.' });
  });

  it('pages with absolute links that keep the filters', async () => {
    for (let i = 0; i < 21; i++)
      await insertCar(t.database.db, { slug: `bulk-${i}`, make_name: 'Kia', model_name: 'Rio' });
    const first = await list('?make=Kia&ordering=price');
    expect(first.count).toBe(21);
    expect(first.results).toHaveLength(20);
    expect(first.next).toBe('http://testserver/api/cars/filter/?make=Kia&ordering=price&page=2');
    const last = await list('?make=Kia&ordering=price&page=last');
    expect(last.results).toHaveLength(1);
    expect(last.previous).toBe('http://testserver/api/cars/filter/?make=Kia&ordering=price');
    expect((await list('?make=Nobody')).results).toEqual([]);
  });
});

describe('GET /api/cars/condition/{type}/filter/', () => {
  it.each([
    ['personal car', ['personal']],
    ['dealer car', ['dealer']],
    ['dealer to dealer', ['d2d']],
  ])('%s lists that local type only', async (type, expected) => {
    expect(await slugs('', `/api/cars/condition/${encodeURIComponent(type)}/filter/`)).toEqual(expected);
  });

  it('takes the same filters and rejects other types', async () => {
    expect(await slugs('?model=RX', '/api/cars/condition/personal%20car/filter/')).toEqual(['personal']);
    expect(await slugs('?model=LX', '/api/cars/condition/personal%20car/filter/')).toEqual([]);
    expect((await t.request('/api/cars/condition/buy%20now/filter/')).status).toBe(404);
  });

  it('the selling-type listing takes the new filters too', async () => {
    expect(await slugs('?title_type=Salvage', '/api/cars/selling-type/auction%20car/filter/')).toEqual(['f150']);
  });
});
