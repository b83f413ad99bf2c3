// Creating and deleting car sales and containers, and putting cars in a container (decision 039): who may, what is
// refused (types, choices, VIN and container check digits), what a customer then sees, and the audit trail.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carSaleSchema, containerSchema, recordChangePageSchema, summaryReportSchema } from '@/lib/contract/orders';
import { containerCheckDigit } from '@/lib/contract/container-number';
import { recordFileSchema } from '@/lib/contract/record-files';
import { vinCheckDigit } from '@/lib/contract/vin';
import { carSales, loadingRecords, recordNotes, shippings, summaryReports, users } from '@/server/db/schema';
import { createLocalStorage, setStorage, storageKeyOfUrl, type Storage } from '@/server/storage';
import { messagesTo } from '../support/auth';
import { insertCar as insertListing } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld, insertCar, ROLES, type Role, type World } from './orders-fixtures';

let t: TestApp;
let w: World;
let storage: Storage;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'orders-create-'));
  storage = createLocalStorage(root);
  setStorage(storage);
  t = await createTestApp();
  w = await buildWorld(t.database.db);
});
afterAll(async () => {
  await t.close();
  setStorage(undefined);
  rmSync(root, { recursive: true, force: true });
});

/** Uploads a small photo to the record (as the superuser) and answers its stored key. */
async function photoOn(kind: 'loadingrecords' | 'containers', id: number): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#357' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('collection', kind === 'containers' ? 'images' : 'container_images');
  form.set('file', new File([new Uint8Array(png)], 'photo.png', { type: 'image/png' }));
  const res = await t.request(`/api/v2/orders/${kind}/${id}/files/create/`, {
    method: 'POST',
    body: form,
    token: w.tokens.superuser,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const file = recordFileSchema.parse(await res.json());
  const key = storageKeyOfUrl(new URL(file.file).pathname);
  expect(key).toBeTruthy();
  expect(await storage.stat(key!)).toBeTruthy();
  return key!;
}

let serial = 0;
/** A VIN with the right check digit, different each call. */
function vin(): string {
  const draft = `1FTFW1E5${'0'}NFA${String(10_000 + ++serial).padStart(5, '0')}`;
  return draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9);
}
/** An ISO 6346 container number with the right check digit, different each call. */
function boxNumber(): string {
  const head = `TGHU${String(300_000 + ++serial).padStart(6, '0')}`;
  return head + String(containerCheckDigit(head));
}

// `as` picks the role; without it, the superuser (anonymous is `as: 'anonymous'`, whose token is undefined).
const post = (path: string, json: unknown, as: Role = 'superuser') =>
  t.request(`/api/v2/orders/${path}`, { method: 'POST', json, token: w.tokens[as] });
const del = (path: string, json?: unknown, as: Role = 'superuser') =>
  t.request(`/api/v2/orders/${path}`, { method: 'DELETE', json, token: w.tokens[as] });
const get = (path: string, token = w.tokens.superuser) => t.request(`/api/v2/orders/${path}`, { token });

const saleBody = (overrides: Record<string, unknown> = {}) => ({
  customer_id: w.users.customerA,
  sales_rep_id: w.users.staff,
  date: '2026-04-02',
  vin: vin(),
  year: 2021,
  make: 'Lexus',
  model: 'RX 350',
  trim: 'F Sport',
  color: 'White',
  car_location: 'Auction',
  title_status: 'In Mail',
  sale_price: 31_500,
  ...overrides,
});
const boxBody = (overrides: Record<string, unknown> = {}) => ({
  container_number: boxNumber(),
  booking_number: 'SAV9001',
  shipping_company: 'Maersk',
  vessel: 'Maersk Kampala',
  loading_port_id: w.port,
  etd: '2026-04-20',
  eta: '2026-06-01',
  status: 'booked',
  ...overrides,
});

