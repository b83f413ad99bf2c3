// Every chat starts with its first message (decision 054): pressing the chat button and closing it leaves no chat
// for staff, a double-clicked Send makes one chat with one message, and a first message sent outside working hours
// gets the automatic reply a message on the socket gets.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FIRST_MESSAGE_REQUIRED,
  anonymousUserSchema,
  chatCreatedSchema,
  chatPageSchema,
  messagePageSchema,
  type Chat,
} from '@/lib/contract/chat';
import { DEFAULT_OUT_OF_HOURS_MESSAGE } from '@/server/modules/chat/working-hours.service';
import { createUser } from '../support/auth';
import { call, createCast, tokenFor, type Actor, type Cast } from '../support/chat';
import { insertCar } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let cast: Cast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const post = (who: Actor, path: string, json: unknown) => call(t, who, path, { method: 'POST', json });

async function newCustomer(name: string): Promise<Actor> {
  const user = await createUser(t.database.db, { first_name: name });
  return { name, user, token: await tokenFor(user) };
}

async function newVisitor(name: string): Promise<{ actor: Actor; uniqueId: string }> {
  const res = await t.request('/api/chats/anonymous/create-user/', {
    method: 'POST',
    json: { first_name: name, phone: '012 345 678' },
  });
  expect(res.status).toBe(201);
  const visitor = anonymousUserSchema.parse(await res.json());
  return {
    actor: { name, user: null, token: visitor.access },
    uniqueId: visitor.user.unique_id,
  };
}

async function list(who: Actor, query: string): Promise<Chat[]> {
  const res = await call(t, who, `/api/chats/?${query}&page_size=100`);
  expect(res.status).toBe(200);
  return chatPageSchema.parse(await res.json()).results;
}

/** Every chat staff see whose customer is `name` (the inbox's search by name). */
const staffInboxFor = (name: string) => list(cast.staff, `search=${name}`);

async function messagesOf(who: Actor, chatId: number): Promise<string[]> {
  const res = await call(t, who, `/api/chats/${chatId}/messages/`);
  return messagePageSchema.parse(await res.json()).results.map((m) => m.content);
}

describe('a support chat is created by its first message', () => {
  it('for a signed-in customer: asking without a message stores nothing; the first message makes the chat', async () => {
    const customer = await newCustomer('Chantha');
    const early = await post(customer, '/api/chats/create/', {});
    expect(early.status).toBe(400);
    expect(await early.json()).toEqual({ content: [FIRST_MESSAGE_REQUIRED] });
    expect((await post(customer, '/api/chats/create/', { content: '  ' })).status).toBe(400);
    expect(await list(customer, 'chat_type=support')).toEqual([]);
    expect(await staffInboxFor('Chantha')).toEqual([]);

    const first = await post(customer, '/api/chats/create/', { content: 'Can you ship a car from Korea?' });
    expect(first.status).toBe(201);
    const chat = chatCreatedSchema.parse(await first.json());
    expect(chat.chat_type).toBe('support');
    expect(chat.latest_message?.content).toBe('Can you ship a car from Korea?');
    expect((await staffInboxFor('Chantha')).map((c) => c.id)).toEqual([chat.id]);
    expect(await messagesOf(customer, chat.id)).toEqual(['Can you ship a car from Korea?']);

    // The chat button finds it before offering a new one; asking again returns it without a message.
    expect((await list(customer, 'chat_type=support')).map((c) => c.id)).toEqual([chat.id]);
    const again = await post(customer, '/api/chats/create/', {});
    expect(again.status).toBe(200);
    expect(chatCreatedSchema.parse(await again.json()).id).toBe(chat.id);
  });

  it('for a visitor of the chat widget', async () => {
    const { actor, uniqueId } = await newVisitor('Pisey');
    const early = await post(actor, '/api/chats/anonymous/create-chat/', { unique_id: uniqueId });
    expect(early.status).toBe(400);
    expect(await early.json()).toEqual({ content: [FIRST_MESSAGE_REQUIRED] });
    expect(await list(actor, 'chat_type=support')).toEqual([]);
    expect(await staffInboxFor('Pisey')).toEqual([]);

    const first = await post(actor, '/api/chats/anonymous/create-chat/', { unique_id: uniqueId, content: 'Hello!' });
    expect(first.status).toBe(201);
    const chat = chatCreatedSchema.parse(await first.json());
    expect((await list(actor, 'chat_type=support')).map((c) => c.id)).toEqual([chat.id]);
    expect((await staffInboxFor('Pisey')).map((c) => c.id)).toEqual([chat.id]);
    expect(await messagesOf(actor, chat.id)).toEqual(['Hello!']);
  });
});

