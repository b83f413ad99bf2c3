// Photos and documents of shipping records (decision 040): type read from the bytes, size caps, who may upload and
// read, thumbnails, signed private links, captions in the audit trail, and deletion that empties storage.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRecordSchemas, recordChangePageSchema } from '@/lib/contract/orders';
import {
  RECORD_IMAGE_MAX_BYTES,
  RECORD_PDF_MAX_BYTES,
  recordFileListSchema,
  recordFileSchema,
  type FileKind,
  type RecordFile,
} from '@/lib/contract/record-files';
import { carPurchases, shippings } from '@/server/db/schema';
import { handleMediaRequest } from '@/server/media/http';
import { createLocalStorage, setStorage, storageKeyOfUrl, type Storage } from '@/server/storage';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld, ROLES, type Role, type World } from './orders-fixtures';

let t: TestApp;
let w: World;
let storage: Storage;
let root: string;
let png: Uint8Array<ArrayBuffer>;
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'record-files-'));
  storage = createLocalStorage(root);
  setStorage(storage);
  t = await createTestApp();
  w = await buildWorld(t.database.db);
  png = new Uint8Array(
    await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer(),
  );
});
afterAll(async () => {
  await t.close();
  setStorage(undefined);
  rmSync(root, { recursive: true, force: true });
});

interface Upload {
  bytes?: Uint8Array<ArrayBuffer>;
  name?: string;
  type?: string;
  collection?: string;
  caption?: string;
}

function upload(kind: FileKind, id: number, role: Role, file: Upload = {}) {
  const form = new FormData();
  form.set('collection', file.collection ?? defaultCollection[kind]);
  if (file.caption !== undefined) form.set('caption', file.caption);
  form.set('file', new File([file.bytes ?? png], file.name ?? 'photo.png', { type: file.type ?? 'image/png' }));
  return t.request(`/api/v2/orders/${kind}/${id}/files/create/`, { method: 'POST', body: form, token: w.tokens[role] });
}

const defaultCollection: Record<FileKind, string> = {
  loadingrecords: 'container_images',
  shippings: 'images',
  containers: 'images',
  carspurchased: 'invoices',
};

async function uploaded(res: Response): Promise<RecordFile> {
  expect(res.status, await res.clone().text()).toBe(201);
  return recordFileSchema.parse(await res.json());
}

const served = (url: string) => handleMediaRequest(new Request(url), storage);
const stored = async (url: string | null) => (url ? storage.stat(storageKeyOfUrl(new URL(url).pathname)!) : null);

