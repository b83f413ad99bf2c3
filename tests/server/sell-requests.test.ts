// Sell your car: the multipart request with photos, every field's 400, who may list and update requests.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELL_PHOTO_MAX_BYTES, sellRequestPageSchema, sellRequestSchema } from '@/lib/contract/sell-requests';
import { signToken } from '@/server/auth/jwt';
import { sellRequests } from '@/server/db/schema';
import { getStorage } from '@/server/storage';
import { insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let png: Uint8Array<ArrayBuffer>;
let customer: { id: number; token: string };
let customer2: { id: number; token: string };
let staff: string;

const tokenFor = async (id: number) => (await signToken(id, 'access')).token;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await insertUser(db, { email: 'seller@example.com' });
  const b = await insertUser(db, { email: 'other@example.com' });
  customer = { id: a.id, token: await tokenFor(a.id) };
  customer2 = { id: b.id, token: await tokenFor(b.id) };
  staff = await tokenFor((await insertUser(db, { is_admin: true })).id);
  png = new Uint8Array(
    await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer(),
  );
});
afterAll(() => t.close());

const valid: Record<string, string> = {
  name: 'Sokha Chan',
  phone: '+855 12 345 678',
  email: 'sokha@example.com',
  year: '2018',
  make: 'Toyota',
  model: 'Camry',
  trim: 'SE',
  mileage: '54000',
  vin: '1HGCM82633A004352',
  asking_price: '$18,500',
  location: 'Phnom Penh',
  condition: 'good',
  description: 'One owner, full service history.',
};

let address = 0;
function send(
  fields: Record<string, string | undefined>,
  photos: File[] = [],
  init: { token?: string; ip?: string } = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  for (const photo of photos) form.append('photos', photo);
  return t.request('/api/sell-requests/', {
    method: 'POST',
    body: form,
    token: init.token,
    headers: { 'x-forwarded-for': init.ip ?? `192.0.2.${++address}` },
  });
}

const photo = (name = 'car.png', bytes: Uint8Array<ArrayBuffer> = png, type = 'image/png') =>
  new File([bytes], name, { type });

async function errorsFor(fields: Record<string, string | undefined>, photos: File[] = []) {
  const res = await send(fields, photos);
  expect(res.status).toBe(400);
  return (await res.json()) as Record<string, string[]>;
}

