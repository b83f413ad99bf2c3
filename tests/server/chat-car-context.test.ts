// Issue 16, chat and contact: a car chat starts with its first message, staff see the car and the assignee in the
// list, visitors leave a phone or Telegram name, and staff (only) read the customer panel beside a conversation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_CAR_MESSAGE_REQUIRED,
  VISITOR_CONTACT_REQUIRED,
  anonymousUserSchema,
  chatCustomerSchema,
  chatPageSchema,
  chatSchema,
  messagePageSchema,
  type Chat,
} from '@/lib/contract/chat';
import { VISITOR_PHONE_INVALID } from '@/lib/contract/phone';
import { carSales } from '@/server/db/schema';
import { call, createCast, type Actor, type Cast } from '../support/chat';
import { insertCar, insertCarImage } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let cast: Cast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(() => t.close());

const post = (who: Actor, path: string, json: unknown) => call(t, who, path, { method: 'POST', json });

async function chatsAbout(who: Actor, carId: number): Promise<Chat[]> {
  const res = await call(t, who, `/api/chats/?car=${carId}&page_size=100`);
  expect(res.status).toBe(200);
  return chatPageSchema.parse(await res.json()).results;
}

async function newVisitor(body: Record<string, string>) {
  const res = await t.request('/api/chats/anonymous/create-user/', { method: 'POST', json: body });
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('a car chat is created by its first message', () => {
  it('opening without a message creates nothing; the first message creates the chat, its internal chat and the message', async () => {
    const car = await insertCar(t.database.db, { year: 2021, make_name: 'Toyota', model_name: 'Land Cruiser' });

    const early = await post(cast.customerB, '/api/chats/create/', { car_id: car.id });
    expect(early.status).toBe(400);
    expect(await early.json()).toEqual({ content: [FIRST_CAR_MESSAGE_REQUIRED] });
    const blank = await post(cast.customerB, '/api/chats/create/', { car_id: car.id, content: '   ' });
    expect(blank.status).toBe(400);
    expect(await chatsAbout(cast.customerB, car.id)).toEqual([]);
    expect(await chatsAbout(cast.staff, car.id)).toEqual([]);

    const first = await post(cast.customerB, '/api/chats/create/', {
      car_id: car.id,
      content: 'Is it still for sale?',
    });
    expect(first.status).toBe(201);
    const chat = chatSchema.parse(await first.json());
    // Newest activity first: the conversation, then its internal chat (which has no messages yet).
    const staffSees = await chatsAbout(cast.staff, car.id);
    expect(staffSees.map((c) => c.chat_type)).toEqual(['car', 'car_internal']);
    expect(staffSees.find((c) => c.chat_type === 'car')?.latest_message?.content).toBe('Is it still for sale?');
    const messages = messagePageSchema.parse(
      await (await call(t, cast.customerB, `/api/chats/${chat.id}/messages/`)).json(),
    );
    expect(messages.results.map((m) => m.content)).toEqual(['Is it still for sale?']);

    // The customer finds their chat again before writing; opening it again returns it and sends nothing more.
    expect((await chatsAbout(cast.customerB, car.id)).map((c) => c.id)).toEqual([chat.id]);
    expect((await chatsAbout(cast.customerA, car.id)).map((c) => c.id)).toEqual([]);
    const again = await post(cast.customerB, '/api/chats/create/', { car_id: car.id });
    expect(again.status).toBe(200);
    expect(chatSchema.parse(await again.json()).id).toBe(chat.id);
  });

  it('the same for a visitor of the chat widget', async () => {
    const car = await insertCar(t.database.db);
    const made = await newVisitor({ first_name: 'Vanna', telegram: '@vanna_kh' });
    const visitor = anonymousUserSchema.parse(made.body);
    const body = { unique_id: visitor.user.unique_id, car_id: car.id };
    const early = await t.request('/api/chats/anonymous/create-chat/', { method: 'POST', json: body });
    expect(early.status).toBe(400);
    expect(await chatsAbout(cast.staff, car.id)).toEqual([]);

    const res = await t.request('/api/chats/anonymous/create-chat/', {
      method: 'POST',
      json: { ...body, content: 'Hello, price negotiable?' },
    });
    expect(res.status).toBe(201);
    const chat = chatSchema.parse(await res.json());
    expect(chat.is_visitor).toBe(true);
    expect(chat.latest_message?.content).toBe('Hello, price negotiable?');
    expect(await chatsAbout(cast.staff, car.id)).toHaveLength(2);
  });
});

describe('the staff chat list', () => {
  it("carries each chat's own car (name, photo, price, page) and the assignee, and marks visitors", async () => {
    // Image ids and car ids are far apart, so a photo matched on the wrong column cannot come out right by chance.
    const carA = await insertCar(t.database.db, {
      year: 2018,
      make_name: 'Lexus',
      model_name: 'RX',
      trim_name: '350',
      price: 41500,
      cover_image: '',
    });
    const carB = await insertCar(t.database.db, {
      year: 2015,
      make_name: 'Toyota',
      model_name: 'Camry',
      price: 16900,
      selling_type: 'personal car',
      cover_image: '',
    });
    for (let i = 0; i < 3; i++) await insertCarImage(t.database.db, carB.id, `/media/cars/camry-${i}.jpg`, i + 1);
    await insertCarImage(t.database.db, carA.id, '/media/cars/rx-front.jpg', 0);
    await insertCarImage(t.database.db, carA.id, '/media/cars/rx-back.jpg', 1);

    const chatA = chatSchema.parse(
      await (await post(cast.customerA, '/api/chats/create/', { car_id: carA.id, content: 'Hi' })).json(),
    );
    const chatB = chatSchema.parse(
      await (await post(cast.customerA, '/api/chats/create/', { car_id: carB.id, content: 'Hi' })).json(),
    );
    const assigned = await post(cast.staff, '/api/chats/assign-employee/', {
      chat_id: chatA.id,
      employee_id: cast.staff.user!.id,
    });
    expect(assigned.status).toBe(200);

    const page = chatPageSchema.parse(await (await call(t, cast.staff, '/api/chats/?page_size=100')).json());
    const rowA = page.results.find((c) => c.id === chatA.id);
    const rowB = page.results.find((c) => c.id === chatB.id);
    expect(rowA?.car).toEqual({
      id: carA.id,
      vehicle_name: '2018 Lexus RX 350',
      cover_image: 'http://testserver/media/cars/rx-front.jpg',
      price: 41500,
      url: `/cars/${carA.id}`,
    });
    expect(rowB?.car).toMatchObject({
      cover_image: 'http://testserver/media/cars/camry-0.jpg',
      price: 16900,
      url: `/cars/local/${carB.id}`,
    });
    expect(rowA?.employee).toMatchObject({ id: cast.staff.user!.id, first_name: 'Sokha' });
    expect(rowB?.employee).toBeNull();
    expect(rowA?.is_visitor).toBe(false);
  });
});

describe('visitor contact', () => {
  it('needs a phone number or a Telegram username', async () => {
    const none = await newVisitor({ first_name: 'Dara' });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ phone: [VISITOR_CONTACT_REQUIRED] });
    const blank = await newVisitor({ first_name: 'Dara', phone: ' ', telegram: '' });
    expect(blank.status).toBe(400);
  });

  it('refuses a number that is not a phone number and a name Telegram would not accept', async () => {
    const phone = await newVisitor({ first_name: 'Dara', phone: '12345' });
    expect(phone).toEqual({ status: 400, body: { phone: [VISITOR_PHONE_INVALID] } });
    const telegram = await newVisitor({ first_name: 'Dara', telegram: '@ab' });
    expect(telegram.status).toBe(400);
    expect(Object.keys(telegram.body as object)).toEqual(['telegram']);
  });

  it('takes a local number or a Telegram name alone, and staff read them in the customer panel', async () => {
    const car = await insertCar(t.database.db);
    const made = await newVisitor({ first_name: 'Sophea', phone: '017 217 919', telegram: 't.me/sophea_pp' });
    expect(made.status).toBe(201);
    const visitor = anonymousUserSchema.parse(made.body);
    const res = await t.request('/api/chats/anonymous/create-chat/', {
      method: 'POST',
      json: { unique_id: visitor.user.unique_id, car_id: car.id, content: 'Hello' },
    });
    const chat = chatSchema.parse(await res.json());
    const panel = chatCustomerSchema.parse(await (await call(t, cast.staff, `/api/chats/${chat.id}/customer/`)).json());
    expect(panel).toMatchObject({
      first_name: 'Sophea',
      phone: '+85517217919',
      telegram: 'sophea_pp',
      is_visitor: true,
      car_sale_count: 0,
    });
    expect((await newVisitor({ telegram: 'kanha_2026' })).status).toBe(201);
  });
});

