// Uploads on an S3-compatible bucket (a real s3rver started here): shared by every server, deleted with their
// listing, chat attachments private to the chat, and nothing stored by an upload that was cut off (decision 023).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carDetailSchema } from '@/lib/contract/cars';
import { messageSchema, messagePageSchema } from '@/lib/contract/chat';
import { galleryImageSchema } from '@/lib/contract/dealer';
import { buildApi } from '@/server/api/app';
import { signToken } from '@/server/auth/jwt';
import { getConfig } from '@/server/config';
import { handleMediaRequest } from '@/server/media/http';
import { signUploadPath } from '@/server/media/private-uploads';
import { createMemoryBus } from '@/server/realtime/bus';
import { createS3Storage, getStorage, setStorage, type Storage } from '@/server/storage';
import { call, createCast, openChatAs, type Cast } from '../support/chat';
import { startCutOffServer } from '../support/cut-off-upload';
import { insertCar, insertUser } from '../support/factories';
import { startTestBucket, type TestBucket } from '../support/s3';
import { createTestApp, type TestApp } from '../support/test-app';

let bucket: TestBucket;
let t: TestApp;
/** The second server: its own API and its own storage client on the same database and bucket, nothing on its disk. */
let second: { api: ReturnType<typeof buildApi>; storage: Storage };
let dealer: string;
let dealerId: number;
let png: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  bucket = await startTestBucket();
  setStorage(createS3Storage(bucket.options));
  t = await createTestApp();
  second = {
    api: buildApi({
      getDatabase: async () => t.database,
      getBus: async () => createMemoryBus(),
      logger: pino({ level: 'silent' }),
    }),
    storage: createS3Storage(bucket.options),
  };
  const user = await insertUser(t.database.db, { account_type: 'Business Account' });
  dealerId = user.id;
  dealer = (await signToken(user.id, 'access')).token;
  png = new Uint8Array(
    await sharp({ create: { width: 320, height: 200, channels: 3, background: '#36c' } })
      .png()
      .toBuffer(),
  );
});
afterAll(async () => {
  setStorage(undefined);
  await t?.close();
  await bucket?.close();
});

const keyOf = (url: string) => new URL(url).pathname.replace('/media/uploads/', '');
/** Files on this process's own disk under DATA_DIR/uploads (other test files of this worker may have left some). */
const filesOnDisk = () => readdirSync(getConfig().uploadsDir, { recursive: true }).map(String).sort();

function galleryForm(carId: number): FormData {
  const form = new FormData();
  form.set('car', String(carId));
  form.set('image', new File([png], 'photo.png', { type: 'image/png' }));
  return form;
}

async function uploadPhoto(carId: number) {
  const res = await t.request('/api/dealer/cargallery/create/', {
    method: 'POST',
    body: galleryForm(carId),
    token: dealer,
  });
  expect(res.status).toBe(201);
  return galleryImageSchema.parse(await res.json());
}

describe('car photos on S3', () => {
  it('are stored in the bucket and served by a second server sharing the database and bucket', async () => {
    expect(getStorage().kind).toBe('s3');
    const car = await insertCar(t.database.db, { dealer_id: dealerId, cover_image: '' });
    const photo = await uploadPhoto(car.id);
    const key = keyOf(photo.image);
    expect(await bucket.keys('cars/')).toContain(key);
    expect(existsSync(path.join(getConfig().uploadsDir, key))).toBe(false);

    const detail = carDetailSchema.parse(
      await (await second.api.request(`http://testserver/api/car/${car.id}/`)).json(),
    );
    expect(detail.images.map((i) => i.image)).toEqual([photo.image]);
    const served = await handleMediaRequest(new Request(detail.images[0]!.image), second.storage);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(bytes.byteLength).toBe(Number(served.headers.get('content-length')));
    expect((await sharp(bytes).metadata()).format).toBe('webp');

    const range = await handleMediaRequest(
      new Request(photo.image, { headers: { range: 'bytes=0-3' } }),
      second.storage,
    );
    expect(range.status).toBe(206);
    expect(new TextDecoder().decode(await range.arrayBuffer())).toBe('RIFF');
  });

  it('go with their listing when it is deleted', async () => {
    const car = await insertCar(t.database.db, { dealer_id: dealerId, cover_image: '' });
    const keys = [keyOf((await uploadPhoto(car.id)).image), keyOf((await uploadPhoto(car.id)).image)];
    expect(await bucket.keys('cars/')).toEqual(expect.arrayContaining(keys));
    const res = await t.request(`/api/dealer/cars/${car.id}/delete/`, { method: 'DELETE', token: dealer });
    expect(res.status).toBe(204);
    const left = await bucket.keys('cars/');
    for (const key of keys) {
      expect(left).not.toContain(key);
      expect(
        (await handleMediaRequest(new Request(`http://testserver/media/uploads/${key}`), second.storage)).status,
      ).toBe(404);
    }
  });
});

