// Sized copies of uploaded photos: only the allowed widths, AVIF/WebP/JPEG by Accept, cached on disk within a bound,
// never for private files or paths outside the uploads (decision 048).
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { handleMediaRequest } from '@/server/media/http';
import { createImageVariants, type ImageVariants } from '@/server/media/image-variants';
import { createLocalStorage, type Storage } from '@/server/storage';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const PHOTO = 'cars/2026/11/0f0c6e2a-photo.webp';

/** A noisy 1600×1200 picture: compresses like a photo, unlike a flat colour. */
async function photo(width = 1600, height = 1200): Promise<Uint8Array> {
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer();
  return new Uint8Array(await sharp(noise).blur(1.5).webp({ quality: 80 }).toBuffer());
}

function setup(maxBytes = 64 * 1024 * 1024): { storage: Storage; variants: ImageVariants; cacheDir: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'autobridge-variants-'));
  const cacheDir = path.join(root, 'image-cache');
  return {
    storage: createLocalStorage(path.join(root, 'uploads')),
    variants: createImageVariants({ dir: cacheDir, maxBytes }),
    cacheDir,
  };
}

describe('sized copies of uploaded photos', () => {
  let t: ReturnType<typeof setup>;
  const get = (url: string, headers: Record<string, string> = { accept: CHROME_ACCEPT }) =>
    handleMediaRequest(new Request(`http://testserver${url}`, { headers }), t.storage, t.variants);

  beforeAll(async () => {
    t = setup();
    await t.storage.put(PHOTO, await photo());
    await t.storage.put(
      'cars/2026/11/small.jpg',
      new Uint8Array(
        await sharp(await photo(800, 600))
          .jpeg()
          .toBuffer(),
      ),
    );
    await t.storage.put(
      'chat/2026/11/private.jpg',
      new Uint8Array(
        await sharp(await photo(400, 300))
          .jpeg()
          .toBuffer(),
      ),
    );
    await t.storage.put('cars/2026/11/brochure.pdf', new TextEncoder().encode('%PDF-1.4'));
  });

  it('serves the asked width as AVIF to a browser that takes it, cached for good per format', async () => {
    const res = await get(`/media/uploads/${PHOTO}?w=480`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/avif');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toBe('Accept');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(body.byteLength));
    const meta = await sharp(body).metadata();
    expect([meta.width, meta.height]).toEqual([480, 360]);
    // Far smaller than the stored original: the point of the exercise on a phone.
    expect(body.byteLength).toBeLessThan(statSync(path.join(t.cacheDir, '..', 'uploads', PHOTO)).size / 4);
  });

  it.each([
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['image/avif;q=0, image/webp', 'image/webp', 'webp'],
    ['*/*', 'image/jpeg', 'jpeg'],
    ['image/*', 'image/jpeg', 'jpeg'],
  ])('answers Accept %s with %s', async (accept, type, format) => {
    const res = await get(`/media/uploads/${PHOTO}?w=320`, { accept });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.format).toBe(format);
    expect(meta.width).toBe(320);
  });

  it('never enlarges: a width beyond the photo is the photo at its own size', async () => {
    const res = await get('/media/uploads/cars/2026/11/small.jpg?w=1600', { accept: 'image/webp' });
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(800);
  });

  it('makes a copy once and serves it from the disk cache after', async () => {
    const url = `/media/uploads/${PHOTO}?w=640`;
    const first = await get(url, { accept: 'image/webp' });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    // The cached file is what later requests get: mark it, and the mark comes back instead of a new encode.
    const cached = readdirSync(t.cacheDir).filter((name) => name.endsWith('.webp'));
    const marked = cached.map((name) => path.join(t.cacheDir, name));
    for (const file of marked) writeFileSync(file, Buffer.concat([readFileSync(file), Buffer.from('cache-hit')]));
    const second = await get(url, { accept: 'image/webp' });
    expect(Buffer.from(await second.arrayBuffer()).toString('latin1')).toMatch(/cache-hit$/);
    expect(second.headers.get('etag')).toBe(etag);
    const revalidated = await get(url, { accept: 'image/webp', 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    // Another format of the same width is another copy with another validator.
    const avif = await get(url);
    expect(avif.headers.get('etag')).not.toBe(etag);
  });

  it('answers two requests for a new copy with one encode', async () => {
    const before = readdirSync(t.cacheDir).length;
    const url = `/media/uploads/${PHOTO}?w=828`;
    const [a, b] = await Promise.all([get(url), get(url)]);
    expect(Buffer.from(await a.arrayBuffer())).toEqual(Buffer.from(await b.arrayBuffer()));
    expect(readdirSync(t.cacheDir).length).toBe(before + 1);
  });

  it.each(['?w=500', '?w=0640', '?w=640.0', '?w=', '?w=abc', '?w=99999', '?w=640&w=320', '?w=640&quality=100'])(
    'refuses %s with a 400 (only the listed widths)',
    async (query) => {
      const res = await get(`/media/uploads/${PHOTO}${query}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
    },
  );

  it('resizes photos only: a document is a 400', async () => {
    expect((await get('/media/uploads/cars/2026/11/brochure.pdf?w=320')).status).toBe(400);
  });

  it('never resizes private files or reaches outside the uploads', async () => {
    for (const url of [
      '/media/uploads/chat/2026/11/private.jpg?w=320',
      '/media/uploads/../image-cache/x.webp?w=320',
      '/media/uploads/%2e%2e/%2e%2e/etc/passwd.jpg?w=320',
      '/media/uploads/cars/..%2f..%2fimage-cache%2fx.webp?w=320',
      '/media/uploads/cars/2026/11/missing.jpg?w=320',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
    }
  });

  it('stops serving a deleted photo at once, cached copies or not', async () => {
    const key = 'cars/2026/11/deleted.jpg';
    await t.storage.put(
      key,
      new Uint8Array(
        await sharp(await photo(400, 300))
          .jpeg()
          .toBuffer(),
      ),
    );
    expect((await get(`/media/uploads/${key}?w=320`)).status).toBe(200);
    await t.storage.delete(key);
    expect((await get(`/media/uploads/${key}?w=320`)).status).toBe(404);
  });
});

describe('the disk cache', () => {
  it('stays within its bound, dropping the least recently used copies', async () => {
    const t = setup(40 * 1024);
    await t.storage.put(PHOTO, await photo());
    const sizes: number[] = [];
    for (const width of [200, 320, 480, 640, 828]) {
      const res = await handleMediaRequest(
        new Request(`http://testserver/media/uploads/${PHOTO}?w=${width}`, { headers: { accept: 'image/webp' } }),
        t.storage,
        t.variants,
      );
      expect(res.status).toBe(200);
      sizes.push(Number(res.headers.get('content-length')));
      const onDisk = readdirSync(t.cacheDir).reduce((sum, name) => sum + statSync(path.join(t.cacheDir, name)).size, 0);
      expect(onDisk).toBeLessThanOrEqual(40 * 1024);
    }
    // The copies together are more than the bound, so some were dropped on the way.
    expect(sizes.reduce((a, b) => a + b, 0)).toBeGreaterThan(40 * 1024);
  });
});
