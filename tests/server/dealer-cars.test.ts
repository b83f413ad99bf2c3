// Dealer listings: the ownership matrix, create/update/delete with VIN rules and price history, and tool counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { carDetailSchema } from '@/lib/contract/cars';
import { dealerCarPageSchema, dealerToolsSchema, galleryImageSchema } from '@/lib/contract/dealer';
import { signToken } from '@/server/auth/jwt';
import { savedCars } from '@/server/db/schema';
import { insertCar, insertCarImage, insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const tokens: Record<'customer' | 'dealerA' | 'dealerB' | 'staff', string> = {
  customer: '',
  dealerA: '',
  dealerB: '',
  staff: '',
};
let carA: number;
let draftA: number;

const token = async (values: Parameters<typeof insertUser>[1]) =>
  (await signToken((await insertUser(t.database.db, values)).id, 'access')).token;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const dealerA = await insertUser(db, { account_type: 'Business Account' });
  tokens.dealerA = (await signToken(dealerA.id, 'access')).token;
  tokens.dealerB = await token({ account_type: 'Business Account' });
  tokens.customer = await token({});
  tokens.staff = await token({ is_admin: true });
  carA = (await insertCar(db, { slug: 'a-active', dealer_id: dealerA.id })).id;
  draftA = (await insertCar(db, { slug: 'a-draft', dealer_id: dealerA.id, status: 'draft' })).id;
  await insertCar(db, { slug: 'a-sold', dealer_id: dealerA.id, status: 'sold' });
  await insertCar(db, { slug: 'nobodys' });
  await db.insert(savedCars).values({ user_id: (await insertUser(db)).id, car_id: carA });
});
afterAll(() => t.close());

const newCar = {
  year: 2019,
  make_name: 'Toyota',
  model_name: 'Corolla',
  trim_name: 'LE',
  price: 15000,
  selling_type: 'us dealer',
};

describe('who may use the dealer endpoints', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/dealer/cars/'],
    ['GET', '/api/dealer/tools/'],
    ['POST', '/api/dealer/cars/create/', newCar],
    ['GET', '/api/dealer/cars/1/'],
    ['PUT', '/api/dealer/cars/1/update/', { price: 1 }],
    ['DELETE', '/api/dealer/cars/1/delete/'],
    ['POST', '/api/dealer/carvideo/create/', { car: 1, video_url: 'https://youtu.be/dQw4w9WgXcQ' }],
    ['PUT', '/api/dealer/cargallery/1/update/', { position: 0 }],
    ['DELETE', '/api/dealer/cargallery/1/delete/'],
  ];
  it.each(calls)('%s %s: anonymous 401, customer 403', async (method, path, json) => {
    expect((await t.request(path, { method, json })).status).toBe(401);
    const res = await t.request(path, { method, json, token: tokens.customer });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
  });

  it("dealer B gets 404 for dealer A's listing on every verb; staff may manage it", async () => {
    for (const [method, path, json] of [
      ['GET', `/api/dealer/cars/${carA}/`],
      ['PUT', `/api/dealer/cars/${carA}/update/`, { price: 1 }],
      ['DELETE', `/api/dealer/cars/${carA}/delete/`],
      ['POST', '/api/dealer/carvideo/create/', { car: carA, video_url: 'https://youtu.be/dQw4w9WgXcQ' }],
      ['PUT', `/api/dealer/carvideo/${carA}/update/`, { video_url: 'https://youtu.be/dQw4w9WgXcQ' }],
    ] as const) {
      const res = await t.request(path, { method, json, token: tokens.dealerB });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await t.request(`/api/dealer/cars/${carA}/`, { token: tokens.staff })).status).toBe(200);
    expect((await t.request(`/api/dealer/cars/${carA}/`, { token: tokens.dealerA })).status).toBe(200);
    expect((await t.request('/api/dealer/cars/abc/', { token: tokens.dealerA })).status).toBe(404);
  });
});

