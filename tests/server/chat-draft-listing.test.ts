// A draft listing is not public: asking about it in a chat answers the 404 its page and the car API give.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousUserSchema, chatSchema } from '@/lib/contract/chat';
import { call, createCast, type Cast } from '../support/chat';
import { insertCar } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let cast: Cast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(() => t.close());

async function anonymousChat(carId: number): Promise<Response> {
  const res = await t.request('/api/chats/anonymous/create-user/', {
    method: 'POST',
    json: { first_name: 'Vanna', phone: '012 345 678' },
  });
  const visitor = anonymousUserSchema.parse(await res.json());
  return t.request('/api/chats/anonymous/create-chat/', {
    method: 'POST',
    json: { unique_id: visitor.user.unique_id, car_id: carId, content: 'Is it available?' },
  });
}

describe('chats about a draft listing', () => {
  it('answer 404 like the car page, for customers and visitors alike', async () => {
    const draft = await insertCar(t.database.db, { status: 'draft' });
    expect((await t.request(`/api/car/${draft.id}/`)).status).toBe(404);

    const res = await call(t, cast.customerA, '/api/chats/create/', { method: 'POST', json: { car_id: draft.id } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Not found.' });
    const anon = await anonymousChat(draft.id);
    expect(anon.status).toBe(404);
    expect(await anon.json()).toEqual({ detail: 'Not found.' });
  });

  it('answer the same 404 for a car that never existed, so a draft cannot be told apart', async () => {
    const missing = await call(t, cast.customerA, '/api/chats/create/', { method: 'POST', json: { car_id: 987654 } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: 'Not found.' });
  });

  it('still open chats about active and sold listings', async () => {
    for (const status of ['active', 'sold']) {
      const car = await insertCar(t.database.db, { status });
      const json = { car_id: car.id, content: 'Is it available?' };
      const res = await call(t, cast.customerB, '/api/chats/create/', { method: 'POST', json });
      expect(res.status).toBe(201);
      expect(chatSchema.parse(await res.json()).car?.id).toBe(car.id);
      expect((await anonymousChat(car.id)).status).toBe(201);
    }
  });
});