describe('POST /api/sell-requests/', () => {
  it('saves an anonymous request with its photos re-encoded and stored, and answers 201 with a reference', async () => {
    const res = await send(valid, [
      photo('front.png'),
      photo('back.jpg', new Uint8Array(await sharp(png).jpeg().toBuffer()), 'image/jpeg'),
    ]);
    expect(res.status).toBe(201);
    const request = sellRequestSchema.parse(await res.json());
    expect(request).toMatchObject({
      name: 'Sokha Chan',
      phone: '+855 12 345 678',
      email: 'sokha@example.com',
      year: 2018,
      make: 'Toyota',
      model: 'Camry',
      mileage: 54000,
      vin: '1HGCM82633A004352',
      asking_price: 18500,
      location: 'Phnom Penh',
      country: 'KH',
      condition: 'good',
      status: 'new',
      user: null,
      reference: `SR-${String(request.id).padStart(6, '0')}`,
    });
    expect(request.photos).toHaveLength(2);
    for (const url of request.photos) {
      expect(url).toMatch(/^http:\/\/testserver\/media\/uploads\/sell-requests\/.+\.webp$/);
      const key = new URL(url).pathname.replace('/media/uploads/', '');
      const stored = await getStorage().get(key);
      expect(stored?.contentType).toBe('image/webp');
      const bytes = new Uint8Array(await new Response(stored!.body).arrayBuffer());
      expect((await sharp(bytes).metadata()).width).toBe(1600);
    }
  });

  it('accepts a request without photos, VIN or price, and a JDM chassis number or a US state', async () => {
    const res = await send({ ...valid, vin: '', asking_price: '', location: 'Texas' });
    expect(res.status).toBe(201);
    expect(sellRequestSchema.parse(await res.json())).toMatchObject({
      vin: null,
      asking_price: null,
      photos: [],
      country: 'US',
    });
    const jdm = await send({ ...valid, vin: 'jzx100-0012345' });
    expect(sellRequestSchema.parse(await jdm.json()).vin).toBe('JZX100-0012345');
  });

  it("links a signed-in user and takes their account's e-mail when the field is blank", async () => {
    const res = await send({ ...valid, email: undefined }, [], { token: customer.token });
    expect(res.status).toBe(201);
    const request = sellRequestSchema.parse(await res.json());
    expect(request).toMatchObject({ user: customer.id, email: 'seller@example.com' });
    const [row] = await t.database.db.select().from(sellRequests).where(eq(sellRequests.id, request.id));
    expect(row?.user_id).toBe(customer.id);
  });

  it('needs an e-mail from a visitor', async () => {
    expect(await errorsFor({ ...valid, email: undefined })).toEqual({ email: ['This field is required.'] });
    expect(await errorsFor({ ...valid, email: 'nope' })).toEqual({ email: ['Enter a valid email address.'] });
  });

  it('reports every missing field at once in DRF words', async () => {
    expect(await errorsFor({})).toEqual({
      name: ['This field is required.'],
      phone: ['This field is required.'],
      email: ['This field is required.'],
      year: ['This field is required.'],
      make: ['This field is required.'],
      model: ['This field is required.'],
      mileage: ['This field is required.'],
      location: ['This field is required.'],
      condition: ['This field is required.'],
    });
  });

  it.each([
    ['name', '', 'This field may not be blank.'],
    ['name', 'x'.repeat(121), 'Ensure this field has no more than 120 characters.'],
    ['phone', 'call me', 'Enter a valid phone number.'],
    ['phone', '+855 12', 'Enter a valid phone number.'],
    ['year', '1959', 'Ensure this value is greater than or equal to 1960.'],
    ['year', '2027', 'Ensure this value is less than or equal to 2026.'],
    ['year', 'new', 'A valid integer is required.'],
    ['make', '   ', 'This field may not be blank.'],
    ['mileage', '-1', 'Ensure this value is greater than or equal to 0.'],
    ['mileage', '12.5', 'A valid integer is required.'],
    ['vin', '1HGCM82633A004353', 'Enter a valid VIN or chassis number.'],
    ['asking_price', 'ten thousand', 'A valid integer is required.'],
    ['location', 'Bangkok', '"Bangkok" is not a valid choice.'],
    ['condition', 'mint', '"mint" is not a valid choice.'],
    ['description', 'x'.repeat(5001), 'Ensure this field has no more than 5000 characters.'],
  ])('refuses a bad %s', async (field, value, message) => {
    expect(await errorsFor({ ...valid, [field]: value })).toEqual({ [field]: [message] });
  });

  it.each([
    [
      'a GIF',
      new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]),
      'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
    ],
    [
      'text named .png',
      new TextEncoder().encode('not an image at all'),
      'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
    ],
    [
      'a truncated PNG',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]),
      'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
    ],
    ['an empty file', new Uint8Array(0), 'The submitted file is empty.'],
  ])('refuses %s as a photo, naming the file, and stores nothing', async (_, bytes, message) => {
    const before = await t.database.db.$count(sellRequests);
    expect(await errorsFor(valid, [photo('good.png'), photo('bad.png', bytes as Uint8Array<ArrayBuffer>)])).toEqual({
      photos: [`bad.png: ${message}`],
    });
    expect(await t.database.db.$count(sellRequests)).toBe(before);
  });

  it('lists field and photo errors together', async () => {
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]);
    const errors = await errorsFor({ ...valid, make: '' }, [photo('x.gif', gif, 'image/gif')]);
    expect(Object.keys(errors).sort()).toEqual(['make', 'photos']);
  });

  it('checks a JSON body the same way, which cannot carry photos', async () => {
    const post = (json: unknown) =>
      t.request('/api/sell-requests/', {
        method: 'POST',
        json,
        headers: { 'x-forwarded-for': `192.0.2.${++address}` },
      });
    const ok = await post({ ...valid, year: 2018, mileage: 54000 });
    expect(ok.status).toBe(201);
    expect(sellRequestSchema.parse(await ok.json())).toMatchObject({ year: 2018, photos: [] });
    expect(await (await post({ ...valid, photos: ['data:image/png;base64,AAAA'] })).json()).toEqual({
      photos: ['Photo 1: The submitted data was not a file. Check the encoding type on the form.'],
    });
    expect(await (await post([valid])).json()).toEqual({
      non_field_errors: ['Invalid data. Expected a dictionary, but got list.'],
    });
  });

  it('refuses more than ten photos and photos over 10 MB', async () => {
    const tiny = new Uint8Array(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    const eleven = Array.from({ length: 11 }, (_, i) => photo(`p${i}.png`, tiny));
    expect(await errorsFor(valid, eleven)).toEqual({ photos: ['Ensure this field has no more than 10 elements.'] });
    const big = new Uint8Array(SELL_PHOTO_MAX_BYTES + 1);
    big.set(png.subarray(0, 8));
    expect(await errorsFor(valid, [photo('huge.png', big)])).toEqual({
      photos: ['huge.png: The file is too large: at most 10 MB.'],
    });
  });

  it('answers 413 for a body larger than ten full-size photos', async () => {
    const res = await t.request('/api/sell-requests/', {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(120 * 1024 * 1024),
        'x-forwarded-for': '192.0.2.250',
      },
      body: '--x--',
    });
    expect(res.status).toBe(413);
  });

  it('throttles a visitor after five requests an hour', async () => {
    const ip = '198.18.0.9';
    for (let i = 0; i < 5; i++) expect((await send(valid, [], { ip })).status).toBe(201);
    const res = await send(valid, [], { ip });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('listing and updating', () => {
  it('lets a customer see only their own requests', async () => {
    await send(valid, [], { token: customer2.token });
    const mine = sellRequestPageSchema.parse(
      await (await t.request('/api/sell-requests/mine/', { token: customer2.token })).json(),
    );
    expect(mine.count).toBe(1);
    expect(mine.results.every((r) => r.user === customer2.id)).toBe(true);
    const first = sellRequestPageSchema.parse(
      await (await t.request('/api/sell-requests/mine/', { token: customer.token })).json(),
    );
    expect(first.results.every((r) => r.user === customer.id)).toBe(true);
    expect((await t.request('/api/sell-requests/mine/')).status).toBe(401);
  });

  it('gives the full list to staff only, newest first, filtered by status', async () => {
    expect((await t.request('/api/sell-requests/')).status).toBe(401);
    expect((await t.request('/api/sell-requests/', { token: customer.token })).status).toBe(403);
    const res = await t.request('/api/sell-requests/', { token: staff });
    expect(res.status).toBe(200);
    const page = sellRequestPageSchema.parse(await res.json());
    expect(page.count).toBeGreaterThan(3);
    const ids = page.results.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await t.request('/api/sell-requests/?page=99', { token: staff })).status).toBe(404);
    const bad = await t.request('/api/sell-requests/?status=sold', { token: staff });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ status: ['Select a valid choice. sold is not one of the available choices.'] });
  });

  it('lets staff move a request to contacted and closed, and no one else', async () => {
    const { id } = sellRequestSchema.parse(await (await send(valid)).json());
    const put = (body: unknown, token?: string, target: string | number = id) =>
      t.request(`/api/sell-requests/${target}/`, { method: 'PUT', json: body, token });
    expect((await put({ status: 'contacted' })).status).toBe(401);
    expect((await put({ status: 'contacted' }, customer.token)).status).toBe(403);
    const res = await put({ status: 'contacted' }, staff);
    expect(res.status).toBe(200);
    expect(sellRequestSchema.parse(await res.json()).status).toBe('contacted');
    const contacted = sellRequestPageSchema.parse(
      await (await t.request('/api/sell-requests/?status=contacted', { token: staff })).json(),
    );
    expect(contacted.results.map((r) => r.id)).toEqual([id]);
    expect(await (await put({ status: 'sold' }, staff)).json()).toEqual({ status: ['"sold" is not a valid choice.'] });
    expect(await (await put({}, staff)).json()).toEqual({ status: ['This field is required.'] });
    expect((await put({ status: 'closed' }, staff, 999999)).status).toBe(404);
    expect((await put({ status: 'closed' }, staff, 'abc')).status).toBe(404);
  });
});
