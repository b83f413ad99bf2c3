import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getConfig } from '@/server/config';
import { handleMediaRequest } from '@/server/media/http';
import { bannerImagePath, partImagePath, personImagePath, vehicleImagePath } from '@/server/media/paths';
import { getStorage } from '@/server/storage';

// server.ts's router hands /media/* to this handler (decision 026: no route under app/ imports server/).
const get = (url: string, headers: Record<string, string> = {}) =>
  handleMediaRequest(new Request(`http://testserver${url}`, { headers }));

describe('generated pictures', () => {
  it('draws a car photo as an SVG with long-lived, script-free headers', async () => {
    const res = await get(vehicleImagePath('suv', '#1F3A5C', 3));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 800 500"/);
    expect(svg).toContain('#1f3a5c');
    expect(svg).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('draws the same picture for the same path and a different one for another variant', async () => {
    const a = await (await get(vehicleImagePath('sedan', 'b3202a', 0))).text();
    const b = await (await get(vehicleImagePath('sedan', 'b3202a', 0))).text();
    const c = await (await get(vehicleImagePath('sedan', 'b3202a', 7))).text();
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const url = vehicleImagePath('boat', 'f4f5f7', 1);
    const first = await get(url);
    const etag = first.headers.get('etag')!;
    const again = await get(url, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const head = await handleMediaRequest(new Request(`http://testserver${url}`, { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    expect(await head.text()).toBe('');
  });

  it('draws parts, people and banners with their own text escaped', async () => {
    for (const url of [
      partImagePath('brakes', 2),
      personImagePath(17),
      bannerImagePath('wide', 1, 'Boats & more', 'Sea Ray, Boston Whaler'),
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
    }
    const banner = await (await get(bannerImagePath('card', 2, 'Boats & more'))).text();
    expect(banner).toContain('Boats &#38; more');
  });

  it.each([
    '/media/generated/car/tank/1f3a5c/1.svg',
    '/media/generated/car/suv/navy/1.svg',
    '/media/generated/car/suv/1F3A5C/1.svg',
    '/media/generated/car/suv/1f3a5c/12.svg',
    '/media/generated/car/suv/1f3a5c/01.svg',
    '/media/generated/car/suv/1f3a5c/1.png',
    '/media/generated/car/suv/1f3a5c/1.svg?v=2',
    '/media/generated/car/suv/1f3a5c',
    '/media/generated/part/engine/9.svg',
    '/media/generated/part/flux-capacitor/1.svg',
    '/media/generated/person/0.svg',
    '/media/generated/banner/wide/1.svg',
    '/media/generated/banner/wide/1.svg?title=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/media/generated/banner/huge/1.svg?title=Hello',
    '/media/generated/banner/wide/1.svg?title=Hello&onload=x',
    '/media/generated/unknown/1.svg',
    '/media/other/file.svg',
  ])('answers 404 for %s', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toBe('image/svg+xml');
  });
});

describe('uploaded files', () => {
  it('serves an uploaded image inline with its content type', async () => {
    await getStorage().put('tests/photo.jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]));
    const res = await get('/media/uploads/tests/photo.jpg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="photo.jpg"');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]));
  });

  it('hands documents and unknown types over as attachments', async () => {
    await getStorage().put('tests/invoice.pdf', new TextEncoder().encode('%PDF-1.4'));
    await getStorage().put('tests/page.html', new TextEncoder().encode('<script>alert(1)</script>'));
    const pdf = await get('/media/uploads/tests/invoice.pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="invoice.pdf"');
    const html = await get('/media/uploads/tests/page.html');
    expect(html.headers.get('content-type')).toBe('application/octet-stream');
    expect(html.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it('serves a byte range for audio and video seeking', async () => {
    await getStorage().put('tests/clip.mp4', new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
    const res = await get('/media/uploads/tests/clip.mp4', { range: 'bytes=2-5' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([2, 3, 4, 5]));
    expect((await get('/media/uploads/tests/clip.mp4', { range: 'bytes=20-30' })).status).toBe(416);
  });

  it('never reaches outside the uploads folder', async () => {
    const dataDir = getConfig().DATA_DIR;
    writeFileSync(path.join(dataDir, 'secret.txt'), 'secret');
    mkdirSync(path.join(getConfig().uploadsDir, 'tests'), { recursive: true });
    for (const url of [
      '/media/uploads/../secret.txt',
      '/media/uploads/%2e%2e/secret.txt',
      '/media/uploads/..%2fsecret.txt',
      '/media/uploads/tests/..%2f..%2fsecret.txt',
      '/media/uploads/%2e%2e%5csecret.txt',
      '/media/uploads/.%2e/secret.txt',
      '/media/uploads//secret.txt',
      '/media/uploads/tests/missing.jpg',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(await res.text()).not.toContain('secret');
    }
  });

  it('refuses storage keys that could escape the root', async () => {
    await expect(getStorage().put('../escape.txt', new Uint8Array([1]))).rejects.toThrow(/invalid storage key/);
    await expect(getStorage().put('a/./b.txt', new Uint8Array([1]))).rejects.toThrow(/invalid storage key/);
    expect(await getStorage().delete('tests/photo.jpg')).toBe(true);
    expect(await getStorage().delete('tests/photo.jpg')).toBe(false);
    expect((await get('/media/uploads/tests/photo.jpg')).status).toBe(404);
  });
});
