// Chat over WebSockets: access (4001/4003), two clients talking, notifications, read receipts, out-of-hours reply, resync.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagePageSchema, unreadCountSchema, type Chat } from '@/lib/contract/chat';
import { buildApi } from '@/server/api/app';
import { createMemoryBus } from '@/server/realtime/bus';
import {
  FIRST_SUPPORT_MESSAGE,
  call,
  connect,
  connectReady,
  createCast,
  openChatAs,
  startRealtime,
  type Actor,
  type Cast,
  type Frame,
  type LiveServer,
} from '../support/chat';
import { insertCar } from '../support/factories';
import { createTestApp, requester, type TestApp } from '../support/test-app';

let t: TestApp;
let cast: Cast;
let live: LiveServer;
const bus = createMemoryBus();

beforeAll(async () => {
  const app = await createTestApp();
  // The API shares the sockets' bus, so uploads and new chats reach the sockets.
  const api = buildApi({
    getDatabase: async () => app.database,
    getBus: async () => bus,
    logger: pino({ level: 'silent' }),
  });
  t = {
    ...app,
    api,
    request: requester(api),
  };
  cast = await createCast(t);
  live = await startRealtime(t.database, bus);
  // Open all week, so only the out-of-hours test meets the automatic reply.
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
const bellPath = (who: Actor) => `/ws/notifications/${who.user!.unique_id}/?token=${who.token}`;

describe('socket access', () => {
  it('closes a bad or missing token with 4001', async () => {
    for (const query of ['', '?token=garbage']) {
      const client = await connect(live.base, `/ws/chat/1/${query}`);
      expect(await client.closed).toBe(4001);
    }
  });

  it("closes with 4003 on someone else's chat, a car_internal chat for a customer, and someone else's bell", async () => {
    const chatA = await openChatAs(t, cast.customerA, (await insertCar(t.database.db)).id);
    const staffChats = (await (await call(t, cast.staff, '/api/chats/?page_size=100')).json()) as { results: Chat[] };
    const internal = staffChats.results.find((c) => c.parent_chat === chatA.id)!;
    for (const path of [
      chatPath(chatA, cast.customerB),
      chatPath(internal, cast.customerA),
      chatPath({ id: 999999 }, cast.staff),
      `/ws/notifications/${cast.customerA.user!.unique_id}/?token=${cast.customerB.token}`,
    ]) {
      const client = await connect(live.base, path);
      expect(await client.closed).toBe(4003);
    }
    const staffInternal = await connectReady(live.base, chatPath(internal, cast.staff));
    const own = await connectReady(live.base, bellPath(cast.customerA));
    staffInternal.ws.close();
    own.ws.close();
  });
});

describe('talking', () => {
  it('two clients exchange messages, each stored before it is delivered, and members are notified', async () => {
    const chat = await openChatAs(t, cast.customerA);
    const customer = await connectReady(live.base, chatPath(chat, cast.customerA));
    const staff = await connectReady(live.base, chatPath(chat, cast.staff));
    const bell = await connectReady(live.base, bellPath(cast.customerA));

    customer.send({ command: 'new_message', chat: chat.id, content: 'Is the Camry still available?' });
    const atStaff = await staff.waitFor((f) => f.command === 'new_message');
    expect(atStaff.message).toMatchObject({
      content: 'Is the Camry still available?',
      sender: cast.customerA.user!.id,
      chat: chat.id,
      sender_data: { first_name: 'Alice' },
    });
    await customer.waitFor((f) => f.command === 'new_message');

    staff.send({ command: 'new_message', chat: chat.id, content: 'Yes it is.' });
    const reply = await customer.waitFor(
      (f) => f.command === 'new_message' && (f.message as { content: string }).content === 'Yes it is.',
    );
    expect(reply.message).toMatchObject({ sender: cast.staff.user!.id });
    const note = await bell.waitFor((f) => f.command === 'new_message_notification');
    expect(note).toMatchObject({ chat: chat.id, message: { content: 'Yes it is.' } });

    const stored = messagePageSchema.parse(
      await (await call(t, cast.customerA, `/api/chats/${chat.id}/messages/`)).json(),
    );
    expect(stored.results.map((m) => m.content)).toEqual([
      'Yes it is.',
      'Is the Camry still available?',
      FIRST_SUPPORT_MESSAGE,
    ]);
    for (const c of [customer, staff, bell]) c.ws.close();
  });

  it('answers bad frames with an error frame and keeps the socket open', async () => {
    const chat = await openChatAs(t, cast.customerB);
    const client = await connectReady(live.base, chatPath(chat, cast.customerB));
    client.ws.send('not json');
    client.send({ command: 'new_message', chat: chat.id });
    client.send({ command: 'new_message', chat: chat.id + 1000, content: 'elsewhere' });
    client.send({ command: 'ping' });
    await client.waitFor((f) => f.command === 'pong');
    expect(client.frames.filter((f) => f.command === 'error')).toHaveLength(3);
    expect(client.frames.some((f) => f.command === 'new_message')).toBe(false);
    client.ws.close();
  });

  it('tells staff bells about new chats and file uploads reach the chat as broadcast_message', async () => {
    const staffBell = await connectReady(live.base, bellPath(cast.staff));
    const chat = await openChatAs(t, cast.dealer);
    const announced = await staffBell.waitFor((f) => f.command === 'new_chat');
    expect(announced.chat).toMatchObject({ id: chat.id, display_name: 'Dara Dealer' });

    const staff = await connectReady(live.base, chatPath(chat, cast.staff));
    const form = new FormData();
    form.set('chat', String(chat.id));
    form.set('file', new File(['%PDF-1.4 quote'], 'quote.pdf'));
    expect((await call(t, cast.dealer, '/api/chats/messages/create/', { method: 'POST', body: form })).status).toBe(
      201,
    );
    const broadcast = await staff.waitFor((f) => f.command === 'broadcast_message');
    expect(broadcast.message).toMatchObject({ media_type: 'doc', chat: chat.id });
    // An unassigned chat's messages ring every staff bell, once.
    const isFileNote = (f: Frame) =>
      f.command === 'new_message_notification' && (f.message as { media_type: string | null }).media_type === 'doc';
    await staffBell.waitFor(isFileNote);
    await new Promise((r) => setTimeout(r, 50));
    expect(staffBell.frames.filter(isFileNote)).toHaveLength(1);
    staffBell.ws.close();
    staff.ws.close();
  });
});

describe('a chat that changes while its socket is open', () => {
  it('notifies as the chat is now: an assignee added after the socket opened hears it, other staff bells do not', async () => {
    const chat = await openChatAs(t, cast.customerB);
    const customer = await connectReady(live.base, chatPath(chat, cast.customerB));
    const assigneeBell = await connectReady(live.base, bellPath(cast.staff));
    const otherStaffBell = await connectReady(live.base, bellPath(cast.superuser));
    const staffId = cast.staff.user!.id;
    const assigned = await call(t, cast.superuser, '/api/chats/assign-employee/', {
      method: 'POST',
      json: { chat_id: chat.id, employee_id: staffId },
    });
    expect(assigned.status).toBe(200);

    customer.send({ command: 'new_message', chat: chat.id, content: 'Who is looking after me?' });
    const echo = await customer.waitFor((f) => f.command === 'new_message');
    expect(echo.message).toMatchObject({ message_read_status: [{ user: staffId, is_read: false }] });
    // The pushed message is built without re-reading it, and is the message the API stored.
    const stored = messagePageSchema.parse(
      await (await call(t, cast.customerB, `/api/chats/${chat.id}/messages/`)).json(),
    );
    expect(stored.results[0]).toEqual(echo.message);
    const note = await assigneeBell.waitFor((f) => f.command === 'new_message_notification');
    expect(note).toMatchObject({ chat: chat.id, message: { content: 'Who is looking after me?' } });
    await new Promise((r) => setTimeout(r, 50));
    expect(otherStaffBell.frames.some((f) => f.command === 'new_message_notification' && f.chat === chat.id)).toBe(
      false,
    );
    for (const c of [customer, assigneeBell, otherStaffBell]) c.ws.close();
  });
});

describe('read receipts', () => {
  it("marks messages read for the reader, tells the chat and the reader's bells, and never counts below zero", async () => {
    const chat = await openChatAs(t, cast.customerB);
    const customer = await connectReady(live.base, chatPath(chat, cast.customerB));
    const staff = await connectReady(live.base, chatPath(chat, cast.staff));
    // The customer's bell in another tab, where this chat is not open.
    const otherTab = await connectReady(live.base, bellPath(cast.customerB));
    staff.send({ command: 'new_message', chat: chat.id, content: 'one' });
    staff.send({ command: 'new_message', chat: chat.id, content: 'two' });
    await customer.waitFor((f) => f.command === 'new_message' && (f.message as { content: string }).content === 'two');
    const bell = async () =>
      unreadCountSchema.parse(await (await call(t, cast.customerB, '/api/chats/unread-messages-count/')).json())
        .unread_message_count;
    const before = await bell();
    expect(before).toBeGreaterThanOrEqual(2);
    const last = customer.frames.filter((f) => f.command === 'new_message').at(-1)!.message as { id: number };

    customer.send({ command: 'message_read', chat: chat.id, message_id: last.id });
    const receipt = await staff.waitFor((f) => f.command === 'message_read');
    expect(receipt).toEqual({
      command: 'message_read',
      chat: chat.id,
      message_id: last.id,
      user: cast.customerB.user!.id,
    });
    expect(await otherTab.waitFor((f) => f.command === 'message_read')).toEqual(receipt);
    expect(await bell()).toBe(before - 2);
    // Reading an older message again does not move the mark back; a far-future id is only as far as the chat goes.
    customer.send({ command: 'message_read', chat: chat.id, message_id: 1 });
    customer.send({ command: 'message_read', chat: chat.id, message_id: 99999999 });
    await staff.waitFor(
      (f) => f.command === 'message_read' && f.message_id === last.id,
      staff.frames.indexOf(receipt) + 1,
    );
    expect(await bell()).toBe(before - 2);
    const messages = messagePageSchema.parse(
      await (await call(t, cast.staff, `/api/chats/${chat.id}/messages/`)).json(),
    );
    expect(messages.results.every((m) => m.is_read)).toBe(true);
    customer.ws.close();
    staff.ws.close();
    otherTab.ws.close();
  });
});

describe('out of hours', () => {
  it('sends not_working_hours before the message, once a day per chat, and not after a recent staff reply', async () => {
    // Opened inside hours: their first messages had no automatic reply (that is tested in chat-first-message).
    const chat = await openChatAs(t, cast.customerA, (await insertCar(t.database.db)).id);
    const answered = await openChatAs(t, cast.customerB, (await insertCar(t.database.db)).id);
    const closed = Array.from({ length: 7 }, (_, weekday) => ({
      weekday,
      is_open: false,
      opens_at: '08:00',
      closes_at: '17:30',
    }));
    await call(t, cast.staff, '/api/chats/working-hours/', {
      method: 'PUT',
      json: { days: closed, message: 'We are closed, back at 8:00.' },
    });
    try {
      const client = await connectReady(live.base, chatPath(chat, cast.customerA));
      client.send({ command: 'new_message', chat: chat.id, content: 'Hello?' });
      const message = await client.waitFor((f) => f.command === 'new_message');
      const commands = client.frames.map((f) => f.command);
      expect(commands.indexOf('not_working_hours')).toBeGreaterThan(-1);
      expect(commands.indexOf('not_working_hours')).toBeLessThan(client.frames.indexOf(message));
      expect(client.frames.find((f) => f.command === 'not_working_hours')).toEqual({
        command: 'not_working_hours',
        message: 'We are closed, back at 8:00.',
      });
      client.send({ command: 'new_message', chat: chat.id, content: 'Anyone?' });
      await client.waitFor(
        (f) => f.command === 'new_message' && (f.message as { content: string }).content === 'Anyone?',
      );
      expect(client.frames.filter((f) => f.command === 'not_working_hours')).toHaveLength(1);
      client.ws.close();

      const staff = await connectReady(live.base, chatPath(answered, cast.staff));
      staff.send({ command: 'new_message', chat: answered.id, content: 'Hi, I am here late.' });
      await staff.waitFor((f) => f.command === 'new_message');
      const customer = await connectReady(live.base, chatPath(answered, cast.customerB));
      customer.send({ command: 'new_message', chat: answered.id, content: 'Great' });
      await customer.waitFor(
        (f) => f.command === 'new_message' && (f.message as { content: string }).content === 'Great',
      );
      expect(customer.frames.some((f) => f.command === 'not_working_hours')).toBe(false);
      staff.ws.close();
      customer.ws.close();
    } finally {
      const open = Array.from({ length: 7 }, (_, weekday) => ({
        weekday,
        is_open: true,
        opens_at: '00:00',
        closes_at: '23:59',
      }));
      await call(t, cast.staff, '/api/chats/working-hours/', { method: 'PUT', json: { days: open } });
    }
  });
});

describe('restart mid-conversation', () => {
  it('a client that reconnects to a new server fetches what it missed with after=<last id>, no gaps, no duplicates', async () => {
    const chat = await openChatAs(t, cast.visitor);
    let client = await connectReady(live.base, chatPath(chat, cast.visitor));
    client.send({ command: 'new_message', chat: chat.id, content: 'before restart' });
    const seen = await client.waitFor((f) => f.command === 'new_message');
    const lastId = (seen.message as { id: number }).id;
    await live.close();
    for (const content of ['while away 1', 'while away 2']) {
      const form = new FormData();
      form.set('chat', String(chat.id));
      form.set('content', content);
      await call(t, cast.staff, '/api/chats/messages/create/', { method: 'POST', body: form });
    }
    live = await startRealtime(t.database, bus);
    client = await connectReady(live.base, chatPath(chat, cast.visitor));
    const missed = messagePageSchema.parse(
      await (await call(t, cast.visitor, `/api/chats/${chat.id}/messages/?after=${lastId}`)).json(),
    );
    expect(missed.results.map((m) => m.content)).toEqual(['while away 1', 'while away 2']);
    client.ws.close();
  });
});