describe('who may create and delete', () => {
  type Expect = { sale: number; delSale: number; box: number; delBox: number; addCars: number };
  const EXPECTED: Record<Role, Expect> = {
    anonymous: { sale: 401, delSale: 401, box: 401, delBox: 401, addCars: 401 },
    customerA: { sale: 403, delSale: 403, box: 403, delBox: 403, addCars: 403 },
    customerB: { sale: 403, delSale: 403, box: 403, delBox: 403, addCars: 403 },
    dealer: { sale: 403, delSale: 403, box: 403, delBox: 403, addCars: 403 },
    dummy: { sale: 403, delSale: 403, box: 403, delBox: 403, addCars: 403 },
    staff: { sale: 201, delSale: 204, box: 403, delBox: 403, addCars: 403 },
    superuser: { sale: 201, delSale: 204, box: 201, delBox: 204, addCars: 200 },
  };

  it.each(ROLES)('%s', async (role) => {
    const expected = EXPECTED[role];
    expect((await post('carsales/create/', saleBody(), role)).status).toBe(expected.sale);
    expect((await post('containers/create/', boxBody(), role)).status).toBe(expected.box);
    const victim = await insertCar(t.database.db, w.users.customerB, { ...w, container: null });
    expect((await del(`carsales/${victim.sale}/delete/`, undefined, role)).status).toBe(expected.delSale);
    const other = await insertCar(t.database.db, w.users.customerB, { ...w, container: null });
    const box = containerSchema.parse(await (await post('containers/create/', boxBody())).json());
    expect((await post(`containers/${box.id}/add-cars/`, { car_sale_ids: [other.sale] }, role)).status).toBe(
      expected.addCars,
    );
    expect((await del(`containers/${box.id}/delete/`, undefined, role)).status).toBe(expected.delBox);
  });

  it('answers 404 for records that do not exist', async () => {
    expect((await del('carsales/999999/delete/')).status).toBe(404);
    expect((await del('containers/999999/delete/')).status).toBe(404);
    expect((await post('containers/999999/add-cars/', { car_sale_ids: [w.cars.A.sale] })).status).toBe(404);
  });
});

describe('creating a car sale', () => {
  it('records the sale with its summary report, tells the customer and keeps a create entry', async () => {
    const [customer] = await t.database.db.select().from(users).where(eq(users.id, w.users.customerA));
    const sent = await messagesTo(t.database.db, customer!.email!, 'email');
    const body = saleBody({ vin: vin().toLowerCase(), purchase_price: 27_000 });
    const res = await post('carsales/create/', body, 'staff');
    expect(res.status).toBe(201);
    const sale = carSaleSchema.parse(await res.json());
    expect(sale).toMatchObject({
      car: { vin: String(body.vin).toUpperCase(), year: 2021, make: 'Lexus', model: 'RX 350', trim: 'F Sport' },
      customer: { id: w.users.customerA },
      customer_type: 'private',
      sales_rep: { id: w.users.staff },
      date: '2026-04-02',
      car_location: 'Auction',
      title_status: 'In Mail',
      stage: 'purchased',
      sale_price: 31_500,
      outstanding: 31_500,
    });
    expect(sale.car.id_number).toMatch(/^AB-2026-\d{4}$/);
    // Staff may not set what we paid at auction.
    const [row] = await t.database.db.select().from(carSales).where(eq(carSales.id, sale.id));
    expect(row?.purchase_price).toBe(0);

    // The customer sees it in their list, with its summary (stage purchased, balance = the car's price).
    const mine = await get(`carsales/?search=${sale.car.vin}`, w.tokens.customerA);
    expect(((await mine.json()) as { results: { id: number }[] }).results.map((r) => r.id)).toEqual([sale.id]);
    const [summary] = await t.database.db.select().from(summaryReports).where(eq(summaryReports.car_sale_id, sale.id));
    const summaryRes = await get(`summaryreports/${summary!.id}/`, w.tokens.customerA);
    expect(summaryReportSchema.parse(await summaryRes.json())).toMatchObject({ stage: 'purchased', balance: 31_500 });
    expect(await messagesTo(t.database.db, customer!.email!, 'email')).toBe(sent + 1);

    const history = recordChangePageSchema.parse(await (await get(`carsales/${sale.id}/history/`)).json());
    expect(history.results).toHaveLength(1);
    expect(history.results[0]).toMatchObject({ action: 'create', actor: { id: w.users.staff } });
    expect(history.results[0]!.changes.vin).toEqual({ from: null, to: sale.car.vin });
    // The summary's stage copied onto the sale (decision 067) is the summary's change, not one to the sale.
    expect(history.results[0]!.changes).not.toHaveProperty('stage');
  });

  it("takes the customer type from the customer's account, and keeps a superuser's purchase price", async () => {
    const res = await post('carsales/create/', saleBody({ customer_id: w.users.dealer, purchase_price: 27_000 }));
    expect(res.status).toBe(201);
    expect(carSaleSchema.parse(await res.json())).toMatchObject({ customer_type: 'dealer', purchase_price: 27_000 });
  });

  it('numbers the orders of a year one after another', async () => {
    const a = carSaleSchema.parse(await (await post('carsales/create/', saleBody({ date: '2025-02-01' }))).json());
    const b = carSaleSchema.parse(await (await post('carsales/create/', saleBody({ date: '2025-03-01' }))).json());
    const n = (s: string) => Number(s.split('-')[2]);
    expect(a.car.id_number.startsWith('AB-2025-')).toBe(true);
    expect(n(b.car.id_number)).toBe(n(a.car.id_number) + 1);
  });

  it('records the marketplace listing a sale was made from', async () => {
    const listing = await insertListing(t.database.db);
    const res = await post('carsales/create/', saleBody({ car_listing_id: listing.id }));
    const sale = carSaleSchema.parse(await res.json());
    const history = recordChangePageSchema.parse(await (await get(`carsales/${sale.id}/history/`)).json());
    expect(history.results[0]!.changes.car_listing_id).toEqual({ from: null, to: listing.id });
    const unknown = await post('carsales/create/', saleBody({ car_listing_id: 987_654 }));
    expect(await unknown.json()).toEqual({ car_listing_id: ['Invalid pk "987654" - object does not exist.'] });
  });

  it('answers 400 naming every wrong field in DRF words', async () => {
    const res = await post('carsales/create/', {
      customer_id: 'someone',
      date: '2026-02-30',
      vin: '1HGCM82633A004353',
      year: 1959,
      make: ' ',
      sale_price: -5,
      car_location: 'Moon',
      title_status: 7,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      customer_id: ['A valid integer is required.'],
      date: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
      vin: ['Enter a valid 17-character VIN.'],
      year: ['Ensure this value is greater than or equal to 1960.'],
      make: ['This field may not be blank.'],
      model: ['This field is required.'],
      sale_price: ['Ensure this value is greater than or equal to 0.'],
      car_location: ['"Moon" is not a valid choice.'],
      title_status: ['"7" is not a valid choice.'],
    });
  });

  it('refuses a staff or unknown customer and a sales rep who is not staff', async () => {
    const staffCustomer = await post('carsales/create/', saleBody({ customer_id: w.users.staff }));
    expect(await staffCustomer.json()).toEqual({ customer_id: ['A staff account cannot be a customer.'] });
    const nobody = await post('carsales/create/', saleBody({ customer_id: 999_999, sales_rep_id: w.users.customerB }));
    expect(nobody.status).toBe(400);
    expect(await nobody.json()).toEqual({
      customer_id: ['Invalid pk "999999" - object does not exist.'],
      sales_rep_id: ['The sales rep must be a staff member.'],
    });
  });
});

