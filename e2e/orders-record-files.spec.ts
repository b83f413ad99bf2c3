// A staff member adds a photo to a loading record (decision 040): on a slow uplink the upload's progress bar moves,
// then the thumbnail appears and loads from its signed link; the photo is deleted again behind the confirmation.
import sharp from 'sharp';
import { accessTokenOf } from './support/roles';
import { expect, test } from './support/test';

test('staff upload a loading photo, watch its progress, then see its thumbnail', async ({ pageAs, request }) => {
  const page = await pageAs('staff');
  const token = await accessTokenOf(page);
  const list = await request.get('/api/v2/orders/loadingrecords/', { headers: { Authorization: `Bearer ${token}` } });
  expect(list.status()).toBe(200);
  const record = ((await list.json()) as { results: { id: number }[] }).results[0]!;

  // Noise does not compress: about a megabyte of JPEG, several seconds at the uplink below.
  const photo = await sharp({
    create: {
      width: 1400,
      height: 1000,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  expect(photo.byteLength).toBeGreaterThan(500_000);

  await page.goto(`/shipping-dashboard/loading-record/${record.id}/`);
  const photos = page.getByRole('region', { name: 'Container photos' });
  await expect(photos.getByRole('button', { name: 'Choose photos' })).toBeVisible();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  await photos.getByLabel('Add container photos').setInputFiles({
    name: 'e2e-loading.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  const progress = photos.getByRole('progressbar', { name: 'Uploading e2e-loading.jpg' });
  await expect(progress).toBeVisible();
  // The bar moves while the bytes leave the browser (XMLHttpRequest upload events), before the answer arrives.
  await expect.poll(async () => Number(await progress.getAttribute('value')), { timeout: 20_000 }).toBeGreaterThan(0);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const thumbnail = photos.getByRole('img', { name: /, e2e-loading\.jpg$/ });
  await expect(thumbnail).toBeVisible({ timeout: 30_000 });
  await expect(progress).toHaveCount(0);
  await expect(thumbnail).toHaveAttribute('src', /\/media\/uploads\/records\/.+-thumb\.webp\?expires=\d+&signature=/);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);

  await photos.getByRole('button', { name: 'Delete e2e-loading.jpg' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this photo?' });
  await dialog.getByRole('button', { name: 'Delete photo' }).click();
  await expect(photos.getByRole('button', { name: 'Delete e2e-loading.jpg' })).toHaveCount(0);
});
