// GET /api/car/{id or slug}/ and the saved-cars endpoints: 404s, is_saved per user, idempotence and isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSPECTION_FIELDS, carDetailSchema, carPageSchema, savedCarResponseSchema } from '@/lib/contract/cars';
import { signToken } from '@/server/auth/jwt';
import { carPriceHistory, inspectionReports } from '@/server/db/schema';
import { insertCar, insertCarImage, insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let alice: string;
let bob: string;
let carId: number;
let otherId: number;
let draftId: number;
let dealerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const dealer = await insertUser(db, {
    account_type: 'Business Account',
    first_name: 'Dara',
    last_name: 'Sok',
    company_name: 'Sok Motors',
    phone: '+85512345678',
    phone_verified: true,
  });
  dealerId = dealer.id;
  const car = await insertCar(db, {
    slug: '2018-toyota-camry-se',
    dealer_id: dealer.id,
    cover_image: '',
    video: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  });
  carId = car.id;
  await insertCarImage(db, car.id, '/media/cars/b.jpg', 1);
  await insertCarImage(db, car.id, '/media/cars/a.jpg', 0);
  await db
    .insert(inspectionReports)
    .values({ car_id: car.id, fields: { inspection_vin: '1HGCM82633A004352', inspected_by: 'Vanna', keys_count: 2 } });
  await db.insert(carPriceHistory).values([
    { car_id: car.id, price: 22_000, changed_at: new Date('2025-01-01T00:00:00Z') },
    { car_id: car.id, price: 20_000, changed_at: new Date('2025-02-01T00:00:00Z') },
  ]);
  otherId = (await insertCar(db, { slug: 'other' })).id;
  draftId = (await insertCar(db, { slug: 'draft', status: 'draft' })).id;
  alice = (await signToken((await insertUser(db)).id, 'access')).token;
  bob = (await signToken((await insertUser(db)).id, 'access')).token;
});
afterAll(() => t.close());

const detail = async (key: string | number, token?: string) => {
  const res = await t.request(`/api/car/${key}/`, { token });
  expect(res.status).toBe(200);
  return carDetailSchema.parse(await res.json());
};
const change = (action: 'add' | 'remove', body: unknown, token?: string) =>
  t.request(`/api/usermgmt/${action}-car-to-saved-list/`.replace('remove-car-to', 'remove-car-from'), {
    method: 'POST',
    json: body,
    token,
  });
const savedSlugs = async (token: string) => {
  const res = await t.request('/api/usermgmt/saved-cars/', { token });
  expect(res.status).toBe(200);
  return carPageSchema.parse(await res.json()).results.map((c) => c.slug);
};

describe('GET /api/car/{id}/', () => {
  it('returns the car page data by id and by slug', async () => {
    const res = await t.request(`/api/car/${carId}/`);
    const body = (await res.json()) as Record<string, unknown>;
    // Exactly the contract's fields: no internal columns (search_name, dealer_id, updated_at) leak out.
    expect(Object.keys(body).sort()).toEqual(Object.keys(carDetailSchema.shape).sort());
    const car = carDetailSchema.parse(body);
    expect(car.slug).toBe('2018-toyota-camry-se');
    expect(car.images.map((i) => i.image)).toEqual([
      'http://testserver/media/cars/a.jpg',
      'http://testserver/media/cars/b.jpg',
    ]);
    expect(car.cover_image).toBe('http://testserver/media/cars/a.jpg');
    expect(car.video).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(Object.keys(car.inspection ?? {})).toEqual([...INSPECTION_FIELDS]);
    expect(car.inspection?.inspected_by).toBe('Vanna');
    expect(car.inspection?.tread_depth_remaining).toBeNull();
    expect(car.dealer).toEqual({
      id: dealerId,
      name: 'Dara Sok',
      company_name: 'Sok Motors',
      phone: '+85512345678',
      profilePic: null,
      is_dealer: true,
    });
    expect(car.price_history.map((p) => p.price)).toEqual([22_000, 20_000]);
    expect(car.is_saved).toBe(false);
    expect((await detail('2018-toyota-camry-se')).id).toBe(carId);
    expect((await detail(otherId)).inspection).toBeNull();
  });

  it.each([() => String(draftId), () => '999999', () => 'no-such-slug', () => '99999999999999'])(
    '404s for drafts and unknown cars',
    async (key) => {
      const res = await t.request(`/api/car/${key()}/`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Not found.' });
    },
  );
});

describe('saved cars', () => {
  it('needs a login', async () => {
    expect((await change('add', { car_id: carId })).status).toBe(401);
    expect((await t.request('/api/usermgmt/saved-cars/')).status).toBe(401);
  });

  it('saves idempotently, shows is_saved only to the saver and keeps lists apart', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await change('add', { car_id: carId }, alice);
      expect(res.status).toBe(200);
      expect(savedCarResponseSchema.parse(await res.json()).is_saved).toBe(true);
    }
    expect(await savedSlugs(alice)).toEqual(['2018-toyota-camry-se']);
    expect(await savedSlugs(bob)).toEqual([]);
    expect((await detail(carId, alice)).is_saved).toBe(true);
    expect((await detail(carId, bob)).is_saved).toBe(false);
    expect((await detail(carId)).is_saved).toBe(false);

    expect((await change('add', { car_id: String(otherId) }, bob)).status).toBe(200);
    expect(await savedSlugs(bob)).toEqual(['other']);
    // Bob removing Alice's car touches only Bob's list.
    expect((await change('remove', { car_id: carId }, bob)).status).toBe(200);
    expect(await savedSlugs(alice)).toEqual(['2018-toyota-camry-se']);

    for (let i = 0; i < 2; i++) expect((await change('remove', { car_id: carId }, alice)).status).toBe(200);
    expect(await savedSlugs(alice)).toEqual([]);
    expect((await detail(carId, alice)).is_saved).toBe(false);
  });

  it.each([
    [{}, 'This field is required.'],
    [{ car_id: 'abc' }, 'A valid integer is required.'],
    [{ car_id: 999_999 }, 'Invalid pk "999999" - object does not exist.'],
  ])('rejects %j with a DRF 400', async (body, message) => {
    const res = await change('add', body, alice);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ car_id: [message] });
  });

  it('does not save drafts, and 404s past the last page', async () => {
    expect((await change('add', { car_id: draftId }, alice)).status).toBe(400);
    expect((await t.request('/api/usermgmt/saved-cars/?page=2', { token: alice })).status).toBe(404);
  });
});