describe('the first message sent twice at once (a double click, two tabs)', () => {
  it('makes one support chat with one message', async () => {
    const customer = await newCustomer('Dalin');
    const send = () => post(customer, '/api/chats/create/', { content: 'Hi, anyone there?' });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    const [a, b] = await Promise.all(answers.map(async (r) => chatCreatedSchema.parse(await r.json())));
    expect(a!.id).toBe(b!.id);
    expect((await staffInboxFor('Dalin')).map((c) => c.id)).toEqual([a!.id]);
    expect(await messagesOf(customer, a!.id)).toEqual(['Hi, anyone there?']);
  });

  it('makes one car chat (and one internal chat) for a visitor', async () => {
    const car = await insertCar(t.database.db);
    const { actor, uniqueId } = await newVisitor('Rithy');
    const send = () =>
      post(actor, '/api/chats/anonymous/create-chat/', { unique_id: uniqueId, car_id: car.id, content: 'Price?' });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const chats = await list(cast.staff, `car=${car.id}`);
    expect(chats.map((c) => c.chat_type)).toEqual(['car', 'car_internal']);
    expect(await messagesOf(actor, chats[0]!.id)).toEqual(['Price?']);
  });

  it('a different second message in the same chat is still sent', async () => {
    const customer = await newCustomer('Kanha');
    const first = chatCreatedSchema.parse(
      await (await post(customer, '/api/chats/create/', { content: 'One' })).json(),
    );
    const second = await post(customer, '/api/chats/create/', { content: 'Two' });
    expect(second.status).toBe(200);
    expect((await messagesOf(customer, first.id)).sort()).toEqual(['One', 'Two']);
  });
});

describe('the out-of-hours reply to the first message', () => {
  // Only Date is faked: the database, sockets and timers run as usual. Tokens are signed on the faked clock.
  const at = (iso: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });

  it('a new car chat outside working hours gets the reply, inside none', async () => {
    const car = await insertCar(t.database.db);
    at('2026-11-29T05:00:00Z'); // Sunday noon in Phnom Penh: closed
    const night = await newCustomer('Sophal');
    const closed = await post(night, '/api/chats/create/', { car_id: car.id, content: 'Is it available?' });
    expect(closed.status).toBe(201);
    expect(chatCreatedSchema.parse(await closed.json()).out_of_hours_reply).toBe(DEFAULT_OUT_OF_HOURS_MESSAGE);

    at('2026-11-30T03:00:00Z'); // Monday 10:00: open
    const day = await newCustomer('Sreymom');
    const open = await post(day, '/api/chats/create/', { car_id: car.id, content: 'Is it available?' });
    expect(open.status).toBe(201);
    expect(chatCreatedSchema.parse(await open.json()).out_of_hours_reply).toBeNull();
  });

  it("as does a new support chat, a visitor's included; an existing chat gets none from create", async () => {
    at('2026-11-30T14:00:00Z'); // Monday 21:00: closed
    const customer = await newCustomer('Vuthy');
    const made = chatCreatedSchema.parse(await (await post(customer, '/api/chats/create/', { content: 'Hi' })).json());
    expect(made.out_of_hours_reply).toBe(DEFAULT_OUT_OF_HOURS_MESSAGE);
    const again = chatCreatedSchema.parse(
      await (await post(customer, '/api/chats/create/', { content: 'Hi?' })).json(),
    );
    expect(again.out_of_hours_reply).toBeNull();

    const { actor, uniqueId } = await newVisitor('Nary');
    const res = await post(actor, '/api/chats/anonymous/create-chat/', { unique_id: uniqueId, content: 'Hello' });
    expect(chatCreatedSchema.parse(await res.json()).out_of_hours_reply).toBe(DEFAULT_OUT_OF_HOURS_MESSAGE);
  });

  it('staff opening a chat get no automatic reply', async () => {
    at('2026-11-29T05:00:00Z');
    const car = await insertCar(t.database.db);
    const staff = await createUser(t.database.db, { first_name: 'Mony', is_admin: true });
    const res = await post({ name: 'staff', user: staff, token: await tokenFor(staff) }, '/api/chats/create/', {
      car_id: car.id,
      content: 'Note',
    });
    expect(res.status).toBe(201);
    expect(chatCreatedSchema.parse(await res.json()).out_of_hours_reply).toBeNull();
  });
});
