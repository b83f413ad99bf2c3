// The outbox: messages written with the change that caused them, delivered afterwards, listed at /api/dev/outbox/.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxListSchema } from '@/lib/contract/outbox';
import { buildConfig, getConfig, setConfigForTests } from '@/server/config';
import { outbox } from '@/server/db/schema';
import { deliverMessages, enqueueMessage } from '@/server/mail/outbox';
import type { MailTransport, OutgoingMessage } from '@/server/mail/transport';
import { post } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const original = getConfig();
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await t.database.db.delete(outbox);
});
afterEach(() => setConfigForTests(original));
afterAll(() => t.close());

const silent = pino({ level: 'silent' });

function recordingTransport(fail = false): MailTransport & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  return {
    kind: 'log',
    sent,
    async send(message) {
      if (fail) throw new Error('connection refused');
      sent.push(message);
    },
  };
}

async function statusOf(id: number) {
  const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

describe('delivery', () => {
  it('sends each pending message once and marks it sent', async () => {
    const id = await enqueueMessage(t.database.db, {
      channel: 'email',
      to: 'a@example.com',
      subject: 'Hi',
      body: 'Hello',
    });
    const transport = recordingTransport();
    await Promise.all([
      deliverMessages(t.database.db, [id], transport, silent),
      deliverMessages(t.database.db, [id], transport, silent),
    ]);
    expect(transport.sent.map((m) => m.id)).toEqual([id]);
    expect(await statusOf(id)).toMatchObject({ status: 'sent', error: null });
    expect((await statusOf(id))?.sent_at).toBeInstanceOf(Date);
  });

  it('delivers what a request wrote, after answering it (logged when no SMTP_URL)', async () => {
    const res = await post(t, '/api/usermgmt/register/', {
      email: 'outbox@example.com',
      password: 'Siem-Reap-2026',
      first_name: 'Out',
      last_name: 'Box',
      phone: '+85512000444',
    });
    expect(res.status).toBe(201);
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'outbox@example.com'));
    expect(row?.subject).toMatch(/^Verify your /);
    await expect.poll(async () => (row ? (await statusOf(row.id))?.status : undefined)).toBe('sent');
  });
});

describe('GET /api/dev/outbox/', () => {
  /** The development outbox is hidden from the document: a tool for developers, not an operation of the API. */
  const DEV_ONLY = { offContract: 'a development-only path, hidden from the document' };

  it('lists the newest 50 messages, newest first', async () => {
    for (let i = 0; i < 55; i++)
      await enqueueMessage(t.database.db, { channel: 'email', to: `n${i}@example.com`, body: `Body ${i}` });
    const res = await t.request('/api/dev/outbox/', DEV_ONLY);
    expect(res.status).toBe(200);
    const list = outboxListSchema.parse(await res.json());
    expect(list).toHaveLength(50);
    expect(list[0]).toMatchObject({ to: 'n54@example.com', body: 'Body 54', channel: 'email', subject: '' });
    expect(list.map((m) => m.id)).toEqual([...list.map((m) => m.id)].sort((a, b) => b - a));
  });

  it('reads SMTP_URL, MAIL_FROM and DEV_OUTBOX from the environment', () => {
    expect(buildConfig({ ...process.env, DEV_OUTBOX: undefined }).DEV_OUTBOX).toBe(false);
    const config = buildConfig({
      ...process.env,
      SMTP_URL: 'smtp://mailer:2525',
      MAIL_FROM: 'Shop <shop@example.com>',
      DEV_OUTBOX: '1',
    });
    expect(config).toMatchObject({
      SMTP_URL: 'smtp://mailer:2525',
      MAIL_FROM: 'Shop <shop@example.com>',
      DEV_OUTBOX: true,
    });
    expect(() => buildConfig({ ...process.env, SMTP_URL: 'http://mailer' })).toThrow(/SMTP_URL/);
  });

  it('is not there in production unless DEV_OUTBOX is set', async () => {
    setConfigForTests(buildConfig({ ...process.env, NODE_ENV: 'production' }));
    expect((await t.request('/api/dev/outbox/')).status).toBe(404);
    setConfigForTests(buildConfig({ ...process.env, NODE_ENV: 'production', DEV_OUTBOX: 'true' }));
    expect((await t.request('/api/dev/outbox/', DEV_ONLY)).status).toBe(200);
  });
});
