// One seller's cars: the dealer_id filter on every listing endpoint and the public GET /api/dealers/{id}/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carDetailSchema, carPageSchema, dealerProfileSchema } from '@/lib/contract/cars';
import { insertCar, insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let dealerId: number;
let otherDealerId: number;
let sellerId: number;
let staffId: number;
let dealerCarId: number;
let sellerCarId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const dealer = await insertUser(db, {
    account_type: 'Business Account',
    first_name: 'Dara',
    last_name: 'Sok',
    company_name: 'Sok Motors',
    address: 'Street 271, Phnom Penh',
    phone: '+85512345678',
    phone_verified: true,
    profile_pic: '/media/users/dara.jpg',
  });
  dealerId = dealer.id;
  otherDealerId = (await insertUser(db, { account_type: 'Business Account', company_name: 'Other Motors' })).id;
  sellerId = (await insertUser(db, { first_name: 'Private', last_name: 'Seller' })).id;
  staffId = (await insertUser(db, { is_admin: true })).id;
  dealerCarId = (await insertCar(db, { slug: 'sok-camry', dealer_id: dealerId })).id;
  await insertCar(db, { slug: 'sok-auction', dealer_id: dealerId, selling_type: 'auction car' });
  await insertCar(db, { slug: 'sok-local', dealer_id: dealerId, selling_type: 'dealer car', country: 'KH' });
  await insertCar(db, { slug: 'sok-sold', dealer_id: dealerId, status: 'sold' });
  await insertCar(db, { slug: 'sok-draft', dealer_id: dealerId, status: 'draft' });
  await insertCar(db, { slug: 'other-dealer', dealer_id: otherDealerId });
  sellerCarId = (
    await insertCar(db, { slug: 'private', dealer_id: sellerId, selling_type: 'personal car', country: 'KH' })
  ).id;
  await insertCar(db, { slug: 'nobody' });
});
afterAll(() => t.close());

async function slugs(path: string): Promise<string[]> {
  const res = await t.request(path);
  expect(res.status, await res.clone().text()).toBe(200);
  return carPageSchema
    .parse(await res.json())
    .results.map((c) => c.slug)
    .sort();
}

describe('?dealer_id= on the listing endpoints', () => {
  it("lists only that seller's active cars", async () => {
    expect(await slugs(`/api/cars/filter/?dealer_id=${dealerId}`)).toEqual(['sok-auction', 'sok-camry', 'sok-local']);
  });

  it('combines with the selling type, the condition and the other filters', async () => {
    expect(await slugs(`/api/cars/selling-type/auction%20car/filter/?dealer_id=${dealerId}`)).toEqual(['sok-auction']);
    expect(await slugs(`/api/cars/condition/dealer%20car/filter/?dealer_id=${dealerId}`)).toEqual(['sok-local']);
    expect(await slugs(`/api/cars/selling-type/all/filter/?dealer_id=${dealerId}&q=sok-nothing`)).toEqual([]);
  });

  it('takes a comma list of sellers', async () => {
    expect(await slugs(`/api/cars/filter/?dealer_id=${otherDealerId},${sellerId}`)).toEqual([
      'other-dealer',
      'private',
    ]);
  });

  it('narrows the facet counts too', async () => {
    const res = await t.request(`/api/cars/search-filter-data-v3/all/?dealer_id=${dealerId}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { count: number }).count).toBe(3);
  });

  it.each(['abc', '1.5x', '7,x'])('answers a DRF 400 for dealer_id=%s', async (value) => {
    const res = await t.request(`/api/cars/filter/?dealer_id=${value}`);
    expect(res.status).toBe(400);
    // A comma list is checked as dealer_id__in, the lookup it becomes.
    expect(Object.values(await res.json())).toEqual([['Enter a number.']]);
  });
});

describe('GET /api/dealers/{id}/', () => {
  it("gives a Business Account's public profile with its count of active listings", async () => {
    const res = await t.request(`/api/dealers/${dealerId}/`);
    expect(res.status).toBe(200);
    const body = dealerProfileSchema.parse(await res.json());
    expect(body).toEqual({
      id: dealerId,
      name: 'Dara Sok',
      company_name: 'Sok Motors',
      address: 'Street 271, Phnom Penh',
      phone: '+85512345678',
      profilePic: expect.stringMatching(/^https?:\/\/[^/]+\/media\/users\/dara\.jpg$/),
      car_count: 3,
    });
    expect(Object.keys(await (await t.request(`/api/dealers/${dealerId}/`)).json())).not.toContain('email');
  });

  it('counts zero for a dealer without active listings', async () => {
    const lone = await insertUser(t.database.db, { account_type: 'Business Account' });
    const res = await t.request(`/api/dealers/${lone.id}/`);
    expect(dealerProfileSchema.parse(await res.json()).car_count).toBe(0);
  });

  it('is a 404 for private sellers, staff, inactive dealers, unknown and malformed ids', async () => {
    const inactive = await insertUser(t.database.db, { account_type: 'Business Account', is_active: false });
    for (const id of [sellerId, staffId, inactive.id, 987654, 'abc', '-1', '1.5']) {
      const res = await t.request(`/api/dealers/${id}/`);
      expect(res.status, String(id)).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('the dealer on the car page', () => {
  it('says whether the seller is a Business Account (and so has a dealer page)', async () => {
    const dealerCar = carDetailSchema.parse(await (await t.request(`/api/car/${dealerCarId}/`)).json());
    expect(dealerCar.dealer).toMatchObject({ id: dealerId, is_dealer: true });
    const privateCar = carDetailSchema.parse(await (await t.request(`/api/car/${sellerCarId}/`)).json());
    expect(privateCar.dealer).toMatchObject({ id: sellerId, is_dealer: false });
  });
});