describe('chat attachments on S3', () => {
  let cast: Cast;
  let chatId: number;
  let file: string;

  beforeAll(async () => {
    cast = await createCast(t);
    const chat = await openChatAs(t, cast.customerA);
    chatId = chat.id;
    const form = new FormData();
    form.set('chat', String(chat.id));
    form.set('file', new File([png], 'scan.png'));
    const res = await call(t, cast.customerA, '/api/chats/messages/create/', { method: 'POST', body: form });
    expect(res.status).toBe(201);
    file = messageSchema.parse(await res.json()).file!;
    // Staff see the same message (with a URL of their own) when they read the chat.
    const page = messagePageSchema.parse(await (await call(t, cast.staff, `/api/chats/${chat.id}/messages/`)).json());
    expect(page.results.map((m) => m.file && keyOf(m.file))).toContain(keyOf(file));
  });

  it('are served to the people the message was given to, privately', async () => {
    expect(await bucket.keys('chat/')).toEqual([keyOf(file)]);
    const res = await handleMediaRequest(new Request(file), second.storage);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);
  });

  it('are 404 to everyone else: no signature, a forged or expired one, whoever asks', async () => {
    const bare = new URL(file);
    bare.search = '';
    const forged = new URL(file);
    forged.searchParams.set('signature', 'A'.repeat(43));
    const expired = new URL(signUploadPath(bare.pathname, Date.now() - 3 * 3600_000), bare.origin);
    const otherKey = new URL(file);
    otherKey.pathname = otherKey.pathname.replace(
      /[0-9a-f](\.png)$/,
      (m, ext: string) => `${m[0] === '0' ? '1' : '0'}${ext}`,
    );
    for (const url of [bare, forged, expired, otherKey]) {
      for (const token of [undefined, cast.customerB.token, cast.customerA.token]) {
        const headers: Record<string, string> = token
          ? { authorization: `Bearer ${token}`, cookie: `token=${token}` }
          : {};
        const res = await handleMediaRequest(new Request(url, { headers }), second.storage);
        expect(res.status, `${url.search || 'unsigned'} as ${token ? 'a user' : 'anonymous'}`).toBe(404);
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    }
    // Nor can customer B or an anonymous caller get a signed URL: for them the chat's messages do not exist.
    expect((await call(t, cast.customerB, `/api/chats/${chatId}/messages/`)).status).toBe(404);
    expect([401, 404]).toContain((await call(t, cast.anonymous, `/api/chats/${chatId}/messages/`)).status);
  });
});

describe('an upload cut off on the way', () => {
  it('stores nothing in the bucket nor on disk', async () => {
    const car = await insertCar(t.database.db, { dealer_id: dealerId, cover_image: '' });
    const before = await bucket.keys();
    const onDisk = filesOnDisk();
    const server = await startCutOffServer(t.api);
    try {
      await server.cutOff(
        '/api/dealer/cargallery/create/',
        dealer,
        { car: String(car.id) },
        { field: 'image', name: 'photo.png', bytes: png },
      );
    } finally {
      await server.close();
    }
    expect(await bucket.keys()).toEqual(before);
    expect(filesOnDisk()).toEqual(onDisk);
    const photos = carDetailSchema.parse(
      await (await t.request(`/api/dealer/cars/${car.id}/`, { token: dealer })).json(),
    ).images;
    expect(photos).toEqual([]);
  });
});