describe('listing management', () => {
  it("lists the dealer's own cars of every status and counts them in the tools", async () => {
    const res = await t.request('/api/dealer/cars/', { token: tokens.dealerA });
    const page = dealerCarPageSchema.parse(await res.json());
    expect(page.results.map((c) => c.slug).sort()).toEqual(['a-active', 'a-draft', 'a-sold']);
    const b = dealerCarPageSchema.parse(await (await t.request('/api/dealer/cars/', { token: tokens.dealerB })).json());
    expect(b.count).toBe(0);
    const tools = dealerToolsSchema.parse(
      await (await t.request('/api/dealer/tools/', { token: tokens.dealerA })).json(),
    );
    expect(tools).toEqual({ total: 3, active: 1, sold: 1, draft: 1, saved_count: 1 });
    expect((await t.request(`/api/dealer/cars/${draftA}/`, { token: tokens.dealerA })).status).toBe(200);
  });

  it('creates, updates (recording price changes) and deletes a listing', async () => {
    const created = await t.request('/api/dealer/cars/create/', {
      method: 'POST',
      json: { ...newCar, vin: '1hgcm82633a004352' },
      token: tokens.dealerB,
    });
    expect(created.status).toBe(201);
    const car = carDetailSchema.parse(await created.json());
    expect(car.vin).toBe('1HGCM82633A004352');
    expect(car.vehicle_name).toBe('2019 Toyota Corolla LE');
    expect(car.slug).toMatch(/^2019-toyota-corolla-le-[0-9a-f]{6}$/);
    // A new listing is a draft: not on the site until it has a photo and is published (decisions 046, 053).
    expect(car.status).toBe('draft');
    expect((await t.request(`/api/car/${car.id}/`)).status).toBe(404);
    await insertCarImage(t.database.db, car.id, '/media/cars/corolla.webp');
    expect((await t.request(`/api/car/${car.id}/`)).status).toBe(404);

    const update = (json: unknown) =>
      t.request(`/api/dealer/cars/${car.id}/update/`, { method: 'PUT', json, token: tokens.dealerB });
    expect((await update({ status: 'active' })).status).toBe(200);
    expect((await t.request(`/api/car/${car.id}/`)).status).toBe(200);
    expect((await update({ price: 14000 })).status).toBe(200);
    expect((await update({ price: 14000, mileage: 100 })).status).toBe(200);
    const updated = carDetailSchema.parse(await (await update({ price: 13500 })).json());
    expect(updated.price_history.map((p) => p.price)).toEqual([15000, 14000, 13500]);
    expect(updated.mileage).toBe(100);
    expect(updated.model_name).toBe('Corolla');

    const deleted = await t.request(`/api/dealer/cars/${car.id}/delete/`, { method: 'DELETE', token: tokens.dealerB });
    expect(deleted.status).toBe(204);
    expect((await t.request(`/api/car/${car.id}/`)).status).toBe(404);
    expect((await t.request(`/api/dealer/cars/${car.id}/`, { token: tokens.dealerB })).status).toBe(404);
  });

  it.each([
    ['1HGCM82633A004352', 201],
    ['1HGCM82633A004353', 400],
    ['1HGCM8263', 400],
    ['JZX100-0012345', 201],
    ['', 201],
  ])('VIN %s → %i', async (vin, status) => {
    const res = await t.request('/api/dealer/cars/create/', {
      method: 'POST',
      json: { ...newCar, vin },
      token: tokens.dealerA,
    });
    expect(res.status).toBe(status);
    if (status === 400) expect(await res.json()).toEqual({ vin: ['Enter a valid VIN or chassis number.'] });
  });

  it('rejects bad bodies with DRF 400s, never a 5xx', async () => {
    const res = await t.request('/api/dealer/cars/create/', {
      method: 'POST',
      json: { price: 'cheap', selling_type: 'featured car' },
      token: tokens.dealerA,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      year: ['This field is required.'],
      price: ['A valid integer is required.'],
      selling_type: ['"featured car" is not a valid choice.'],
    });
    const bad = await t.request(`/api/dealer/cars/${carA}/update/`, {
      method: 'PUT',
      json: { year: 'new' },
      token: tokens.dealerA,
    });
    expect(bad.status).toBe(400);
  });
});

describe('a new listing is a draft until it has a photo (decision 053)', () => {
  const create = (json: Record<string, unknown>, token = tokens.dealerB) =>
    t.request('/api/dealer/cars/create/', { method: 'POST', json: { ...newCar, ...json }, token });
  const count = async () =>
    dealerCarPageSchema.parse(await (await t.request('/api/dealer/cars/', { token: tokens.dealerB })).json()).count;

  it('refuses "active" on create with a sentence saying what to do, and saves nothing', async () => {
    const before = await count();
    const res = await create({ status: 'active' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      status: [
        'A new listing has no photos yet: create it as a draft, add its photos, then publish it with status "active".',
      ],
    });
    expect(await count()).toBe(before);
  });

  it('saves a create without a status as a draft, and says so', async () => {
    const res = await create({});
    expect(res.status).toBe(201);
    const car = carDetailSchema.parse(await res.json());
    expect(car.status).toBe('draft');
    expect((await t.request(`/api/car/${car.id}/`)).status).toBe(404);
  });

  it("the site form's flow: a draft, its photo through the gallery API, then published and public", async () => {
    const created = await create({ status: 'draft' });
    expect(created.status).toBe(201);
    const { id } = carDetailSchema.parse(await created.json());
    const publish = () =>
      t.request(`/api/dealer/cars/${id}/update/`, { method: 'PUT', json: { status: 'active' }, token: tokens.dealerB });
    // Publishing before the photo arrives is still refused.
    expect((await publish()).status).toBe(400);

    const photo = new FormData();
    photo.set('car', String(id));
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    photo.set('image', new File([new Uint8Array(png)], 'front.png', { type: 'image/png' }));
    const uploaded = await t.request('/api/dealer/cargallery/create/', {
      method: 'POST',
      body: photo,
      token: tokens.dealerB,
    });
    expect(uploaded.status).toBe(201);
    expect(galleryImageSchema.parse(await uploaded.json()).car).toBe(id);

    const published = await publish();
    expect(published.status).toBe(200);
    expect(carDetailSchema.parse(await published.json()).status).toBe('active');
    const page = await t.request(`/api/car/${id}/`);
    expect(page.status).toBe(200);
    expect(carDetailSchema.parse(await page.json()).images).toHaveLength(1);
  });
});
