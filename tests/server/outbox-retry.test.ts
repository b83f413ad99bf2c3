// Outbox delivery that survives failures: backoff between tries, parking after the limit, crashed sends recovered,
// one send per message however many sweeps run, and staff's list of parked messages with a retry.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staffOutboxMessageSchema, staffOutboxPageSchema } from '@/lib/contract/outbox';
import { outbox } from '@/server/db/schema';
import {
  OUTBOX_MAX_ATTEMPTS,
  OUTBOX_STALE_CLAIM_MS,
  backoffMs,
  deliverMessages,
  enqueueMessage,
  sweepOutbox,
} from '@/server/mail/outbox';
import { startOutboxSweeper } from '@/server/mail/sweeper';
import type { MailTransport, OutgoingMessage } from '@/server/mail/transport';
import { call, createCast, type Cast } from '../support/chat';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
beforeEach(async () => {
  await t.database.db.delete(outbox);
});
afterAll(() => t.close());

const silent = pino({ level: 'silent' });

/** Records what it sends; fails while `failing` is true. Each send yields once, so concurrent sweeps interleave. */
function transport(failing = false): MailTransport & { sent: OutgoingMessage[]; failing: boolean } {
  const sent: OutgoingMessage[] = [];
  return {
    kind: 'log',
    sent,
    failing,
    async send(message) {
      await new Promise((resolve) => setImmediate(resolve));
      if (this.failing) throw new Error('421 try again later');
      sent.push(message);
    },
  };
}

async function row(id: number) {
  const [found] = await t.database.db.select().from(outbox).where(eq(outbox.id, id));
  if (!found) throw new Error(`no outbox row ${id}`);
  return found;
}

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
const message = (to: string) =>
  enqueueMessage(t.database.db, { channel: 'email', to, subject: 'Hello', body: 'secret link' });

describe('retries with backoff', () => {
  it('a failed send stays pending with its error and is tried again only when its backoff has passed', async () => {
    const id = await message('retry@example.com');
    const mail = transport(true);
    const start = new Date();
    expect(await sweepOutbox(t.database.db, mail, silent, { now: start })).toBe(1);
    const first = await row(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, error: '421 try again later', claimed_at: null });
    expect(first.next_attempt_at.getTime()).toBe(start.getTime() + backoffMs(1));

    expect(await sweepOutbox(t.database.db, mail, silent, { now: later(start, backoffMs(1) - 1) })).toBe(0);
    expect(await sweepOutbox(t.database.db, mail, silent, { now: later(start, backoffMs(1)) })).toBe(1);
    const second = await row(id);
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(second.next_attempt_at.getTime()).toBe(start.getTime() + backoffMs(1) + backoffMs(2));
    expect(backoffMs(2)).toBe(2 * backoffMs(1));

    mail.failing = false;
    await sweepOutbox(t.database.db, mail, silent, { now: second.next_attempt_at });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3, error: null });
    expect(mail.sent.map((m) => m.id)).toEqual([id]);
  });

  it(`parks a message after ${OUTBOX_MAX_ATTEMPTS} failed tries, keeping the error, and never tries it again`, async () => {
    const id = await message('parked@example.com');
    const mail = transport(true);
    let now = new Date();
    for (let i = 0; i < OUTBOX_MAX_ATTEMPTS; i++) {
      expect(await sweepOutbox(t.database.db, mail, silent, { now })).toBe(1);
      now = (await row(id)).next_attempt_at;
    }
    expect(await row(id)).toMatchObject({
      status: 'failed',
      attempts: OUTBOX_MAX_ATTEMPTS,
      error: '421 try again later',
    });
    mail.failing = false;
    expect(await sweepOutbox(t.database.db, mail, silent, { now: later(now, 24 * 3600_000) })).toBe(0);
    expect(mail.sent).toEqual([]);
  });

  it("a request's own delivery that fails is left pending for the sweeper, not parked", async () => {
    const id = await message('first-try@example.com');
    await deliverMessages(t.database.db, [id], transport(true), silent);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1, error: '421 try again later' });
  });
});

