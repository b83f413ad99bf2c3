// A towing status a superuser sets reaches the car's customer: a dated event on the towing stage of their car's
// timeline, the car's stage recomputed, and a live record_update on their bell (one notice per change: the stage's
// when the status moved the car on, the towing status's otherwise).
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carSaleSchema, recordEventSchema, type RecordEvent, type TimelineStep } from '@/lib/contract/orders';
import { buildApi, type Api } from '@/server/api/app';
import { carSales, outbox, summaryReports, towings, users } from '@/server/db/schema';
import { userChannel } from '@/server/modules/chat/chat-events';
import { createMemoryBus, type Bus } from '@/server/realtime/bus';
import { requester } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { buildWorld, type World } from './orders-fixtures';

let database: TestDatabase;
let api: Api;
let bus: Bus;
let w: World;
let customerEmail: string;
/** What reached customer A's bell channel. */
const frames: RecordEvent[] = [];
/** What reached the superuser's (the one making the changes). */
const actorFrames: unknown[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  bus = createMemoryBus();
  api = buildApi({ getDatabase: async () => database, getBus: async () => bus, logger: pino({ level: 'silent' }) });
  w = await buildWorld(database.db);
  await bus.subscribe(userChannel(w.users.customerA), (frame) => frames.push(recordEventSchema.parse(frame)));
  await bus.subscribe(userChannel(w.users.superuser), (frame) => actorFrames.push(frame));
  const [customer] = await database.db.select().from(users).where(eq(users.id, w.users.customerA));
  customerEmail = customer!.email!;
});
afterAll(() => database.close());

function request(path: string, token: string | undefined, init: { method?: string; json?: unknown } = {}) {
  return requester(api)(`/api/v2/orders/${path}`, { ...init, token });
}

let serial = 0;
/** A car of customer A still on the tow truck: a sale, its summary at "towing" and a dispatched tow. */
async function carOnTheTruck() {
  const n = ++serial;
  const [sale] = await database.db
    .insert(carSales)
    .values({
      id_number: `TOW-${n}`,
      customer_id: w.users.customerA,
      date: '2026-11-01',
      vin: `2T1BURHE5JC${String(n).padStart(6, '0')}`,
      year: 2018,
      make: 'Toyota',
      model: 'Corolla',
    })
    .returning();
  const [report] = await database.db
    .insert(summaryReports)
    .values({ car_sale_id: sale!.id, customer_id: w.users.customerA, stage: 'towing' })
    .returning();
  const [tow] = await database.db
    .insert(towings)
    .values({
      car_sale_id: sale!.id,
      towing_company_id: w.company,
      warehouse_id: w.warehouse,
      towing_status: 'Dispatch',
      dispatched_at: new Date('2026-11-02T09:00:00Z'),
    })
    .returning();
  return { saleId: sale!.id, reportId: report!.id, towingId: tow!.id };
}

const setTowing = (towingId: number, json: Record<string, unknown>) =>
  request(`towings/${towingId}/update/`, w.tokens.superuser, { method: 'PUT', json });

/** The towing stage of the car as its customer sees it on their car order. */
async function customerTowingStep(saleId: number): Promise<TimelineStep> {
  const res = await request(`carsales/${saleId}/`, w.tokens.customerA);
  expect(res.status).toBe(200);
  const sale = carSaleSchema.parse(await res.json());
  const step = sale.timeline?.find((s) => s.stage === 'towing');
  if (!step) throw new Error('no towing step');
  return step;
}

const mailsToCustomer = async () =>
  (await database.db.select().from(outbox)).filter((row) => row.to === customerEmail && row.channel === 'email');

describe('a towing status change', () => {
  it('that keeps the car at the towing stage: a dated timeline event and a live towing notice, no e-mail', async () => {
    const { saleId, towingId } = await carOnTheTruck();
    const framesBefore = frames.length;
    const mailsBefore = (await mailsToCustomer()).length;
    const before = Date.now();

    const res = await setTowing(towingId, { towing_status: 'Towing in Progress' });
    expect(res.status).toBe(200);

    await expect.poll(() => frames.length).toBe(framesBefore + 1);
    expect(frames.at(-1)).toMatchObject({
      command: 'record_update',
      event: 'towing',
      kind: 'carsales',
      record_id: saleId,
      car_sale_id: saleId,
      text: 'Towing status: Towing in Progress',
    });
    expect(await mailsToCustomer()).toHaveLength(mailsBefore);
    expect(actorFrames).toEqual([]);

    const step = await customerTowingStep(saleId);
    expect(step.state).toBe('current');
    expect(step.events).toHaveLength(1);
    expect(step.events![0]!.text).toBe('Towing in Progress');
    expect(Date.parse(step.events![0]!.at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('that delivers the car: the stage moves on, one stage notice and e-mail, and both statuses on the timeline', async () => {
    const { saleId, reportId, towingId } = await carOnTheTruck();
    expect((await setTowing(towingId, { towing_status: 'Towing in Progress' })).status).toBe(200);
    const framesBefore = frames.length;
    const mailsBefore = (await mailsToCustomer()).length;

    expect((await setTowing(towingId, { towing_status: 'Delivered to Warehouse' })).status).toBe(200);

    await expect.poll(() => frames.length).toBe(framesBefore + 1);
    expect(frames.at(-1)).toMatchObject({ event: 'stage', kind: 'summaryreports', record_id: reportId });
    expect(frames.at(-1)!.text).toBe('At warehouse');
    expect(await mailsToCustomer()).toHaveLength(mailsBefore + 1);
    const [report] = await database.db.select().from(summaryReports).where(eq(summaryReports.id, reportId));
    expect(report!.stage).toBe('at warehouse');

    const step = await customerTowingStep(saleId);
    expect(step.state).toBe('done');
    expect(step.events?.map((e) => e.text)).toEqual(['Towing in Progress', 'Delivered to Warehouse']);
  });

  it('is not news when the status stays the same or only other fields change', async () => {
    const { saleId, towingId } = await carOnTheTruck();
    const framesBefore = frames.length;

    expect((await setTowing(towingId, { towing_status: 'Dispatch' })).status).toBe(200);
    expect((await setTowing(towingId, { price: 450, pickup_address: '1 Auction Way, Dallas, TX' })).status).toBe(200);

    expect(frames).toHaveLength(framesBefore);
    expect((await customerTowingStep(saleId)).events).toBeUndefined();
  });

  it("dates the towing stage by Cambodia's calendar: a tow dispatched at 20:00 UTC left on the next day", async () => {
    const { saleId, towingId } = await carOnTheTruck();
    expect((await setTowing(towingId, { dispatched_at: '2026-11-02T20:00:00Z' })).status).toBe(200);
    expect((await customerTowingStep(saleId)).date).toBe('2026-11-03');
  });

  it('a refused change (an unknown status) writes no event and tells nobody', async () => {
    const { saleId, towingId } = await carOnTheTruck();
    const framesBefore = frames.length;

    const res = await setTowing(towingId, { towing_status: 'Lost' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ towing_status: ['"Lost" is not a valid choice.'] });

    expect(frames).toHaveLength(framesBefore);
    expect((await customerTowingStep(saleId)).events).toBeUndefined();
  });
});
