// Dealer listing media: YouTube video links and gallery uploads (type sniffing, size cap, order, ownership).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { carDetailSchema } from '@/lib/contract/cars';
import { GALLERY_MAX_BYTES, carVideoResponseSchema, galleryImageSchema } from '@/lib/contract/dealer';
import { signToken } from '@/server/auth/jwt';
import { insertCar, insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let dealerA: string;
let dealerB: string;
let carId: number;
let png: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await insertUser(db, { account_type: 'Business Account' });
  dealerA = (await signToken(a.id, 'access')).token;
  dealerB = (await signToken((await insertUser(db, { account_type: 'Business Account' })).id, 'access')).token;
  carId = (await insertCar(db, { dealer_id: a.id, cover_image: '' })).id;
  png = new Uint8Array(
    await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c33' } })
      .png()
      .toBuffer(),
  );
});
afterAll(() => t.close());

function upload(bytes: Uint8Array<ArrayBuffer>, token = dealerA, car = carId, name = 'photo.png', type = 'image/png') {
  const form = new FormData();
  form.set('car', String(car));
  form.set('image', new File([bytes], name, { type }));
  return t.request('/api/dealer/cargallery/create/', { method: 'POST', body: form, token });
}

describe('car video', () => {
  it('stores the privacy embed URL of any accepted YouTube link form', async () => {
    const res = await t.request('/api/dealer/carvideo/create/', {
      method: 'POST',
      json: { car: carId, video_url: 'https://www.youtube.com/shorts/dQw4w9WgXcQ' },
      token: dealerA,
    });
    expect(res.status).toBe(201);
    expect(carVideoResponseSchema.parse(await res.json()).video).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    const update = await t.request(`/api/dealer/carvideo/${carId}/update/`, {
      method: 'PUT',
      json: { video_url: 'https://youtu.be/abcdefghijk' },
      token: dealerA,
    });
    expect(update.status).toBe(200);
    // The dealer's own view: a listing without photos is not on the public site yet (decision 046).
    const car = carDetailSchema.parse(await (await t.request(`/api/dealer/cars/${carId}/`, { token: dealerA })).json());
    expect(car.video).toBe('https://www.youtube-nocookie.com/embed/abcdefghijk');
  });

  it('refuses other links with a DRF 400', async () => {
    const res = await t.request('/api/dealer/carvideo/create/', {
      method: 'POST',
      json: { car: carId, video_url: 'https://vimeo.com/1' },
      token: dealerA,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ video_url: ['Enter a YouTube link with an 11-character video id.'] });
  });
});

describe('gallery', () => {
  it('re-encodes an upload to WebP at most 1600 px wide, appends it and lets the dealer reorder and delete', async () => {
    const first = galleryImageSchema.parse(await (await upload(png)).json());
    expect(first.image).toMatch(/^http:\/\/testserver\/media\/uploads\/cars\/.+\.webp$/);
    expect([first.width, first.height, first.position]).toEqual([1600, 800, 0]);
    const jpeg = new Uint8Array(await sharp(png).jpeg().toBuffer());
    const secondRes = await upload(jpeg, dealerA, carId, 'x.jpg', 'image/jpeg');
    expect(secondRes.status).toBe(201);
    const second = galleryImageSchema.parse(await secondRes.json());
    expect(second.position).toBe(1);

    const moved = await t.request(`/api/dealer/cargallery/${second.id}/update/`, {
      method: 'PUT',
      json: { position: 0 },
      token: dealerA,
    });
    expect(galleryImageSchema.parse(await moved.json()).position).toBe(0);
    let car = carDetailSchema.parse(await (await t.request(`/api/car/${carId}/`)).json());
    expect(car.images.map((i) => i.id)).toEqual([second.id, first.id]);
    expect(car.cover_image).toBe(second.image);

    expect(
      (await t.request(`/api/dealer/cargallery/${first.id}/delete/`, { method: 'DELETE', token: dealerB })).status,
    ).toBe(404);
    expect(
      (
        await t.request(`/api/dealer/cargallery/${first.id}/update/`, {
          method: 'PUT',
          json: { position: 0 },
          token: dealerB,
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.request(`/api/dealer/cargallery/${first.id}/delete/`, { method: 'DELETE', token: dealerA })).status,
    ).toBe(204);
    car = carDetailSchema.parse(await (await t.request(`/api/car/${carId}/`)).json());
    expect(car.images.map((i) => i.id)).toEqual([second.id]);
  });

  it.each([
    ['a GIF', new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0])],
    ['text named .png', new TextEncoder().encode('not an image at all')],
    ['a truncated PNG', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0])],
  ])('refuses %s with a DRF 400', async (_, bytes) => {
    const res = await upload(bytes);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      image: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'],
    });
  });

  it('refuses files over 10 MB', async () => {
    const big = new Uint8Array(GALLERY_MAX_BYTES + 1);
    big.set(png.subarray(0, 8));
    const res = await upload(big);
    expect([400, 413]).toContain(res.status);
    expect(JSON.stringify(await res.json())).toMatch(/10 MB/);
  });

  it('needs a car the dealer owns and an image', async () => {
    expect((await upload(png, dealerB)).status).toBe(404);
    const form = new FormData();
    form.set('car', String(carId));
    const res = await t.request('/api/dealer/cargallery/create/', { method: 'POST', body: form, token: dealerA });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ image: ['No file was submitted.'] });
    const noCar = new FormData();
    noCar.set('image', new File([png], 'a.png'));
    expect(
      await (await t.request('/api/dealer/cargallery/create/', { method: 'POST', body: noCar, token: dealerA })).json(),
    ).toEqual({ car: ['This field is required.'] });
  });
});
