// Who may do what with chats: every chat call for anonymous, a visitor, customers A and B, a dealer, staff, a superuser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousUserSchema, chatPageSchema, chatSchema, type Chat } from '@/lib/contract/chat';
import { call, createCast, openChatAs, type Actor, type Cast } from '../support/chat';
import { insertCar } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let cast: Cast;
let chatA: Chat;
let carChatA: Chat;
let internalId: number;
let labelId: number;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  const car = await insertCar(t.database.db);
  chatA = await openChatAs(t, cast.customerA);
  carChatA = await openChatAs(t, cast.customerA, car.id);
  await openChatAs(t, cast.customerB);
  const all = chatPageSchema.parse(await (await call(t, cast.staff, '/api/chats/?page_size=100')).json());
  internalId = all.results.find((c) => c.chat_type === 'car_internal' && c.parent_chat === carChatA.id)!.id;
  const label = await call(t, cast.staff, '/api/chats/labels/create/', {
    method: 'POST',
    json: { name: 'VIP', color: '#d32f2f' },
  });
  labelId = ((await label.json()) as { id: number }).id;
});

afterAll(() => t.close());

type Who = keyof Cast;
const everyone: Who[] = ['anonymous', 'visitor', 'customerA', 'customerB', 'dealer', 'staff', 'superuser'];

function expectStatuses(label: string, run: (who: Actor) => Promise<Response>, expected: Record<Who, number>) {
  it(`${label}: ${everyone.map((w) => `${w} ${expected[w]}`).join(', ')}`, async () => {
    const got: Record<string, number> = {};
    for (const who of everyone) got[who] = (await run(cast[who])).status;
    expect(got).toEqual(expected);
  });
}

const onlyStaff = {
  anonymous: 401,
  visitor: 403,
  customerA: 403,
  customerB: 403,
  dealer: 403,
  staff: 200,
  superuser: 200,
};
const memberOrStaff = {
  anonymous: 401,
  visitor: 404,
  customerA: 200,
  customerB: 404,
  dealer: 404,
  staff: 200,
  superuser: 200,
};
const anyUser = {
  anonymous: 401,
  visitor: 200,
  customerA: 200,
  customerB: 200,
  dealer: 200,
  staff: 200,
  superuser: 200,
};

describe('chat access matrix', () => {
  expectStatuses('GET /api/chats/', (who) => call(t, who, '/api/chats/'), anyUser);
  const firstMessage = { content: 'Hello' };
  expectStatuses(
    'POST /api/chats/create/',
    (who) => call(t, who, '/api/chats/create/', { method: 'POST', json: firstMessage }),
    {
      ...anyUser,
      // Customers A and B already have their support chats: they get them back.
      visitor: 201,
      dealer: 201,
      staff: 201,
      superuser: 201,
    },
  );
  expectStatuses("GET customer A's chat", (who) => call(t, who, `/api/chats/${chatA.id}/`), memberOrStaff);
  expectStatuses("GET customer A's car chat", (who) => call(t, who, `/api/chats/${carChatA.id}/`), memberOrStaff);
  expectStatuses('GET the car_internal child', (who) => call(t, who, `/api/chats/${internalId}/`), {
    ...memberOrStaff,
    customerA: 404,
  });
  expectStatuses("GET customer A's messages", (who) => call(t, who, `/api/chats/${chatA.id}/messages/`), memberOrStaff);
  expectStatuses("GET the car_internal child's messages", (who) => call(t, who, `/api/chats/${internalId}/messages/`), {
    ...memberOrStaff,
    customerA: 404,
  });
  expectStatuses('GET /api/chats/employees/', (who) => call(t, who, '/api/chats/employees/'), onlyStaff);
  expectStatuses(
    'POST assign-employee/',
    (who) =>
      call(t, who, '/api/chats/assign-employee/', {
        method: 'POST',
        json: { chat_id: chatA.id, employee_id: cast.staff.user?.id },
      }),
    onlyStaff,
  );
  expectStatuses(
    'POST toggle-done/',
    (who) => call(t, who, '/api/chats/toggle-done/', { method: 'POST', json: { chat_id: chatA.id } }),
    onlyStaff,
  );
  expectStatuses(
    'POST toggle-follow-up/',
    (who) => call(t, who, '/api/chats/toggle-follow-up/', { method: 'POST', json: { chat_id: chatA.id } }),
    onlyStaff,
  );
  expectStatuses('GET labels/', (who) => call(t, who, '/api/chats/labels/?q=v'), onlyStaff);
  expectStatuses(
    'POST labels/create/',
    (who) =>
      call(t, who, '/api/chats/labels/create/', { method: 'POST', json: { name: `L-${who.name}`, color: '#00aa00' } }),
    {
      ...onlyStaff,
      staff: 201,
      superuser: 201,
    },
  );
  expectStatuses(
    'POST labels/add-label-to-chat/',
    (who) =>
      call(t, who, '/api/chats/labels/add-label-to-chat/', {
        method: 'POST',
        json: { chat_id: chatA.id, label_ids: [labelId] },
      }),
    onlyStaff,
  );
  expectStatuses(
    'POST labels/remove-label-from-chat/',
    (who) =>
      call(t, who, '/api/chats/labels/remove-label-from-chat/', {
        method: 'POST',
        json: { chat_id: chatA.id, label_id: labelId },
      }),
    onlyStaff,
  );
  expectStatuses('GET unread-messages-count/', (who) => call(t, who, '/api/chats/unread-messages-count/'), anyUser);
  expectStatuses(
    "POST messages/create/ into customer A's chat",
    (who) => {
      const form = new FormData();
      form.set('chat', String(chatA.id));
      form.set('content', `hello from ${who.name}`);
      return call(t, who, '/api/chats/messages/create/', { method: 'POST', body: form });
    },
    { anonymous: 401, visitor: 400, customerA: 201, customerB: 400, dealer: 400, staff: 201, superuser: 201 },
  );
  expectStatuses(
    'PUT working-hours/',
    (who) => call(t, who, '/api/chats/working-hours/', { method: 'PUT', json: { message: 'We are closed.' } }),
    onlyStaff,
  );
  expectStatuses(
    'POST anonymous/create-user/ (public)',
    (who) => call(t, who, '/api/chats/anonymous/create-user/', { method: 'POST', json: { phone: '017217919' } }),
    {
      anonymous: 201,
      visitor: 201,
      customerA: 201,
      customerB: 201,
      dealer: 201,
      staff: 201,
      superuser: 201,
    },
  );
  expectStatuses(
    'DELETE a chat (own chat for customers; a throwaway chat for staff)',
    async (who) => {
      if (who === cast.staff || who === cast.superuser) {
        const chat = await openChatAs(t, cast.customerB, (await insertCar(t.database.db)).id);
        return call(t, who, `/api/chats/${chat.id}/`, { method: 'DELETE' });
      }
      return call(t, who, `/api/chats/${chatA.id}/`, { method: 'DELETE' });
    },
    { ...onlyStaff, staff: 204, superuser: 204 },
  );
});

