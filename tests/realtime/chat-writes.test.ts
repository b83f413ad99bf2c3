// The batched chat writes (decision 064): concurrent messages keep their order and exact unread state; read receipts
// are stored in batches and survive a disconnect, a failed write and shutdown.
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatSchema, messagePageSchema, unreadCountSchema, type ChatMessage } from '@/lib/contract/chat';
import { buildApi } from '@/server/api/app';
import type { Db } from '@/server/db/client';
import { chatMembers } from '@/server/db/schema';
import { chatChannel } from '@/server/modules/chat/chat-events';
import { storeMessages } from '@/server/modules/chat/chat-writes.repository';
import { writeMessage } from '@/server/modules/chat/message-writer';
import { createReadMarks } from '@/server/modules/chat/read-marks';
import { createMemoryBus } from '@/server/realtime/bus';
import {
  call,
  connectReady,
  createCast,
  openChatAs,
  startRealtime,
  type Actor,
  type Cast,
  type Client,
  type LiveServer,
} from '../support/chat';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let cast: Cast;
let live: LiveServer;
const bus = createMemoryBus();

beforeAll(async () => {
  const app = await createTestApp();
  const api = buildApi({
    getDatabase: async () => app.database,
    getBus: async () => bus,
    logger: pino({ level: 'silent' }),
  });
  t = {
    ...app,
    api,
    request: (path, init = {}) => {
      const { json, token, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('content-type', 'application/json');
      if (token) headers.set('authorization', `Bearer ${token}`);
      const body = json !== undefined ? JSON.stringify(json) : rest.body;
      return Promise.resolve(api.request(`http://testserver${path}`, { ...rest, headers, body }));
    },
  };
  cast = await createCast(t);
  // Read receipts wait a minute here: only a disconnect or shutdown stores them within a test.
  live = await startRealtime(t.database, bus, undefined, { readMarkWindowMs: 60_000 });
  const days = Array.from({ length: 7 }, (_, weekday) => ({
    weekday,
    is_open: true,
    opens_at: '00:00',
    closes_at: '23:59',
  }));
  expect((await call(t, cast.staff, '/api/chats/working-hours/', { method: 'PUT', json: { days } })).status).toBe(200);
});

afterAll(async () => {
  await live.close();
  await t.close();
});

const chatPath = (chat: { id: number }, who: Actor) => `/ws/chat/${chat.id}/?token=${who.token}`;
const messagesOf = (client: Client) =>
  client.frames.filter((f) => f.command === 'new_message').map((f) => f.message as ChatMessage);
const unread = async (who: Actor) =>
  unreadCountSchema.parse(await (await call(t, who, '/api/chats/unread-messages-count/')).json()).unread_message_count;

async function storedMessages(who: Actor, chatId: number): Promise<ChatMessage[]> {
  const page = messagePageSchema.parse(
    await (await call(t, who, `/api/chats/${chatId}/messages/?page_size=200`)).json(),
  );
  return page.results.reverse();
}

describe('a burst of messages from both sides of several chats', () => {
  it('is stored in the order each socket sent it, delivered in id order, with exact read flags and unread counts', async () => {
    const customers = [cast.customerA, cast.customerB, cast.dealer];
    // Two staff members, so that nobody passes the per-user message limit (30 in 10 s).
    const staffOf = [cast.staff, cast.superuser, cast.staff];
    const chats = await Promise.all(customers.map((who) => openChatAs(t, who)));
    const pairs = await Promise.all(
      chats.map(async (chat, i) => ({
        chat,
        customer: customers[i]!,
        staff: staffOf[i]!,
        customerSocket: await connectReady(live.base, chatPath(chat, customers[i]!)),
        staffSocket: await connectReady(live.base, chatPath(chat, staffOf[i]!)),
      })),
    );
    const before = new Map(await Promise.all(customers.map(async (who) => [who, await unread(who)] as const)));
    const PER_SIDE = 10;
    // Every frame at once, without waiting for echoes: the server stores them in a few shared statements.
    for (let n = 0; n < PER_SIDE; n++) {
      for (const { chat, customerSocket, staffSocket } of pairs) {
        customerSocket.send({ command: 'new_message', chat: chat.id, content: `customer ${n}` });
        staffSocket.send({ command: 'new_message', chat: chat.id, content: `staff ${n}` });
      }
    }
    for (const { customerSocket, staffSocket } of pairs) {
      await customerSocket.waitFor(
        (f) => f.command === 'new_message' && messagesOf(customerSocket).length === 2 * PER_SIDE,
      );
      await staffSocket.waitFor((f) => f.command === 'new_message' && messagesOf(staffSocket).length === 2 * PER_SIDE);
    }

    for (const { chat, customer, staff, customerSocket, staffSocket } of pairs) {
      const delivered = messagesOf(customerSocket);
      const ids = delivered.map((m) => m.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(messagesOf(staffSocket).map((m) => m.id)).toEqual(ids);
      // Each side's messages in the order that side sent them.
      for (const side of ['customer', 'staff']) {
        expect(delivered.filter((m) => m.content.startsWith(side)).map((m) => m.content)).toEqual(
          Array.from({ length: PER_SIDE }, (_, n) => `${side} ${n}`),
        );
      }
      // As pushed, each message was the newest of its chat: nobody else had read it yet.
      for (const m of delivered) {
        expect(m.is_read).toBe(false);
        expect(m.message_read_status.every((s) => !s.is_read)).toBe(true);
      }
      // Stored as if sent one after another: a message is read once the other side wrote after it.
      const stored = (await storedMessages(customer, chat.id)).filter((m) => ids.includes(m.id));
      expect(stored.map((m) => m.id)).toEqual(ids);
      const lastBy = (sender: number) => Math.max(...stored.filter((m) => m.sender === sender).map((m) => m.id));
      for (const m of stored) {
        const other = m.sender === customer.user!.id ? staff.user!.id : customer.user!.id;
        expect(m.is_read).toBe(lastBy(other) > m.id);
      }
      const staffAfterCustomer = stored.filter(
        (m) => m.sender === staff.user!.id && m.id > lastBy(customer.user!.id),
      ).length;
      expect(await unread(customer)).toBe(before.get(customer)! + staffAfterCustomer);
      customerSocket.ws.close();
      staffSocket.ws.close();
    }
  });

  it('one statement for many messages gives each the members and read marks it would have had alone', async () => {
    const chat = await openChatAs(t, cast.visitor);
    const visitor = cast.visitor.user!.id;
    const staff = cast.superuser.user!.id;
    const input = (sender: number, content: string) => ({
      chat_id: chat.id,
      sender_id: sender,
      content,
      file: null,
      media_type: null,
      reopen: sender === visitor,
    });
    const [first, reply, again] = await storeMessages(t.database.db, [
      input(visitor, 'one'),
      input(staff, 'two'),
      input(visitor, 'three'),
    ]);
    expect([first!.row.id < reply!.row.id, reply!.row.id < again!.row.id]).toEqual([true, true]);
    const mark = (s: typeof first, user: number) => s!.members.find((m) => m.user_id === user)?.last_read_message_id;
    // The staff member joins with their message, not before it.
    expect(mark(first, staff)).toBeUndefined();
    expect(mark(reply, staff)).toBe(reply!.row.id);
    expect(mark(reply, visitor)).toBe(first!.row.id);
    expect(mark(again, visitor)).toBe(again!.row.id);
    expect(again!.sender).toEqual({ id: visitor, first_name: 'Visitor' });
    const stored = await storedMessages(cast.visitor, chat.id);
    expect(stored.slice(-3).map((m) => [m.content, m.is_read])).toEqual([
      ['one', true],
      ['two', true],
      ['three', false],
    ]);
  });

  it('stores the rest of a batch in order when one message of it cannot be stored', async () => {
    const chat = await openChatAs(t, cast.visitor);
    const visitor = cast.visitor.user!.id;
    const input = (chatId: number, content: string) => ({
      chat_id: chatId,
      sender_id: visitor,
      content,
      file: null,
      media_type: null,
      reopen: true,
    });
    // Handed over together, so they share a statement; the missing chat fails it, and each then goes alone.
    const writes = ['a', 'b', 'lost', 'c', 'd'].map((content) =>
      writeMessage(t.database.db, input(content === 'lost' ? 2_000_000_000 : chat.id, content)),
    );
    const results = await Promise.allSettled(writes);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    const ids = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.row.id] : []));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect((await storedMessages(cast.visitor, chat.id)).slice(-4).map((m) => m.content)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('read receipts', () => {
  async function chatWithReplies(who: Actor) {
    const chat = await openChatAs(t, who);
    const staff = await connectReady(live.base, chatPath(chat, cast.staff));
    for (const content of ['first reply', 'second reply'])
      staff.send({ command: 'new_message', chat: chat.id, content });
    await staff.waitFor((f) => f.command === 'new_message' && (f.message as ChatMessage).content === 'second reply');
    const last = messagesOf(staff).at(-1)!;
    return { chat, staff, last };
  }
  const markOf = async (chatId: number, userId: number) => {
    const [row] = await t.database.db
      .select({ mark: chatMembers.last_read_message_id })
      .from(chatMembers)
      .where(and(eq(chatMembers.chat_id, chatId), eq(chatMembers.user_id, userId)));
    return row?.mark ?? 0;
  };

  it('are stored when the reader disconnects, well before the window ends, and announced to the chat', async () => {
    const { chat, staff, last } = await chatWithReplies(cast.customerA);
    const customer = await connectReady(live.base, chatPath(chat, cast.customerA));
    customer.send({ command: 'message_read', chat: chat.id, message_id: last.id - 1 });
    customer.send({ command: 'message_read', chat: chat.id, message_id: last.id });
    customer.ws.close();
    const receipt = await staff.waitFor((f) => f.command === 'message_read');
    expect(receipt).toEqual({
      command: 'message_read',
      chat: chat.id,
      message_id: last.id,
      user: cast.customerA.user!.id,
    });
    // Two receipts of one reader in one window are one write and one announcement.
    await new Promise((r) => setTimeout(r, 50));
    expect(staff.frames.filter((f) => f.command === 'message_read')).toHaveLength(1);
    expect(await markOf(chat.id, cast.customerA.user!.id)).toBe(last.id);
    staff.ws.close();
  });

  it('are stored at shutdown', async () => {
    const { chat, staff, last } = await chatWithReplies(cast.customerB);
    const customer = await connectReady(live.base, chatPath(chat, cast.customerB));
    customer.send({ command: 'message_read', chat: chat.id, message_id: last.id });
    // The frame is handled before the server stops: a ping sent after it is answered.
    customer.send({ command: 'ping' });
    await customer.waitFor((f) => f.command === 'pong');
    staff.ws.close();
    await live.close();
    expect(await markOf(chat.id, cast.customerB.user!.id)).toBe(last.id);
    live = await startRealtime(t.database, bus, undefined, { readMarkWindowMs: 60_000 });
  });

  it('survive a failed write: kept, merged with later ones, stored and announced on the next try', async () => {
    const { chat, staff, last } = await chatWithReplies(cast.dealer);
    staff.ws.close();
    const errors: unknown[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => errors.push(JSON.parse(line)) });
    const heard: unknown[] = [];
    const stop = await bus.subscribe(chatChannel(chat.id), (frame) => heard.push(frame));
    // The retry is left to an explicit flush, so nothing else writes in between.
    const marks = createReadMarks({ db: failingOnce(t.database.db), bus, log, windowMs: 10, retryMs: 60_000 });
    const dealer = cast.dealer.user!.id;
    marks.add(chat.id, dealer, last.id - 1);
    await expect.poll(() => errors.length).toBe(1);
    expect(await markOf(chat.id, dealer)).toBeLessThan(last.id - 1);
    marks.add(chat.id, dealer, last.id);
    await marks.flush();
    expect(await markOf(chat.id, dealer)).toBe(last.id);
    expect(heard).toEqual([{ command: 'message_read', chat: chat.id, message_id: last.id, user: dealer }]);
    const detail = chatSchema.parse(await (await call(t, cast.dealer, `/api/chats/${chat.id}/`)).json());
    expect(detail.unread_messages_count).toBe(0);
    await marks.close();
    await stop();
  });
});

/** The database, except that its first raw statement fails as if the connection dropped. */
function failingOnce(db: Db): Db {
  let failed = false;
  const execute: Db['execute'] = (...args) => {
    if (failed) return db.execute(...args);
    failed = true;
    return Promise.reject(new Error('connection terminated unexpectedly')) as ReturnType<Db['execute']>;
  };
  return new Proxy(db, {
    get: (target, prop, receiver) => (prop === 'execute' ? execute : Reflect.get(target, prop, receiver)),
  });
}