describe('uploading', () => {
  it('re-encodes a picture to WebP at most 2000 px wide with a thumbnail, both private, and shows it on the record', async () => {
    const file = await uploaded(
      await upload('loadingrecords', w.cars.A.loading, 'staff', { caption: 'Strapped in, left side' }),
    );
    expect(file).toMatchObject({
      collection: 'container_images',
      content_type: 'image/webp',
      width: 2000,
      height: 1000,
      original_name: 'photo.png',
      caption: 'Strapped in, left side',
      uploaded_by: { id: w.users.staff, name: expect.stringMatching(/^Sreyleak/) as string },
    });
    expect(file.file).toMatch(/^http:\/\/testserver\/media\/uploads\/records\/.+\.webp\?expires=\d+&signature=/);
    expect(file.thumbnail).toMatch(/-thumb\.webp\?expires=/);
    const thumb = await sharp(Buffer.from(await (await served(file.thumbnail!)).arrayBuffer())).metadata();
    expect(thumb.width).toBe(480);

    const detail = await t.request(`/api/v2/orders/loadingrecords/${w.cars.A.loading}/`, {
      token: w.tokens.customerA,
    });
    const record = orderRecordSchemas.loadingrecords.parse(await detail.json());
    expect(record.images).toEqual([file.file]);
    // The car's picture in the lists is the thumbnail of its latest stage photo.
    expect(record.car.image).toBe(file.thumbnail);
  });

  it('keeps a PDF invoice as it came, served as a download in a sandbox', async () => {
    const file = await uploaded(
      await upload('carspurchased', w.cars.A.purchase, 'superuser', {
        bytes: new Uint8Array(PDF),
        name: 'invoice.pdf',
        type: 'application/pdf',
      }),
    );
    expect(file).toMatchObject({ content_type: 'application/pdf', thumbnail: null, width: null, bytes: PDF.length });
    const res = await served(file.file);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
  });

  it('reads the type from the bytes, not the name: text named .jpg and HTML named .pdf are refused', async () => {
    const text = await upload('loadingrecords', w.cars.A.loading, 'staff', {
      bytes: new Uint8Array(new TextEncoder().encode('just some notes')),
      name: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(text.status).toBe(400);
    expect(await text.json()).toEqual({ file: ['Upload a JPEG, PNG or WebP picture.'] });
    const html = await upload('carspurchased', w.cars.A.purchase, 'superuser', {
      bytes: new Uint8Array(new TextEncoder().encode('<html><script>alert(1)</script></html>')),
      name: 'invoice.pdf',
      type: 'application/pdf',
    });
    expect(html.status).toBe(400);
    expect(await html.json()).toEqual({ file: ['Upload a JPEG, PNG or WebP picture or a PDF document.'] });
  });

  it('takes PDFs in invoice collections only, and only known collections', async () => {
    const pdfAsPhoto = await upload('shippings', w.cars.A.shipping, 'staff', {
      bytes: new Uint8Array(PDF),
      name: 'scan.pdf',
    });
    expect(pdfAsPhoto.status).toBe(400);
    expect(await pdfAsPhoto.json()).toEqual({ file: ['Upload a JPEG, PNG or WebP picture.'] });
    const unknown = await upload('shippings', w.cars.A.shipping, 'staff', { collection: 'invoices' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      collection: ['Select a valid choice. invoices is not one of images.'],
    });
  });

  it('refuses empty and missing files, a corrupt picture, and pictures and bodies over their caps', async () => {
    const empty = await upload('shippings', w.cars.A.shipping, 'staff', { bytes: new Uint8Array(0) });
    expect(await empty.json()).toEqual({ file: ['The submitted file is empty.'] });
    const form = new FormData();
    form.set('collection', 'images');
    const missing = await t.request(`/api/v2/orders/shippings/${w.cars.A.shipping}/files/create/`, {
      method: 'POST',
      body: form,
      token: w.tokens.staff,
    });
    expect(await missing.json()).toEqual({ file: ['No file was submitted.'] });
    // PNG magic bytes and nothing a decoder can read.
    const corrupt = await upload('shippings', w.cars.A.shipping, 'staff', { bytes: png.slice(0, 64) });
    expect(corrupt.status).toBe(400);

    const bigPicture = new Uint8Array(RECORD_IMAGE_MAX_BYTES + 1);
    bigPicture.set(png.subarray(0, 16));
    const tooBig = await upload('shippings', w.cars.A.shipping, 'staff', { bytes: bigPicture });
    expect(tooBig.status).toBe(400);
    expect(await tooBig.json()).toEqual({ file: ['The file is too large: at most 15 MB.'] });

    const huge = await upload('carspurchased', w.cars.A.purchase, 'superuser', {
      bytes: new Uint8Array(RECORD_PDF_MAX_BYTES + 2 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
  });
});

describe('body bounds', () => {
  it('takes a picture of more than 256 KB whose body declares its length (as browsers send it)', async () => {
    const big = new Uint8Array(
      await sharp({
        create: {
          width: 900,
          height: 700,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .png()
        .toBuffer(),
    );
    expect(big.byteLength).toBeGreaterThan(256 * 1024);
    const form = new FormData();
    form.set('collection', 'images');
    form.set('file', new File([big], 'big.png', { type: 'image/png' }));
    // A body of known length, as a browser or curl sends it: the route raises the 256 KB default after its access check.
    const encoded = new Response(form);
    const body = new Uint8Array(await encoded.arrayBuffer());
    const res = await t.request(`/api/v2/orders/shippings/${w.cars.B.shipping}/files/create/`, {
      method: 'POST',
      body,
      headers: {
        'content-type': encoded.headers.get('content-type')!,
        'content-length': String(body.byteLength),
      },
      token: w.tokens.staff,
    });
    await uploaded(res);
  });
});

describe('who may do what', () => {
  const ALLOWED: Record<FileKind, Role[]> = {
    loadingrecords: ['staff', 'superuser'],
    shippings: ['staff', 'superuser'],
    containers: ['superuser'],
    carspurchased: ['superuser'],
  };
  const recordOf = (kind: FileKind) =>
    ({
      loadingrecords: w.cars.A.loading,
      shippings: w.cars.A.shipping,
      containers: w.container,
      carspurchased: w.cars.A.purchase,
    })[kind];

  for (const kind of Object.keys(ALLOWED) as FileKind[]) {
    it(`uploads to ${kind}: ${ALLOWED[kind].join(' and ')} only`, async () => {
      for (const role of ROLES) {
        const res = await upload(kind, recordOf(kind), role, { bytes: png.slice(0, 64) });
        // A corrupt picture: whoever gets as far as the bytes hears 400, so nothing is stored by this table.
        const expected = role === 'anonymous' ? 401 : ALLOWED[kind].includes(role) ? 400 : 403;
        expect(res.status, `${role} on ${kind}`).toBe(expected);
      }
    });
  }

  it('lets a customer list their own record’s files (signed links that work) and not another’s', async () => {
    const file = await uploaded(await upload('shippings', w.cars.A.shipping, 'staff'));
    const own = await t.request(`/api/v2/orders/shippings/${w.cars.A.shipping}/files/`, {
      token: w.tokens.customerA,
    });
    expect(own.status).toBe(200);
    const files = recordFileListSchema.parse(await own.json());
    expect(files.map((f) => f.id)).toContain(file.id);
    const link = files.find((f) => f.id === file.id)!.file;
    expect((await served(link)).status).toBe(200);

    const other = await t.request(`/api/v2/orders/shippings/${w.cars.A.shipping}/files/`, {
      token: w.tokens.customerB,
    });
    expect(other.status).toBe(404);
    // The link without its signature, or with a forged one, is the same 404 as a missing file.
    const unsigned = link.split('?')[0]!;
    expect((await served(unsigned)).status).toBe(404);
    expect((await served(`${unsigned}?expires=9999999999&signature=forged`)).status).toBe(404);
    // Customers cannot change files, not even on their own records.
    const del = await t.request(`/api/v2/orders/shippings/${w.cars.A.shipping}/files/${file.id}/delete/`, {
      method: 'DELETE',
      token: w.tokens.customerA,
    });
    expect(del.status).toBe(403);
    // A kind without files names no file resource.
    const none = await t.request(`/api/v2/orders/carsales/${w.cars.A.sale}/files/`, { token: w.tokens.staff });
    expect(none.status).toBe(404);
    const form = new FormData();
    form.set('collection', 'images');
    form.set('file', new File([png], 'car.png', { type: 'image/png' }));
    const toCarSale = await t.request(`/api/v2/orders/carsales/${w.cars.A.sale}/files/create/`, {
      method: 'POST',
      body: form,
      token: w.tokens.staff,
    });
    expect(toCarSale.status).toBe(404);
  });
});

describe('changing and deleting', () => {
  it('edits a caption and keeps it in the record’s audit trail', async () => {
    const file = await uploaded(await upload('loadingrecords', w.cars.B.loading, 'staff', { caption: 'Front' }));
    const res = await t.request(`/api/v2/orders/loadingrecords/${w.cars.B.loading}/files/${file.id}/update/`, {
      method: 'PUT',
      json: { caption: '  Front, seen from the door  ' },
      token: w.tokens.staff,
    });
    expect(res.status).toBe(200);
    expect(recordFileSchema.parse(await res.json()).caption).toBe('Front, seen from the door');
    const history = recordChangePageSchema.parse(
      await (
        await t.request(`/api/v2/orders/loadingrecords/${w.cars.B.loading}/history/`, { token: w.tokens.staff })
      ).json(),
    );
    const changes = history.results.map((e) => e.changes);
    expect(changes).toContainEqual({
      'container_images: photo.png': { from: 'Front', to: 'Front, seen from the door' },
    });
    expect(changes).toContainEqual({ container_images: { from: null, to: 'photo.png' } });
  });

  it("puts each stage's photos and its newest record on the customer's timeline", async () => {
    const db = t.database.db;
    const B = w.cars.B;
    const loadPhoto = await uploaded(await upload('loadingrecords', B.loading, 'staff'));
    const boxPhoto = await uploaded(await upload('containers', w.container, 'superuser'));
    const shipPhoto = await uploaded(await upload('shippings', B.shipping, 'staff'));
    await db.update(shippings).set({ arrived_at: '2026-05-02' }).where(eq(shippings.id, B.shipping));
    // A second purchase of the car (bought again after a cancelled sale): the newer one is the car's.
    await db
      .insert(carPurchases)
      .values({ car_sale_id: B.sale, seller: 'IAAI Dallas', purchase_date: '2026-03-11', amount: 14_500 });

    const res = await t.request(`/api/v2/orders/summaryreports/${B.summary}/`, { token: w.tokens.customerB });
    expect(res.status).toBe(200);
    const { timeline } = orderRecordSchemas.summaryreports.parse(await res.json());
    const step = (stage: string) => timeline?.find((s) => s.stage === stage);
    const unsigned = (urls: readonly string[] | undefined) => (urls ?? []).map((u) => u.split('?')[0]);
    expect(step('purchased')).toMatchObject({ date: '2026-03-11', detail: 'Bought from IAAI Dallas' });
    expect(step('towing')?.detail).toBe('Towed by Lone Star Towing to Houston, TX warehouse');
    expect(unsigned(step('loaded')?.images)).toContain(loadPhoto.file.split('?')[0]);
    expect(unsigned(step('in transit')?.images)).toContain(boxPhoto.file.split('?')[0]);
    expect(step('arrived')).toMatchObject({ date: '2026-05-02', estimated: false });
    expect(unsigned(step('arrived')?.images)).toContain(shipPhoto.file.split('?')[0]);
  });

  it('removes the file and its thumbnail from storage and from the record', async () => {
    const file = await uploaded(await upload('containers', w.container, 'superuser'));
    expect(await stored(file.file)).not.toBeNull();
    expect(await stored(file.thumbnail)).not.toBeNull();
    const url = `/api/v2/orders/containers/${w.container}/files/${file.id}/delete/`;
    const res = await t.request(url, { method: 'DELETE', token: w.tokens.superuser });
    expect(res.status).toBe(204);
    expect(await stored(file.file)).toBeNull();
    expect(await stored(file.thumbnail)).toBeNull();
    expect((await served(file.file)).status).toBe(404);
    const record = orderRecordSchemas.containers.parse(
      await (await t.request(`/api/v2/orders/containers/${w.container}/`, { token: w.tokens.superuser })).json(),
    );
    expect(record.images).not.toContain(file.file);
    expect((await t.request(url, { method: 'DELETE', token: w.tokens.superuser })).status).toBe(404);
  });
});
