// Record files on an S3-compatible bucket (a real s3rver, decisions 023 and 040): a staff upload stores the picture and
// its thumbnail in the bucket (nothing on disk), another server's storage client serves them by signed link only,
// and deleting the file removes both objects; deleting a car sale's files leaves nothing behind.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordFileSchema } from '@/lib/contract/record-files';
import { handleMediaRequest } from '@/server/media/http';
import { deleteCarSaleFiles, removeStoredFiles } from '@/server/modules/orders/record-files';
import { createS3Storage, setStorage } from '@/server/storage';
import { startTestBucket, type TestBucket } from '../support/s3';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld, type World } from './orders-fixtures';

let bucket: TestBucket;
let t: TestApp;
let w: World;
let png: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  bucket = await startTestBucket('record-files-test');
  setStorage(createS3Storage(bucket.options));
  t = await createTestApp();
  w = await buildWorld(t.database.db);
  png = new Uint8Array(
    await sharp({ create: { width: 900, height: 600, channels: 3, background: '#a63' } })
      .png()
      .toBuffer(),
  );
});
afterAll(async () => {
  setStorage(undefined);
  await t?.close();
  await bucket?.close();
});

async function upload(shippingId: number) {
  const form = new FormData();
  form.set('collection', 'images');
  form.set('file', new File([png], 'arrival.png', { type: 'image/png' }));
  const res = await t.request(`/api/v2/orders/shippings/${shippingId}/files/create/`, {
    method: 'POST',
    body: form,
    token: w.tokens.staff,
  });
  expect(res.status).toBe(201);
  return recordFileSchema.parse(await res.json());
}

const keyOf = (url: string) => new URL(url).pathname.replace('/media/uploads/', '');

describe('record files on S3', () => {
  it('stores the picture and its thumbnail in the bucket, serves them signed from any server and deletes both', async () => {
    const file = await upload(w.cars.A.shipping);
    const keys = [keyOf(file.file), keyOf(file.thumbnail!)];
    expect(await bucket.keys('records/')).toEqual(expect.arrayContaining(keys));

    const otherServer = createS3Storage(bucket.options);
    const served = await handleMediaRequest(new Request(file.thumbnail!), otherServer);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toMatch(/^private/);
    const unsigned = await handleMediaRequest(new Request(file.file.split('?')[0]!), otherServer);
    expect(unsigned.status).toBe(404);

    const res = await t.request(`/api/v2/orders/shippings/${w.cars.A.shipping}/files/${file.id}/delete/`, {
      method: 'DELETE',
      token: w.tokens.staff,
    });
    expect(res.status).toBe(204);
    const left = await bucket.keys('records/');
    for (const key of keys) expect(left).not.toContain(key);
  });

  it("empties the bucket of a car sale's files with the helpers a record deletion uses", async () => {
    const file = await upload(w.cars.B.shipping);
    const keys = await t.database.db.transaction((tx) => deleteCarSaleFiles(tx, [w.cars.B.sale]));
    expect(keys.sort()).toEqual([keyOf(file.file), keyOf(file.thumbnail!)].sort());
    await removeStoredFiles(keys);
    const left = await bucket.keys('records/');
    for (const key of keys) expect(left).not.toContain(key);
  });
});
