// A staff note or a stage change on a customer's record reaches that customer live (record_update on their bell
// socket) and by e-mail (an outbox row with the record's link), and nobody else; private notes reach no customer.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEventSchema } from '@/lib/contract/orders';
import { serverFrameSchema } from '@/lib/contract/chat';
import { buildApi } from '@/server/api/app';
import { carSales, outbox, summaryReports, towings } from '@/server/db/schema';
import { notifyRecordChange, publishRecordEvent } from '@/server/modules/orders/record-events';
import { createMemoryBus, createRedisBus, type Bus } from '@/server/realtime/bus';
import {
  call,
  connectReady,
  createCast,
  startRealtime,
  type Actor,
  type Cast,
  type Client,
  type LiveServer,
} from '../support/chat';
import { createTestApp, requester, type TestApp } from '../support/test-app';

const redisUrl = process.env.REDIS_URL;
let t: TestApp;
let cast: Cast;
let live: LiveServer;
let bus: Bus;
/** The API on its own bus: with Redis, a second instance, so the frame crosses instances to reach the socket. */
let apiBus: Bus;

beforeAll(async () => {
  const app = await createTestApp();
  bus = redisUrl ? await createRedisBus(redisUrl) : createMemoryBus();
  apiBus = redisUrl ? await createRedisBus(redisUrl) : bus;
  const api = buildApi({
    getDatabase: async () => app.database,
    getBus: async () => apiBus,
    logger: pino({ level: 'silent' }),
  });
  t = {
    ...app,
    api,
    request: requester(api),
  };
  cast = await createCast(t);
  live = await startRealtime(t.database, bus);
});

afterAll(async () => {
  await live.close();
  if (apiBus !== bus) await apiBus.close();
  await bus.close();
  await t.close();
});

const bell = (who: Actor) => connectReady(live.base, `/ws/notifications/${who.user!.unique_id}/?token=${who.token}`);

let seq = 0;
async function summaryReportOf(customer: Actor) {
  const [sale] = await t.database.db
    .insert(carSales)
    .values({
      id_number: `LIVE-${++seq}`,
      customer_id: customer.user!.id,
      date: '2026-10-01',
      vin: `5YJSA1E26HF${String(seq).padStart(6, '0')}`,
      year: 2021,
      make: 'Lexus',
      model: 'RX 350',
    })
    .returning();
  const [report] = await t.database.db
    .insert(summaryReports)
    .values({ car_sale_id: sale!.id, customer_id: customer.user!.id })
    .returning();
  return { saleId: sale!.id, reportId: report!.id };
}

async function writeNote(who: Actor, recordId: number, content: string, kind = 'summaryreports', privately = false) {
  const res = await call(t, who, `/api/v2/orders/${kind}/${privately ? 'private-note' : 'note'}/create/`, {
    method: 'POST',
    json: { record_id: recordId, content },
  });
  expect(res.status).toBe(201);
}

const recordFrames = (c: Client) => c.frames.filter((f) => f.command === 'record_update');
const mailsTo = async (to: string) =>
  (await t.database.db.select().from(outbox)).filter((row) => row.to === to && row.channel === 'email');
/** Lets a stray frame arrive before asserting that none did. */
const settle = () => new Promise((r) => setTimeout(r, 150));

