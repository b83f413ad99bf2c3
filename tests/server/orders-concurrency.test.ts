// Optimistic concurrency of staff edits (decision 038): an edit of a record someone else saved since the form read it
// is a 409 with the one message, and nothing of it is stored; two editors of the same version never both win.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_CHANGED_DETAIL, type UpdatableOrderKind } from '@/lib/contract/orders';
import { carSales } from '@/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld, type World } from './orders-fixtures';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const read = async (kind: string, id: number, token = w.tokens.superuser): Promise<Json> => {
  const res = await t.request(`/api/v2/orders/${kind}/${id}/`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as Json;
};
const put = (kind: string, id: number, json: unknown, token = w.tokens.superuser) =>
  t.request(`/api/v2/orders/${kind}/${id}/update/`, { method: 'PUT', json, token });
const historyCount = async (kind: string, id: number) => {
  const res = await t.request(`/api/v2/orders/${kind}/${id}/history/`, { token: w.tokens.staff });
  return ((await res.json()) as { count: number }).count;
};

/** Each updatable kind's record of customer A, and a change of one field to two different values. */
const KINDS: [UpdatableOrderKind, (w: World) => number, Json, Json][] = [
  ['carsales', (w) => w.cars.A.sale, { lot_number: '40001' }, { lot_number: '40002' }],
  ['carspurchased', (w) => w.cars.A.purchase, { seller: 'IAA Dallas' }, { seller: 'Manheim' }],
  ['towings', (w) => w.cars.A.towing, { pickup_address: '1 Main St' }, { pickup_address: '2 Elm St' }],
  ['loadingrecords', (w) => w.cars.A.loading, { loading_date: '2026-03-21' }, { loading_date: '2026-03-22' }],
  ['containers', (w) => w.container, { vessel: 'MSC Bella' }, { vessel: 'MSC Carla' }],
  ['shippings', (w) => w.cars.A.shipping, { shipping_type: 'roro' }, { shipping_type: 'container' }],
  ['summaryreports', (w) => w.cars.A.summary, { other_charges: 120 }, { other_charges: 240 }],
];

describe('a stale edit', () => {
  it.each(KINDS)('%s: 409 with the one message, and nothing stored, audited or changed', async (kind, idOf, a, b) => {
    const id = idOf(w);
    const opened = await read(kind, id);
    // Someone else saves first.
    const first = await put(kind, id, { ...a, updated_at: opened.updated_at });
    expect(first.status).toBe(200);
    const saved = await read(kind, id);
    expect(saved.updated_at).not.toBe(opened.updated_at);
    const audited = await historyCount(kind, id);

    const stale = await put(kind, id, { ...b, updated_at: opened.updated_at });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ detail: RECORD_CHANGED_DETAIL });
    expect(RECORD_CHANGED_DETAIL).toBe(
      'This record was changed by someone else since you opened it. Reload it to see their changes; nothing was saved.',
    );
    const after = await read(kind, id);
    expect(after).toEqual(saved);
    expect(await historyCount(kind, id)).toBe(audited);

    // Reloaded, the same edit goes through.
    const fresh = await put(kind, id, { ...b, updated_at: after.updated_at });
    expect(fresh.status).toBe(200);
    const [field, value] = Object.entries(b)[0]!;
    expect((await read(kind, id))[field]).toEqual(value);
  });

  it('staff (not only superusers) get the 409 on a car sale, and a stale empty edit is a 409 too', async () => {
    const id = w.cars.B.sale;
    const opened = await read('carsales', id);
    const first = await put('carsales', id, { dealer_state: 'CA', updated_at: opened.updated_at }, w.tokens.staff);
    expect(first.status).toBe(200);
    const res = await put('carsales', id, { dealer_state: 'NY', updated_at: opened.updated_at }, w.tokens.staff);
    expect(res.status).toBe(409);
    expect((await put('carsales', id, { updated_at: opened.updated_at }, w.tokens.staff)).status).toBe(409);
    expect((await read('carsales', id)).dealer_state).toBe('CA');
  });
});

describe('a fresh edit', () => {
  it('goes through with the updated_at the detail showed, even when the database keeps microseconds', async () => {
    const id = w.cars.dealer.sale;
    // As a database default or a migration writes it: now() has microseconds; the API shows milliseconds.
    await t.database.db
      .update(carSales)
      .set({ updated_at: sql`'2026-04-01T10:20:30.123456Z'::timestamptz` })
      .where(eq(carSales.id, id));
    const opened = await read('carsales', id);
    expect(opened.updated_at).toBe('2026-04-01T10:20:30.123Z');
    const res = await put('carsales', id, { lot_number: '55501', updated_at: opened.updated_at });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).lot_number).toBe('55501');
  });

  it('accepts the same moment written with another offset', async () => {
    const id = w.cars.dealer.sale;
    const opened = await read('carsales', id);
    const moment = new Date(String(opened.updated_at));
    const plus7 = new Date(moment.getTime() + 7 * 3_600_000).toISOString().replace('Z', '+07:00');
    expect((await put('carsales', id, { lot_number: '55502', updated_at: plus7 })).status).toBe(200);
  });

  it('without updated_at, saves as before (the last write wins)', async () => {
    expect((await put('carsales', w.cars.dealer.sale, { lot_number: '55503' })).status).toBe(200);
  });

  it('a malformed updated_at is a 400 on the field, not a 409', async () => {
    const res = await put('carsales', w.cars.dealer.sale, { color: 'Pink', updated_at: 'yesterday' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ updated_at: ['Datetime has wrong format.'] });
  });

  it('a customer still gets 403, whatever updated_at they send', async () => {
    const opened = await read('carsales', w.cars.A.sale, w.tokens.customerA);
    const res = await put(
      'carsales',
      w.cars.A.sale,
      { color: 'Red', updated_at: opened.updated_at },
      w.tokens.customerA,
    );
    expect(res.status).toBe(403);
  });
});

describe('two editors at once', () => {
  it('with the same updated_at: exactly one saves (200), the other is told (409), five rounds', async () => {
    for (let round = 0; round < 5; round++) {
      const id = w.cars.A.sale;
      const opened = await read('carsales', id);
      const mine = `Mine ${round}`;
      const theirs = `Theirs ${round}`;
      const [a, b] = await Promise.all([
        put('carsales', id, { dealer_state: mine, updated_at: opened.updated_at }),
        put('carsales', id, { dealer_state: theirs, updated_at: opened.updated_at }, w.tokens.staff),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const winner = a.status === 200 ? mine : theirs;
      expect((await read('carsales', id)).dealer_state).toBe(winner);
    }
  });

  it('the OpenAPI document lists the 409 of every update route', async () => {
    const doc = (await (await t.request('/api/schema/')).json()) as {
      paths: Record<string, { put?: { responses: Record<string, unknown> } }>;
    };
    const updates = Object.entries(doc.paths).filter(([path]) =>
      /^\/api\/v2\/orders\/\w+\/\{id\}\/update\/$/.test(path),
    );
    expect(updates.length).toBeGreaterThanOrEqual(7);
    for (const [, item] of updates) if (item.put) expect(Object.keys(item.put.responses)).toContain('409');
  });
});