describe('what each one sees in the list', () => {
  async function ids(who: Actor): Promise<number[]> {
    const page = chatPageSchema.parse(await (await call(t, who, '/api/chats/?page_size=100')).json());
    return page.results.map((c) => c.id);
  }

  it('customers see only their own chats, never the car_internal child; staff see every support and car chat', async () => {
    const a = await ids(cast.customerA);
    expect(a).toEqual(expect.arrayContaining([chatA.id, carChatA.id]));
    expect(a).not.toContain(internalId);
    const b = await ids(cast.customerB);
    expect(b).not.toContain(chatA.id);
    expect(b).not.toContain(carChatA.id);
    expect(await ids(cast.staff)).toEqual(expect.arrayContaining([chatA.id, carChatA.id, internalId, ...b]));
    expect(await ids(cast.superuser)).toContain(internalId);
  });

  it('an anonymous chat user opens a chat by unique_id and sees it with its token', async () => {
    const made = await call(t, cast.anonymous, '/api/chats/anonymous/create-user/', {
      method: 'POST',
      json: { first_name: 'Guest', telegram: 'guest_kh' },
    });
    const visitor = anonymousUserSchema.parse(await made.json());
    const body = { unique_id: visitor.user.unique_id, content: 'Hello' };
    const res = await call(t, cast.anonymous, '/api/chats/anonymous/create-chat/', { method: 'POST', json: body });
    expect(res.status).toBe(201);
    const chat = chatSchema.parse(await res.json());
    expect(await ids({ name: 'guest', user: null, token: visitor.access })).toEqual([chat.id]);
    expect(await ids(cast.customerA)).not.toContain(chat.id);
    const staffView = chatSchema.parse(await (await call(t, cast.staff, `/api/chats/${chat.id}/`)).json());
    expect(staffView.display_name).toBe('Guest');
    const again = await call(t, cast.anonymous, '/api/chats/anonymous/create-chat/', { method: 'POST', json: body });
    expect(again.status).toBe(200);
    expect(chatSchema.parse(await again.json()).id).toBe(chat.id);
    const unknown = await call(t, cast.anonymous, '/api/chats/anonymous/create-chat/', {
      method: 'POST',
      json: { unique_id: cast.customerA.user!.unique_id },
    });
    expect(unknown.status).toBe(400);
  });
});