describe('a staff note on a customer record', () => {
  it("reaches customer A's bell as a record_update frame and e-mail, and nothing reaches customer B", async () => {
    const { saleId, reportId } = await summaryReportOf(cast.customerA);
    const [a, b] = await Promise.all([bell(cast.customerA), bell(cast.customerB)]);
    const mailsBefore = (await mailsTo(cast.customerA.user!.email!)).length;

    await writeNote(cast.staff, reportId, 'Your Lexus is loaded; the vessel leaves on Monday.');
    const frame = await a.waitFor((f) => f.command === 'record_update');
    expect(serverFrameSchema.parse(frame)).toEqual(recordEventSchema.parse(frame));
    expect(frame).toMatchObject({
      event: 'note',
      kind: 'summaryreports',
      record_id: reportId,
      car_sale_id: saleId,
      text: 'Your Lexus is loaded; the vessel leaves on Monday.',
    });

    // A second note is a second frame (the bell's de-duplication must not swallow it).
    await writeNote(cast.superuser, reportId, 'Bill of lading attached.');
    await a.waitFor((f) => f.command === 'record_update' && f.text === 'Bill of lading attached.');
    await settle();
    expect(recordFrames(b)).toEqual([]);

    const mails = await mailsTo(cast.customerA.user!.email!);
    expect(mails).toHaveLength(mailsBefore + 2);
    const mail = mails.find((m) => m.body.includes('vessel leaves on Monday'))!;
    expect(mail.subject).toBe(`New note on your 2021 Lexus RX 350 (VIN 5YJSA1E26HF${String(seq).padStart(6, '0')})`);
    expect(mail.body).toContain(`/shipping-dashboard/summary-report/${reportId}`);
    expect(mail.body).toMatch(/^Hello Alice,/);
    expect(await mailsTo(cast.customerB.user!.email!)).toEqual([]);
    a.ws.close();
    b.ws.close();
  });

  it('a private note, and a note the customer writes, reach no customer and send no e-mail', async () => {
    const { reportId } = await summaryReportOf(cast.customerA);
    const a = await bell(cast.customerA);
    const mailsBefore = (await mailsTo(cast.customerA.user!.email!)).length;
    await writeNote(cast.staff, reportId, 'Margin is thin; no discount.', 'summaryreports', true);
    await writeNote(cast.customerA, reportId, 'Any news about the title?');
    await settle();
    expect(recordFrames(a)).toEqual([]);
    const mails = await mailsTo(cast.customerA.user!.email!);
    expect(mails).toHaveLength(mailsBefore);
    expect(mails.some((m) => m.body.includes('Margin'))).toBe(false);
    a.ws.close();
  });

  it('a note on a car sale links to the car order page', async () => {
    const { saleId } = await summaryReportOf(cast.customerA);
    const a = await bell(cast.customerA);
    await writeNote(cast.staff, saleId, 'Purchase confirmed.', 'carsales');
    expect(await a.waitFor((f) => f.command === 'record_update')).toMatchObject({
      kind: 'carsales',
      record_id: saleId,
    });
    const mails = await mailsTo(cast.customerA.user!.email!);
    expect(mails.at(-1)!.body).toContain(`/shipping-dashboard/car-sales/${saleId}`);
    a.ws.close();
  });
});

describe('records the customer cannot open', () => {
  it('a superuser note on a towing (superuser-only kind) reaches no customer', async () => {
    const { saleId } = await summaryReportOf(cast.customerA);
    const [towing] = await t.database.db.insert(towings).values({ car_sale_id: saleId }).returning();
    const a = await bell(cast.customerA);
    const mailsBefore = (await mailsTo(cast.customerA.user!.email!)).length;
    await writeNote(cast.superuser, towing!.id, 'Driver paid in cash.', 'towings');
    await settle();
    expect(recordFrames(a)).toEqual([]);
    expect(await mailsTo(cast.customerA.user!.email!)).toHaveLength(mailsBefore);
    a.ws.close();
  });
});

describe('a bus outage', () => {
  it('is logged, not thrown: the note is already saved and its e-mail still goes', async () => {
    const errors: unknown[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => errors.push(JSON.parse(line)) });
    const event = recordEventSchema.parse({
      command: 'record_update',
      event: 'note',
      kind: 'summaryreports',
      record_id: 1,
      car_sale_id: 1,
      text: 'x',
      at: new Date().toISOString(),
    });
    await expect(
      publishRecordEvent({ getBus: () => Promise.reject(new Error('redis down')), log }, { userId: 1, event }),
    ).resolves.toBeUndefined();
    expect(errors).toEqual([expect.objectContaining({ msg: 'record event not published', record_id: 1 })]);
  });
});

describe('a stage change', () => {
  it('reaches the customer live and by e-mail with the stage, and is not sent to the staff member who made it', async () => {
    const { saleId, reportId } = await summaryReportOf(cast.customerA);
    const [a, staffBell] = await Promise.all([bell(cast.customerA), bell(cast.staff)]);
    const deps = { db: t.database.db, getBus: async () => apiBus, log: pino({ level: 'silent' }) };
    await notifyRecordChange(deps, {
      kind: 'summaryreports',
      owner: { id: reportId, customer_id: cast.customerA.user!.id, car_sale_id: saleId },
      actorId: cast.staff.user!.id,
      event: 'stage',
      stage: 'in transit',
    });
    expect(await a.waitFor((f) => f.command === 'record_update')).toMatchObject({
      event: 'stage',
      record_id: reportId,
      car_sale_id: saleId,
      text: 'Container shipped',
    });
    const mail = (await mailsTo(cast.customerA.user!.email!)).at(-1)!;
    expect(mail.subject).toContain('Container shipped');
    expect(mail.body).toContain(`/shipping-dashboard/summary-report/${reportId}`);
    await settle();
    expect(recordFrames(staffBell)).toEqual([]);
    a.ws.close();
    staffBell.ws.close();
  });
});
