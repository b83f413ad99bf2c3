// Staff updates: each kind's field checks and referenced ids, the answer, and the car's stage following its records
// step by step (with the timeline a customer sees and the e-mail that tells them).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carSaleSchema,
  SHIPMENT_STAGES,
  shippingSchema,
  summaryReportSchema,
  type ShipmentStage,
  type TimelineStep,
} from '@/lib/contract/orders';
import { containers, loadingRecords, shippings, summaryReports, towings, users } from '@/server/db/schema';
import { messagesTo } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld, insertCar, type CarRecords, type World } from './orders-fixtures';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
});
afterAll(() => t.close());

const put = (path: string, json: unknown, token = w.tokens.superuser) =>
  t.request(`/api/v2/orders/${path}`, { method: 'PUT', json, token });

describe('field checks', () => {
  it('answers 400 naming every wrong field in DRF words', async () => {
    const res = await put(`carsales/${w.cars.A.sale}/update/`, {
      customer_type: 'corporate',
      sale_price: -1,
      date: '2024-13-45',
      is_done: 'perhaps',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      customer_type: ['"corporate" is not a valid choice.'],
      sale_price: ['Ensure this value is greater than or equal to 0.'],
      date: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
      is_done: ['Must be a valid boolean.'],
    });
  });

  it.each([
    ['carsales', 'sale', { sales_rep_id: 99_999 }],
    ['towings', 'towing', { warehouse_id: 99_998, towing_company_id: 99_997 }],
    ['loadingrecords', 'loading', { container_id: 99_996, loading_port_id: 99_995, warehouse_id: 99_994 }],
    ['shippings', 'shipping', { container_id: 99_993 }],
  ] as const)('%s: ids that name nothing are 400s on their fields', async (kind, key, body) => {
    const res = await put(`${kind}/${w.cars.A[key as keyof CarRecords]}/update/`, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(
      Object.fromEntries(Object.entries(body).map(([f, v]) => [f, [`Invalid pk "${v}" - object does not exist.`]])),
    );
  });

  it('changes only the fields sent and answers the updated record', async () => {
    const res = await put(`carsales/${w.cars.A.sale}/update/`, { lot_number: '55501234', is_flagged: true });
    expect(res.status).toBe(200);
    const sale = carSaleSchema.parse(await res.json());
    expect(sale).toMatchObject({ lot_number: '55501234', is_flagged: true, dealer_state: 'TX', sale_price: 20_000 });
    const summary = await put(`summaryreports/${w.cars.A.summary}/update/`, { ocean_freight: 1_800, paid: 9_000 });
    expect(summaryReportSchema.parse(await summary.json())).toMatchObject({
      car_price: 20_000,
      ocean_freight: 1_800,
      total: 21_800,
      paid: 9_000,
      balance: 12_800,
    });
  });

  it('ignores the superuser-only purchase price when staff send it', async () => {
    await put(`carsales/${w.cars.B.sale}/update/`, { purchase_price: 1, color: 'Red' }, w.tokens.staff);
    const res = await t.request(`/api/v2/orders/carsales/${w.cars.B.sale}/`, { token: w.tokens.superuser });
    expect(carSaleSchema.parse(await res.json())).toMatchObject({ purchase_price: 15_000, car: { color: 'Red' } });
    await put(`carsales/${w.cars.B.sale}/update/`, { purchase_price: 14_500 });
    const after = await t.request(`/api/v2/orders/carsales/${w.cars.B.sale}/`, { token: w.tokens.superuser });
    expect(carSaleSchema.parse(await after.json()).purchase_price).toBe(14_500);
  });

  it('shows a customer their car without staff or superuser fields', async () => {
    const res = await t.request(`/api/v2/orders/carsales/${w.cars.A.sale}/`, { token: w.tokens.customerA });
    const body = (await res.json()) as Record<string, unknown>;
    for (const field of ['is_done', 'is_flagged', 'purchase_price', 'private_notes', 'unread_private_notes'])
      expect(body).not.toHaveProperty(field);
    expect(body).toHaveProperty('notes');
    expect(body).toHaveProperty('timeline');
  });
});

describe('the stage follows the records', () => {
  let car: CarRecords;
  let box: number;
  let email: string;

  beforeAll(async () => {
    const db = t.database.db;
    const [future] = await db
      .insert(containers)
      .values({
        container_number: 'MSCU7777770',
        booking_number: 'HOU777',
        shipping_company: 'MSC',
        vessel: 'MSC Bella',
        etd: '2099-01-10',
        eta: '2099-02-20',
      })
      .returning();
    box = future!.id;
    // A car just bought: its towing dispatched but not moving, nothing loaded or shipped yet.
    car = await insertCar(db, w.users.customerA, { ...w, container: null });
    await db.update(towings).set({ towing_status: 'Dispatch', delivered_at: null }).where(eq(towings.id, car.towing));
    await db.update(loadingRecords).set({ loaded_at: null }).where(eq(loadingRecords.id, car.loading));
    await db.update(summaryReports).set({ stage: 'purchased' }).where(eq(summaryReports.id, car.summary));
    const [customer] = await db.select().from(users).where(eq(users.id, w.users.customerA));
    email = customer!.email!;
  });

  async function timeline(kind: 'summaryreports' | 'carsales' | 'shippings', id: number): Promise<TimelineStep[]> {
    const res = await t.request(`/api/v2/orders/${kind}/${id}/`, { token: w.tokens.customerA });
    expect(res.status).toBe(200);
    const schema = { summaryreports: summaryReportSchema, carsales: carSaleSchema, shippings: shippingSchema }[kind];
    return schema.parse(await res.json()).timeline ?? [];
  }

  async function expectStage(stage: ShipmentStage) {
    const [row] = await t.database.db.select().from(summaryReports).where(eq(summaryReports.id, car.summary));
    expect(row?.stage).toBe(stage);
    const at = SHIPMENT_STAGES.indexOf(stage);
    for (const [kind, id] of [
      ['summaryreports', car.summary],
      ['carsales', car.sale],
      ['shippings', car.shipping],
    ] as const) {
      const steps = await timeline(kind, id);
      expect(steps.map((s) => s.stage)).toEqual([...SHIPMENT_STAGES]);
      expect(steps.map((s) => s.state)).toEqual(
        SHIPMENT_STAGES.map((_, i) => (i < at ? 'done' : i === at ? 'current' : 'upcoming')),
      );
    }
    return timeline('summaryreports', car.summary);
  }

  const step = (steps: TimelineStep[], stage: ShipmentStage) => steps.find((s) => s.stage === stage)!;

  it('moves from purchase to delivery, one record change at a time, and e-mails the customer each move', async () => {
    const sent = await messagesTo(t.database.db, email, 'email');

    expect((await put(`towings/${car.towing}/update/`, { towing_status: 'Towing in Progress' })).status).toBe(200);
    let steps = await expectStage('towing');
    expect(step(steps, 'towing')).toMatchObject({
      date: '2026-03-12',
      detail: 'Towed by Lone Star Towing to Houston, TX warehouse',
    });

    await put(`towings/${car.towing}/update/`, {
      towing_status: 'Delivered to Warehouse',
      delivered_at: '2026-03-15T09:00:00Z',
    });
    steps = await expectStage('at warehouse');
    expect(step(steps, 'at warehouse')).toMatchObject({ date: '2026-03-15', detail: 'At our Houston, TX warehouse' });

    await put(`loadingrecords/${car.loading}/update/`, { loading_date: '2026-03-20', container_id: box });
    steps = await expectStage('loaded');
    expect(step(steps, 'loaded')).toMatchObject({
      date: '2026-03-20',
      detail: 'Loaded into container MSCU7777770 at Port of Houston',
    });
    // Not sailed yet: the ETD and ETA shown are estimates.
    expect(step(steps, 'in transit')).toMatchObject({ date: '2099-01-10', estimated: true });
    expect(step(steps, 'arrived')).toMatchObject({ date: '2099-02-20', estimated: true });

    await put(`containers/${box}/update/`, { etd: '2026-03-25', eta: '2026-05-02' });
    steps = await expectStage('in transit');
    expect(step(steps, 'in transit')).toMatchObject({
      date: '2026-03-25',
      estimated: false,
      detail: 'Container MSCU7777770 on MSC Bella to Sihanoukville',
    });

    await put(`shippings/${car.shipping}/update/`, { container_id: box, arrived_at: '2026-05-03' });
    steps = await expectStage('arrived');
    expect(step(steps, 'arrived')).toMatchObject({ date: '2026-05-03', estimated: false });

    await put(`shippings/${car.shipping}/update/`, { customs_cleared_at: '2026-05-06' });
    await expectStage('customs');

    await put(`shippings/${car.shipping}/update/`, { delivered_at: '2026-05-08' });
    steps = await expectStage('delivered');
    expect(step(steps, 'delivered')).toMatchObject({ date: '2026-05-08', state: 'current' });

    expect(await messagesTo(t.database.db, email, 'email')).toBe(sent + 7);
  });

  it('moves back when a record is corrected, and says nothing when an update changes no stage', async () => {
    const sent = await messagesTo(t.database.db, email, 'email');
    await put(`shippings/${car.shipping}/update/`, { delivered_at: null });
    await expectStage('customs');
    await put(`shippings/${car.shipping}/update/`, { status: 'at port' });
    await expectStage('customs');
    expect(await messagesTo(t.database.db, email, 'email')).toBe(sent + 1);
  });

  it('keeps the shipping list dates in step with its container', async () => {
    await put(`containers/${box}/update/`, { etd: '2026-03-27', eta: '2026-05-04' });
    const [row] = await t.database.db.select().from(shippings).where(eq(shippings.id, car.shipping));
    expect(row).toMatchObject({ container_etd: '2026-03-27', container_eta: '2026-05-04' });
  });
});