describe('containers', () => {
  it('refuses a container number whose check digit is wrong, and an ETA before the ETD', async () => {
    const good = boxNumber();
    const wrong = good.slice(0, 10) + String((Number(good[10]) + 1) % 10);
    const res = await post('containers/create/', boxBody({ container_number: wrong, eta: '2026-04-01' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      container_number: ['Enter a valid container number (ISO 6346).'],
      eta: ['The ETA cannot be before the ETD.'],
    });
    const missing = await post('containers/create/', { container_number: good, loading_port_id: 424_242 });
    expect(await missing.json()).toEqual({
      booking_number: ['This field is required.'],
      shipping_company: ['This field is required.'],
    });
    const port = await post('containers/create/', boxBody({ loading_port_id: 424_242 }));
    expect(await port.json()).toEqual({ loading_port_id: ['Invalid pk "424242" - object does not exist.'] });
  });

  it("adds cars: their loading record and shipping point at it, and the customer's timeline follows", async () => {
    const res = await post('containers/create/', boxBody({ etd: '2026-04-20', eta: '2026-06-01' }));
    expect(res.status).toBe(201);
    const box = containerSchema.parse(await res.json());
    const sale = carSaleSchema.parse(await (await post('carsales/create/', saleBody())).json());
    expect(sale.stage).toBe('purchased');

    const stale = await post(`containers/${box.id}/add-cars/`, {
      car_sale_ids: [sale.id],
      updated_at: '2026-01-01T00:00:00.000Z',
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      detail:
        'This record was changed by someone else since you opened it. Reload it to see their changes; nothing was saved.',
    });

    const added = await post(`containers/${box.id}/add-cars/`, {
      car_sale_ids: [sale.id],
      loading_date: '2026-04-18',
      updated_at: box.updated_at,
    });
    expect(added.status).toBe(200);
    const after = containerSchema.parse(await added.json());
    expect(after.cars.map((c) => c.car_sale_id)).toEqual([sale.id]);

    const view = carSaleSchema.parse(await (await get(`carsales/${sale.id}/`, w.tokens.customerA)).json());
    // The ETD has passed: the car is at sea, and its arrival is the container's ETA, an estimate.
    expect(view.stage).toBe('in transit');
    expect(view.timeline?.find((s) => s.stage === 'arrived')).toMatchObject({ date: '2026-06-01', estimated: true });

    // Edit the ETA: the customer's timeline shows the new one.
    const edit = await t.request(`/api/v2/orders/containers/${box.id}/update/`, {
      method: 'PUT',
      json: { eta: '2026-06-09' },
      token: w.tokens.superuser,
    });
    expect(edit.status).toBe(200);
    const moved = carSaleSchema.parse(await (await get(`carsales/${sale.id}/`, w.tokens.customerA)).json());
    expect(moved.timeline?.find((s) => s.stage === 'arrived')?.date).toBe('2026-06-09');

    const bad = await post(`containers/${box.id}/add-cars/`, { car_sale_ids: [sale.id, 888_888] });
    expect(await bad.json()).toEqual({ car_sale_ids: ['Invalid pk "888888" - object does not exist.'] });
    const empty = await post(`containers/${box.id}/add-cars/`, { car_sale_ids: [] });
    expect(await empty.json()).toEqual({ car_sale_ids: ['Choose at least one car.'] });
  });

  it("deletes a container and its files: the cars' records stay without it, and the cars are no longer at sea", async () => {
    const box = containerSchema.parse(await (await post('containers/create/', boxBody({ etd: '2026-04-01' }))).json());
    const car = await insertCar(t.database.db, w.users.customerB, { ...w, container: box.id });
    await post(`containers/${box.id}/add-cars/`, { car_sale_ids: [car.sale] });
    const photo = await photoOn('containers', box.id);
    // The browser sends the version it showed in the query.
    expect((await del(`containers/${box.id}/delete/?updated_at=2020-01-01T00:00:00Z`)).status).toBe(409);
    expect((await get(`containers/${box.id}/`)).status).toBe(200);

    expect((await del(`containers/${box.id}/delete/`)).status).toBe(204);
    expect((await get(`containers/${box.id}/`)).status).toBe(404);
    expect(await storage.stat(photo)).toBeNull();
    const [load] = await t.database.db.select().from(loadingRecords).where(eq(loadingRecords.id, car.loading));
    const [ship] = await t.database.db.select().from(shippings).where(eq(shippings.id, car.shipping));
    expect(load).toMatchObject({ container_id: null, loaded_at: '2026-03-20' });
    expect(ship).toMatchObject({ container_id: null, container_etd: null, container_eta: null });
    const [summary] = await t.database.db.select().from(summaryReports).where(eq(summaryReports.id, car.summary));
    expect(summary?.stage).toBe('loaded');
    const history = recordChangePageSchema.parse(await (await get(`loadingrecords/${car.loading}/history/`)).json());
    expect(history.results[0]).toMatchObject({
      action: 'update',
      changes: { container_id: { from: box.id, to: null } },
    });
  });
});

describe('deleting a car sale', () => {
  it('removes the car with every record, note and stored file of it, refusing a stale delete', async () => {
    const car = await insertCar(t.database.db, w.users.customerA, { ...w, container: w.container });
    await t.database.db.insert(recordNotes).values([
      { record_type: 'car_sales', record_id: car.sale, author_id: w.users.staff, content: 'Sold' },
      { record_type: 'towings', record_id: car.towing, author_id: w.users.staff, content: 'Tow booked' },
    ]);
    const photo = await photoOn('loadingrecords', car.loading);
    const shown = carSaleSchema.parse(await (await get(`carsales/${car.sale}/`)).json());
    await t.request(`/api/v2/orders/carsales/${car.sale}/update/`, {
      method: 'PUT',
      json: { lot_number: '123' },
      token: w.tokens.staff,
    });
    const stale = await del(`carsales/${car.sale}/delete/`, { updated_at: shown.updated_at }, 'staff');
    expect(stale.status).toBe(409);
    expect((await get(`carsales/${car.sale}/`)).status).toBe(200);

    const fresh = carSaleSchema.parse(await (await get(`carsales/${car.sale}/`)).json());
    expect((await del(`carsales/${car.sale}/delete/`, { updated_at: fresh.updated_at }, 'staff')).status).toBe(204);
    for (const [kind, id] of [
      ['carsales', car.sale],
      ['summaryreports', car.summary],
      ['shippings', car.shipping],
      ['loadingrecords', car.loading],
      ['towings', car.towing],
      ['carspurchased', car.purchase],
    ] as const) {
      expect((await get(`${kind}/${id}/`)).status, kind).toBe(404);
    }
    expect(await storage.stat(photo)).toBeNull();
    const notes = await t.database.db.select().from(recordNotes).where(eq(recordNotes.record_id, car.towing));
    expect(notes.filter((n) => n.record_type === 'towings')).toEqual([]);
    // The container and the other customers' cars in it are untouched.
    expect((await get(`containers/${w.container}/`)).status).toBe(200);
    expect((await get(`carsales/${w.cars.B.sale}/`)).status).toBe(200);
  });
});
