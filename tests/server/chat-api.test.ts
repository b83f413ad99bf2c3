// Chat API behaviour: list order and staff filters, names by viewer, car chats, labels, flags, messages and unread counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatPageSchema,
  chatSchema,
  labelSchema,
  messagePageSchema,
  unreadCountSchema,
  workingHoursSchema,
} from '@/lib/contract/chat';
import { FIRST_SUPPORT_MESSAGE, call, createCast, openChatAs, type Actor, type Cast } from '../support/chat';
import { insertCar, insertCarImage } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let cast: Cast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(() => t.close());

async function send(who: Actor, chatId: number, content: string): Promise<number> {
  const form = new FormData();
  form.set('chat', String(chatId));
  form.set('content', content);
  const res = await call(t, who, '/api/chats/messages/create/', { method: 'POST', body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function list(who: Actor, query = '') {
  const res = await call(t, who, `/api/chats/${query}`);
  expect(res.status).toBe(200);
  return chatPageSchema.parse(await res.json());
}

const post = (who: Actor, path: string, json: unknown) => call(t, who, path, { method: 'POST', json });

describe('car chats and names by viewer', () => {
  it('a customer sees the vehicle name, staff the customer; the staff-only car_internal child points at its parent', async () => {
    const car = await insertCar(t.database.db, {
      year: 2019,
      make_name: 'Toyota',
      model_name: 'Camry',
      trim_name: 'SE',
      // No chosen cover: the chat shows the listing's first gallery image, as its card does.
      cover_image: '',
    });
    await insertCarImage(t.database.db, car.id, '/media/cars/camry.jpg');
    const chat = await openChatAs(t, cast.customerA, car.id);
    expect(chat).toMatchObject({ chat_type: 'car', display_name: '2019 Toyota Camry SE', parent_chat: null });
    expect(chat.car).toEqual({
      id: car.id,
      vehicle_name: '2019 Toyota Camry SE',
      cover_image: 'http://testserver/media/cars/camry.jpg',
      price: car.price,
      url: `/cars/${car.id}`,
    });
    expect(chat.customer).toMatchObject({
      id: cast.customerA.user!.id,
      first_name: 'Alice',
      last_name: 'Andersen',
      profilePic: null,
    });
    expect(chat.users.map((u) => u.id)).toEqual([cast.customerA.user!.id]);

    const staffView = chatSchema.parse(await (await call(t, cast.staff, `/api/chats/${chat.id}/`)).json());
    expect(staffView.display_name).toBe('Alice Andersen');
    const internal = (await list(cast.staff, '?page_size=100')).results.find((c) => c.parent_chat === chat.id);
    expect(internal).toMatchObject({ chat_type: 'car_internal', car: { id: car.id } });

    const again = await post(cast.customerA, '/api/chats/create/', { car_id: car.id });
    expect(again.status).toBe(200);
    expect(chatSchema.parse(await again.json()).id).toBe(chat.id);
  });

  it('answers an unknown car with 404, as its page does, and a non-numeric car_id with 400', async () => {
    expect((await post(cast.customerA, '/api/chats/create/', { car_id: 999999 })).status).toBe(404);
    const res = await post(cast.customerA, '/api/chats/create/', { car_id: 'abc' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ car_id: ['A valid integer is required.'] });
  });
});

describe('the chat list', () => {
  it('pages by page_size with a next link, newest activity first', async () => {
    const b = await openChatAs(t, cast.customerB);
    const a = await openChatAs(t, cast.customerA);
    await send(cast.customerB, b.id, 'latest news');
    const page = await list(cast.staff, '?page_size=1');
    expect(page.results[0]!.id).toBe(b.id);
    expect(page.results[0]!.latest_message).toMatchObject({ content: 'latest news', sender: cast.customerB.user!.id });
    expect(page.next).toBe('http://testserver/api/chats/?page_size=1&page=2');
    expect((await list(cast.staff, '?page_size=abc')).results.length).toBeLessThanOrEqual(10);
    expect((await call(t, cast.staff, '/api/chats/?page=999')).status).toBe(404);
    await send(cast.customerA, a.id, 'newer');
    expect((await list(cast.staff, '?page_size=1')).results[0]!.id).toBe(a.id);
  });

  it('filters for staff: assigned to me or unassigned, label, done, follow-up, customer name', async () => {
    const a = await openChatAs(t, cast.customerA);
    const b = await openChatAs(t, cast.customerB);
    const staffId = cast.staff.user!.id;
    const assigned = await post(cast.staff, '/api/chats/assign-employee/', { chat_id: a.id, employee_id: staffId });
    expect(assigned.status).toBe(200);
    const assignedChat = chatSchema.parse(await assigned.json());
    expect(assignedChat.employee).toMatchObject({ id: staffId, first_name: 'Sokha' });
    expect(assignedChat.users.map((u) => u.id)).toContain(staffId);

    const ids = async (q: string) => (await list(cast.staff, `?page_size=100&${q}`)).results.map((c) => c.id);
    expect(await ids('assigned=me')).toEqual([a.id]);
    expect(await ids('assigned=unassigned')).toContain(b.id);
    expect(await ids('assigned=unassigned')).not.toContain(a.id);

    const label = labelSchema.parse(
      await (await post(cast.staff, '/api/chats/labels/create/', { name: 'Urgent', color: '#ff0000' })).json(),
    );
    const added = await post(cast.staff, '/api/chats/labels/add-label-to-chat/', {
      chat_id: b.id,
      label_ids: [label.id],
    });
    expect(await added.json()).toEqual({ chat_id: b.id, labels: [label] });
    expect(await ids(`label=${label.id}`)).toEqual([b.id]);

    const done = await post(cast.staff, '/api/chats/toggle-done/', { chat_id: b.id });
    expect(await done.json()).toEqual({ chat_id: b.id, done: true, follow_up: false });
    expect(await ids('done=true')).toEqual([b.id]);
    const follow = await post(cast.staff, '/api/chats/toggle-follow-up/', { chat_id: a.id });
    expect(await follow.json()).toMatchObject({ follow_up: true });
    expect(await ids('follow_up=true')).toEqual([a.id]);
    expect(await ids('search=bora')).toEqual(expect.arrayContaining([b.id]));
    expect(await ids('search=bora')).not.toContain(a.id);

    const removed = await post(cast.staff, '/api/chats/labels/remove-label-from-chat/', {
      chat_id: b.id,
      label_id: label.id,
    });
    expect(await removed.json()).toEqual({ chat_id: b.id, labels: [] });
    expect((await post(cast.staff, '/api/chats/toggle-done/', { chat_id: b.id })).status).toBe(200);
  });

  it('customers cannot widen their list with staff filters', async () => {
    const page = await list(cast.customerB, '?assigned=unassigned&page_size=100');
    expect(page.results.every((c) => c.customer?.id === cast.customerB.user!.id)).toBe(true);
  });
});

describe('staff actions refuse bad input with DRF 400s', () => {
  it.each([
    ['/api/chats/assign-employee/', { chat_id: 1 }, { employee_id: ['This field is required.'] }],
    ['/api/chats/toggle-done/', { chat_id: 'x' }, { chat_id: ['A valid integer is required.'] }],
    [
      '/api/chats/toggle-follow-up/',
      { chat_id: 999999 },
      { chat_id: ['Invalid pk "999999" - object does not exist.'] },
    ],
    ['/api/chats/labels/create/', { name: 'Blue', color: 'blue' }, { color: ['Enter a colour such as #d32f2f.'] }],
    ['/api/chats/labels/add-label-to-chat/', { chat_id: 1, label_ids: [] }, { label_ids: expect.any(Array) }],
  ])('%s %j', async (path, body, errors) => {
    const res = await post(cast.staff, path, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(errors);
  });

  it('assigning to a customer is refused and a duplicate label name too', async () => {
    const chat = await openChatAs(t, cast.customerA);
    const res = await post(cast.staff, '/api/chats/assign-employee/', {
      chat_id: chat.id,
      employee_id: cast.customerB.user!.id,
    });
    expect(res.status).toBe(400);
    await post(cast.staff, '/api/chats/labels/create/', { name: 'Twice', color: '#123456' });
    expect((await post(cast.staff, '/api/chats/labels/create/', { name: 'Twice', color: '#123456' })).status).toBe(400);
    const found = await call(t, cast.staff, '/api/chats/labels/?q=twi');
    expect((await found.json()) as unknown[]).toEqual([expect.objectContaining({ name: 'Twice' })]);
  });

  it('lists employees (staff and superusers only) 50 a page', async () => {
    const page = await (await call(t, cast.staff, '/api/chats/employees/')).json();
    const ids = (page as { results: { id: number }[] }).results.map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([cast.staff.user!.id, cast.superuser.user!.id]));
    expect(ids).not.toContain(cast.customerA.user!.id);
  });
});

describe('messages and unread counts', () => {
  it('pages 20 newest first, older by next, and after=<id> resyncs newer ones oldest first', async () => {
    const chat = await openChatAs(t, cast.dealer);
    const ids: number[] = [];
    for (let i = 1; i <= 25; i++) ids.push(await send(cast.dealer, chat.id, `message ${i}`));
    const first = messagePageSchema.parse(await (await call(t, cast.dealer, `/api/chats/${chat.id}/messages/`)).json());
    // The 25 and the first message the chat was opened with.
    expect(first.count).toBe(26);
    expect(first.results).toHaveLength(20);
    expect(first.results[0]!.content).toBe('message 25');
    expect(first.next).toBe(`http://testserver/api/chats/${chat.id}/messages/?page=2`);
    const older = messagePageSchema.parse(
      await (await call(t, cast.dealer, new URL(first.next!).pathname + new URL(first.next!).search)).json(),
    );
    expect(older.results.map((m) => m.content)).toEqual([
      'message 5',
      'message 4',
      'message 3',
      'message 2',
      'message 1',
      FIRST_SUPPORT_MESSAGE,
    ]);
    const resync = messagePageSchema.parse(
      await (await call(t, cast.dealer, `/api/chats/${chat.id}/messages/?after=${ids[21]}`)).json(),
    );
    expect(resync.results.map((m) => m.content)).toEqual(['message 23', 'message 24', 'message 25']);
    expect((await call(t, cast.dealer, `/api/chats/${chat.id}/messages/?after=abc`)).status).toBe(400);
    expect((await call(t, cast.dealer, '/api/chats/abc/messages/')).status).toBe(404);
  });

  it("counts the other side's messages as unread until read, and the bell sums them", async () => {
    const chat = await openChatAs(t, cast.visitor);
    const bell = async (who: Actor) =>
      unreadCountSchema.parse(await (await call(t, who, '/api/chats/unread-messages-count/')).json());
    const before = (await bell(cast.visitor)).unread_message_count;
    await send(cast.staff, chat.id, 'Hello, how can we help?');
    await send(cast.staff, chat.id, 'Are you there?');
    expect(await bell(cast.visitor)).toEqual({ unread_message_count: before + 2 });
    const mine = chatSchema.parse(await (await call(t, cast.visitor, `/api/chats/${chat.id}/`)).json());
    expect(mine.unread_messages_count).toBe(2);
    expect(mine.latest_message).toMatchObject({
      content: 'Are you there?',
      is_read: false,
      sender_data: { first_name: 'Sokha' },
    });
    // Replying reads everything before the reply.
    await send(cast.visitor, chat.id, 'Yes!');
    expect(await bell(cast.visitor)).toEqual({ unread_message_count: before });
    const messages = messagePageSchema.parse(
      await (await call(t, cast.staff, `/api/chats/${chat.id}/messages/`)).json(),
    );
    expect(messages.results[1]).toMatchObject({ content: 'Are you there?', is_read: true });
    expect(messages.results[1]!.message_read_status).toEqual([{ user: cast.visitor.user!.id, is_read: true }]);
  });

  it('shows staff who have not joined a chat the messages nobody there has read yet', async () => {
    const chat = await openChatAs(t, cast.visitor);
    const unreadFor = async (who: Actor) =>
      chatSchema.parse(await (await call(t, who, `/api/chats/${chat.id}/`)).json()).unread_messages_count;
    await send(cast.visitor, chat.id, 'Anyone there?');
    await send(cast.staff, chat.id, 'Hello, how can we help?');
    await send(cast.staff, chat.id, 'Are you there?');
    // Staff's reply read everything the visitor wrote before it; the visitor has read neither reply.
    expect(await unreadFor(cast.superuser)).toBe(2);
    await send(cast.visitor, chat.id, 'Yes!');
    expect(await unreadFor(cast.superuser)).toBe(1);
    expect(await unreadFor(cast.staff)).toBe(1);
  });
});

describe('working hours', () => {
  it('shows the week in Cambodia time and lets staff change it', async () => {
    const hours = workingHoursSchema.parse(await (await call(t, cast.anonymous, '/api/chats/working-hours/')).json());
    expect(hours.time_zone).toBe('Asia/Phnom_Penh');
    expect(hours.days[1]).toEqual({ weekday: 1, is_open: true, opens_at: '08:00', closes_at: '17:30' });
    const res = await call(t, cast.staff, '/api/chats/working-hours/', {
      method: 'PUT',
      json: { days: [{ weekday: 0, is_open: true, opens_at: '09:00', closes_at: '12:00' }], message: 'Back soon.' },
    });
    expect(workingHoursSchema.parse(await res.json())).toMatchObject({
      message: 'Back soon.',
      days: expect.arrayContaining([{ weekday: 0, is_open: true, opens_at: '09:00', closes_at: '12:00' }]),
    });
    const bad = await call(t, cast.staff, '/api/chats/working-hours/', {
      method: 'PUT',
      json: { days: [{ weekday: 2, is_open: true, opens_at: '18:00', closes_at: '09:00' }] },
    });
    expect(bad.status).toBe(400);
  });
});