describe('crashes and concurrent sweeps', () => {
  it("recovers a row left 'sending' by a crash and sends it; a fresh claim is left alone", async () => {
    const now = new Date();
    const crashed = await message('crashed@example.com');
    const inFlight = await message('in-flight@example.com');
    await t.database.db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, claimed_at: later(now, -OUTBOX_STALE_CLAIM_MS - 1000) })
      .where(eq(outbox.id, crashed));
    await t.database.db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, claimed_at: later(now, -60_000) })
      .where(eq(outbox.id, inFlight));

    const mail = transport();
    await sweepOutbox(t.database.db, mail, silent, { now });
    expect(mail.sent.map((m) => m.id)).toEqual([crashed]);
    expect(await row(crashed)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await row(inFlight)).toMatchObject({ status: 'sending', attempts: 1 });
  });

  it('parks a crashed send that had used its last try', async () => {
    const now = new Date();
    const id = await message('last-try@example.com');
    await t.database.db
      .update(outbox)
      .set({ status: 'sending', attempts: OUTBOX_MAX_ATTEMPTS, claimed_at: later(now, -OUTBOX_STALE_CLAIM_MS - 1000) })
      .where(eq(outbox.id, id));
    await sweepOutbox(t.database.db, transport(), silent, { now });
    expect(await row(id)).toMatchObject({ status: 'failed', error: expect.stringMatching(/interrupted/) });
  });

  it('two sweeps at once (two servers) send each message exactly once', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => message(`both${i}@example.com`)));
    const a = transport();
    const b = transport();
    await Promise.all([
      sweepOutbox(t.database.db, a, silent, { batch: 5 }),
      sweepOutbox(t.database.db, b, silent, { batch: 5 }),
      deliverMessages(t.database.db, ids, a, silent),
    ]);
    await sweepOutbox(t.database.db, b, silent);
    const sent = [...a.sent, ...b.sent].map((m) => m.id).sort((x, y) => x - y);
    expect(sent).toEqual([...ids].sort((x, y) => x - y));
    for (const id of ids) expect((await row(id)).status).toBe('sent');
  });

  it('the sweeper started with the server delivers due messages and stops cleanly', async () => {
    const id = await message('swept@example.com');
    const mail = transport();
    const sweeper = startOutboxSweeper(t.database.db, silent, { intervalMs: 60_000, transport: async () => mail });
    await expect.poll(async () => (await row(id)).status).toBe('sent');
    await sweeper.stop();
    expect(mail.sent.map((m) => m.id)).toEqual([id]);
  });
});

describe('staff: GET /api/admin/outbox/ and POST /api/admin/outbox/{id}/retry/', () => {
  async function parked(to: string): Promise<number> {
    const id = await message(to);
    await t.database.db
      .update(outbox)
      .set({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS, error: 'mailbox unavailable' })
      .where(eq(outbox.id, id));
    return id;
  }

  it('is for staff only: anonymous 401, customers and dealers 403', async () => {
    const id = await parked('nobody@example.com');
    expect((await call(t, cast.anonymous, '/api/admin/outbox/')).status).toBe(401);
    expect((await call(t, cast.customerA, '/api/admin/outbox/?status=failed')).status).toBe(403);
    expect((await call(t, cast.dealer, '/api/admin/outbox/')).status).toBe(403);
    expect((await call(t, cast.anonymous, `/api/admin/outbox/${id}/retry/`, { method: 'POST' })).status).toBe(401);
    expect((await call(t, cast.customerA, `/api/admin/outbox/${id}/retry/`, { method: 'POST' })).status).toBe(403);
    expect((await row(id)).status).toBe('failed');
  });

  it('lists parked messages with their error but never their body, and retries one', async () => {
    const id = await parked('stuck@example.com');
    await message('waiting@example.com');
    const res = await call(t, cast.staff, '/api/admin/outbox/?status=failed');
    expect(res.status).toBe(200);
    const page = staffOutboxPageSchema.parse(await res.json());
    expect(page).toMatchObject({ count: 1, next: null, previous: null });
    expect(page.results[0]).toMatchObject({
      id,
      to: 'stuck@example.com',
      status: 'failed',
      attempts: OUTBOX_MAX_ATTEMPTS,
      error: 'mailbox unavailable',
    });
    expect(JSON.stringify(page)).not.toContain('secret link');
    expect(staffOutboxPageSchema.parse(await (await call(t, cast.superuser, '/api/admin/outbox/')).json()).count).toBe(
      2,
    );

    const retried = await call(t, cast.staff, `/api/admin/outbox/${id}/retry/`, { method: 'POST' });
    expect(retried.status).toBe(200);
    expect(staffOutboxMessageSchema.parse(await retried.json())).toMatchObject({ id, status: 'pending', attempts: 0 });
    // The retry is delivered at once (logged, as no SMTP_URL is set).
    await expect.poll(async () => (await row(id)).status).toBe('sent');
  });

  it('answers 400 for a bad status or a message that is not parked, 404 for an unknown one', async () => {
    const id = await message('pending@example.com');
    const bad = await call(t, cast.staff, '/api/admin/outbox/?status=lost');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ status: ['Select a valid choice. lost is not one of the available choices.'] });
    const notParked = await call(t, cast.staff, `/api/admin/outbox/${id}/retry/`, { method: 'POST' });
    expect(notParked.status).toBe(400);
    expect(await notParked.json()).toEqual({ detail: 'Only a parked (failed) message can be retried.' });
    expect((await call(t, cast.staff, '/api/admin/outbox/999999/retry/', { method: 'POST' })).status).toBe(404);
    expect((await call(t, cast.staff, '/api/admin/outbox/abc/retry/', { method: 'POST' })).status).toBe(404);
  });
});