describe('the customer panel', () => {
  it("shows staff the customer's name, e-mail and car sales; customers and visitors may not read it", async () => {
    const customer = cast.customerA.user!;
    await t.database.db.insert(carSales).values([
      {
        id_number: 'CS-1',
        customer_id: customer.id,
        date: '2026-08-01',
        vin: 'JTEBU5JR0K5123456',
        year: 2019,
        make: 'Toyota',
        model: '4Runner',
      },
      {
        id_number: 'CS-2',
        customer_id: customer.id,
        date: '2026-09-15',
        vin: '2T1BURHE0KC123456',
        year: 2019,
        make: 'Toyota',
        model: 'Corolla',
      },
    ]);
    const support = chatSchema.parse(
      await (await post(cast.customerA, '/api/chats/create/', { content: 'Hello' })).json(),
    );
    const path = `/api/chats/${support.id}/customer/`;

    const res = await call(t, cast.staff, path);
    expect(res.status).toBe(200);
    const panel = chatCustomerSchema.parse(await res.json());
    expect(panel).toMatchObject({
      id: customer.id,
      first_name: 'Alice',
      last_name: 'Andersen',
      email: customer.email,
      is_visitor: false,
      car_sale_count: 2,
    });
    expect(panel.car_sales.map((s) => [s.id_number, s.vehicle_name])).toEqual([
      ['CS-2', '2019 Toyota Corolla'],
      ['CS-1', '2019 Toyota 4Runner'],
    ]);

    expect((await call(t, cast.customerA, path)).status).toBe(403);
    expect((await call(t, cast.visitor, path)).status).toBe(403);
    expect((await call(t, cast.anonymous, path)).status).toBe(401);
    expect((await call(t, cast.staff, '/api/chats/999999/customer/')).status).toBe(404);
  });
});
