// The My account notification preferences (decisions 051, 055) control real e-mails: a staff chat reply the customer
// has not read, and a note or stage change on their record. On → one e-mail in the outbox; off → none. Chat
// e-mails are at most one per chat every 15 minutes.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig, getConfig, setConfigForTests, type Config } from '@/server/config';
import { carSales, chatMembers, outbox, summaryReports } from '@/server/db/schema';
import { createMemoryBus } from '@/server/realtime/bus';
import { notifyRecordChange } from '@/server/modules/orders/record-events';
import {
  CHAT_REPLY_MAIL_INTERVAL_MS,
  mailUnreadReply,
  replyMailsSettled,
} from '@/server/modules/chat/reply-mail.service';
import { createUser } from '../support/auth';
import { call, createCast, openChatAs, tokenFor, type Actor, type Cast } from '../support/chat';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let cast: Cast;
let config: Config;
beforeAll(async () => {
  config = getConfig();
  // The unread check runs at once instead of two minutes after the reply.
  setConfigForTests(buildConfig({ ...process.env, CHAT_REPLY_MAIL_DELAY_SECONDS: '0' }));
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(async () => {
  await replyMailsSettled(t.database.db);
  setConfigForTests(config);
  await t.close();
});

const mailsTo = async (to: string) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.to, to))).filter((row) => row.channel === 'email');

async function customer(wants: { chat?: boolean; status?: boolean } = {}): Promise<Actor> {
  const user = await createUser(t.database.db, {
    first_name: 'Srey',
    notify_chat_email: wants.chat ?? true,
    notify_status_email: wants.status ?? true,
  });
  return { name: 'customer', user, token: await tokenFor(user) };
}

async function write(who: Actor, chatId: number, content: string): Promise<number> {
  const form = new FormData();
  form.set('chat', String(chatId));
  form.set('content', content);
  const res = await call(t, who, '/api/chats/messages/create/', { method: 'POST', body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

describe('a staff reply in a chat', () => {
  it('e-mails a customer who wants it and has not read it: one e-mail with the words and the chat link', async () => {
    const who = await customer();
    const chat = await openChatAs(t, who);
    await write(who, chat.id, 'Can you ship a Prius to Phnom Penh?');
    await write(cast.staff, chat.id, 'Yes, in about six weeks. Shall I send a quote?');
    await replyMailsSettled(t.database.db);
    const mails = await mailsTo(who.user!.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Sokha Staff replied to you on AutoBridge');
    expect(mails[0]!.body).toContain('Yes, in about six weeks. Shall I send a quote?');
    expect(mails[0]!.body).toContain(`/messages/${chat.id}`);
    // The staff member hears nothing by e-mail of their own reply.
    expect(await mailsTo(cast.staff.user!.email!)).toHaveLength(0);
  });

  it('sends nothing when the chat e-mails preference is off', async () => {
    const who = await customer({ chat: false });
    const chat = await openChatAs(t, who);
    await write(cast.staff, chat.id, 'Your quote is ready.');
    await replyMailsSettled(t.database.db);
    expect(await mailsTo(who.user!.email!)).toHaveLength(0);
  });

  it('sends at most one e-mail per chat every 15 minutes', async () => {
    const who = await customer();
    const chat = await openChatAs(t, who);
    const first = await write(cast.staff, chat.id, 'First answer.');
    await write(cast.superuser, chat.id, 'Second answer.');
    await write(cast.staff, chat.id, 'Third answer.');
    await replyMailsSettled(t.database.db);
    expect(await mailsTo(who.user!.email!)).toHaveLength(1);
    // Later than 15 minutes, the next unread reply is news again.
    const later = new Date(Date.now() + CHAT_REPLY_MAIL_INTERVAL_MS + 60_000);
    expect(await mailUnreadReply(t.database.db, chat.id, first, later)).not.toBeNull();
    expect(await mailsTo(who.user!.email!)).toHaveLength(2);
  });

  it('sends nothing when the customer read the reply in time (they were on the site)', async () => {
    const who = await customer();
    const chat = await openChatAs(t, who);
    const id = await write(cast.staff, chat.id, 'Read me.');
    await replyMailsSettled(t.database.db);
    await t.database.db.delete(outbox).where(eq(outbox.to, who.user!.email!));
    await t.database.db
      .update(chatMembers)
      .set({ last_read_message_id: id })
      .where(eq(chatMembers.user_id, who.user!.id));
    const later = new Date(Date.now() + CHAT_REPLY_MAIL_INTERVAL_MS + 60_000);
    expect(await mailUnreadReply(t.database.db, chat.id, id, later)).toBeNull();
    expect(await mailsTo(who.user!.email!)).toHaveLength(0);
  });

  it("does not e-mail staff about a customer's message", async () => {
    const who = await customer();
    const chat = await openChatAs(t, who);
    await write(who, chat.id, 'Hello?');
    await replyMailsSettled(t.database.db);
    expect(await mailsTo(who.user!.email!)).toHaveLength(0);
    expect(await mailsTo(cast.staff.user!.email!)).toHaveLength(0);
  });
});

let seq = 0;
async function recordOf(who: Actor) {
  const [sale] = await t.database.db
    .insert(carSales)
    .values({
      id_number: `MAIL-${++seq}`,
      customer_id: who.user!.id,
      date: '2026-10-01',
      vin: `JTDKARFU0K3${String(seq).padStart(6, '0')}`,
      year: 2019,
      make: 'Toyota',
      model: 'Prius',
    })
    .returning();
  const [report] = await t.database.db
    .insert(summaryReports)
    .values({ car_sale_id: sale!.id, customer_id: who.user!.id })
    .returning();
  return { saleId: sale!.id, reportId: report!.id };
}

describe('a change on a customer record', () => {
  const deps = () => ({ db: t.database.db, getBus: async () => createMemoryBus(), log: pino({ level: 'silent' }) });
  const stageChange = (who: Actor, record: { saleId: number; reportId: number }) =>
    notifyRecordChange(deps(), {
      kind: 'summaryreports',
      owner: { id: record.reportId, customer_id: who.user!.id, car_sale_id: record.saleId },
      actorId: cast.staff.user!.id,
      event: 'stage',
      stage: 'in transit',
    });
  const note = (who: Actor, record: { saleId: number; reportId: number }) =>
    notifyRecordChange(deps(), {
      kind: 'summaryreports',
      owner: { id: record.reportId, customer_id: who.user!.id, car_sale_id: record.saleId },
      actorId: cast.staff.user!.id,
      event: 'note',
      content: 'The car is loaded.',
      author: 'Sokha Staff',
    });

  it('e-mails a stage change and a note when the status e-mails preference is on', async () => {
    const who = await customer({ status: true });
    const record = await recordOf(who);
    await stageChange(who, record);
    expect(await mailsTo(who.user!.email!)).toHaveLength(1);
    await note(who, record);
    expect(await mailsTo(who.user!.email!)).toHaveLength(2);
  });

  it('sends nothing when it is off', async () => {
    const who = await customer({ status: false });
    const record = await recordOf(who);
    await stageChange(who, record);
    await note(who, record);
    expect(await mailsTo(who.user!.email!)).toHaveLength(0);
  });
});
