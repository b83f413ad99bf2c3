// Decision 052: a list of km and mile listings (/cars, a dealer's page) filters mileage in km, converting the
// listings kept in miles as their cards print them; boats (engine hours) never meet a mileage bound. The lists of
// one unit keep comparing each listing's own number (`mileage__lte`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carPageSchema, facetsSchema } from '@/lib/contract/cars';
import { insertCar, insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let dealerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  dealerId = (await insertUser(db, { account_type: 'Business Account' })).id;
  const car = (slug: string, country: string, mileage: number, vehicle_type = 'car') =>
    insertCar(db, { slug, country, mileage, vehicle_type, dealer_id: dealerId });
  await car('kh-40000-km', 'KH', 40_000); // 40,000 km
  await car('kh-60000-km', 'KH', 60_000); // 60,000 km
  await car('us-20000-mi', 'US', 20_000); // 32,187 km
  await car('us-30000-mi', 'US', 30_000); // 48,280 km
  await car('ca-42100-mi', 'CA', 42_100); // 67,753 km on its card
  await car('boat-320-h', 'US', 320, 'boat'); // engine hours
  await insertCar(db, { slug: 'someone-else', country: 'KH', mileage: 10_000 });
});
afterAll(() => t.close());

const found = async (query: string) => {
  const res = await t.request(`/api/cars/filter/?${query}&page_size=50`);
  expect(res.status, await res.clone().text()).toBe(200);
  return carPageSchema
    .parse(await res.json())
    .results.map((c) => c.slug)
    .sort();
};

describe('mileage in km across units (mileage_km__gte / mileage_km__lte)', () => {
  it.each<[string, string[]]>([
    ['mileage_km__lte=50000', ['kh-40000-km', 'someone-else', 'us-20000-mi', 'us-30000-mi']],
    ['mileage_km__lte=48280', ['kh-40000-km', 'someone-else', 'us-20000-mi', 'us-30000-mi']],
    ['mileage_km__lte=48279', ['kh-40000-km', 'someone-else', 'us-20000-mi']],
    [
      'mileage_km__lte=67753',
      ['ca-42100-mi', 'kh-40000-km', 'kh-60000-km', 'someone-else', 'us-20000-mi', 'us-30000-mi'],
    ],
    ['mileage_km__lte=67752', ['kh-40000-km', 'kh-60000-km', 'someone-else', 'us-20000-mi', 'us-30000-mi']],
    ['mileage_km__gte=50000', ['ca-42100-mi', 'kh-60000-km']],
    ['mileage_km__gte=67753', ['ca-42100-mi']],
    ['mileage_km__gte=35000&mileage_km__lte=50000', ['kh-40000-km', 'us-30000-mi']],
    ['mileage_km__gte=0', ['ca-42100-mi', 'kh-40000-km', 'kh-60000-km', 'someone-else', 'us-20000-mi', 'us-30000-mi']],
    [
      'mileage_km__lte=99999999999999',
      ['ca-42100-mi', 'kh-40000-km', 'kh-60000-km', 'someone-else', 'us-20000-mi', 'us-30000-mi'],
    ],
    ['mileage_km__gte=99999999999999', []],
    ['mileage_km__lte=-5', []],
    ['mileage_km__lte=50000.9', ['kh-40000-km', 'someone-else', 'us-20000-mi', 'us-30000-mi']],
  ])('%s', async (query, slugs) => {
    expect(await found(query)).toEqual(slugs);
  });

  it("filters a dealer's page the same way", async () => {
    expect(await found(`dealer_id=${dealerId}&mileage_km__lte=50000`)).toEqual([
      'kh-40000-km',
      'us-20000-mi',
      'us-30000-mi',
    ]);
  });

  it("leaves mileage__lte comparing each listing's own number, as the lists of one unit use it", async () => {
    expect(await found('mileage__lte=40000')).toEqual([
      'boat-320-h',
      'kh-40000-km',
      'someone-else',
      'us-20000-mi',
      'us-30000-mi',
    ]);
  });

  it('narrows the facets the same way', async () => {
    const res = await t.request('/api/cars/search-filter-data-v3/all/?mileage_km__lte=50000');
    expect(res.status).toBe(200);
    expect(facetsSchema.parse(await res.json()).count).toBe(4);
  });

  it('answers a non-number with a DRF 400', async () => {
    const res = await t.request('/api/cars/filter/?mileage_km__lte=50k');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ mileage_km__lte: ['Enter a number.'] });
  });
});
