// What the notes routes answer to bad input: DRF field errors, 404 for ids and kinds that name nothing, a note
// reached through the wrong kind or thread, an oversized body, and the per-user limit on new notes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTE_MAX_LENGTH } from '@/lib/contract/orders-values';
import { carSales, summaryReports } from '@/server/db/schema';
import { NOTE_CREATE_THROTTLE } from '@/server/modules/orders/notes.routes';
import { createUser } from '../support/auth';
import { call, createCast, tokenFor, type Actor, type Cast } from '../support/chat';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let cast: Cast;
let saleId: number;
let reportId: number;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  const [sale] = await t.database.db
    .insert(carSales)
    .values({
      id_number: 'IN-1',
      customer_id: cast.customerA.user!.id,
      date: '2026-09-01',
      vin: 'WBA3A5C51CF256651',
      year: 2012,
      make: 'BMW',
      model: '328i',
    })
    .returning();
  saleId = sale!.id;
  const [report] = await t.database.db
    .insert(summaryReports)
    .values({ car_sale_id: saleId, customer_id: cast.customerA.user!.id })
    .returning();
  reportId = report!.id;
});
afterAll(() => t.close());

const post = (who: Actor, path: string, json: unknown) =>
  call(t, who, `/api/v2/orders/${path}`, { method: 'POST', json });
const put = (who: Actor, path: string, json: unknown) =>
  call(t, who, `/api/v2/orders/${path}`, { method: 'PUT', json });

async function noteId(path: string, json: unknown, who: Actor = cast.staff): Promise<number> {
  const res = await post(who, path, json);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

describe('note bodies', () => {
  // The body is checked before the record is looked up, so these need no real record.
  it.each([
    [{ content: 'Hi' }, { record_id: ['This field is required.'] }],
    [{ record_id: 'abc', content: 'Hi' }, { record_id: ['A valid integer is required.'] }],
    [{ record_id: 1, content: '   ' }, { content: ['This field may not be blank.'] }],
    [{ record_id: 1 }, { content: ['This field is required.'] }],
    [
      { record_id: 1, content: 'x'.repeat(NOTE_MAX_LENGTH + 1) },
      { content: [`Ensure this field has no more than ${NOTE_MAX_LENGTH} characters.`] },
    ],
  ])('refuses %# with 400', async (body, errors) => {
    const res = await post(cast.customerA, 'summaryreports/note/create/', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(errors);
  });

  it('keeps a note of exactly the longest length, trimmed', async () => {
    const content = 'y'.repeat(NOTE_MAX_LENGTH);
    const res = await post(cast.customerA, 'summaryreports/note/create/', {
      record_id: reportId,
      content: ` ${content} `,
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { content: string }).content).toBe(content);
  });

  it("refuses a declared body beyond a note's bound with 413", async () => {
    const body = JSON.stringify({ record_id: reportId, content: 'z'.repeat(NOTE_MAX_LENGTH * 7) });
    const res = await t.request('/api/v2/orders/summaryreports/note/create/', {
      method: 'POST',
      token: cast.staff.token,
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      body,
    });
    expect(res.status).toBe(413);
  });

  it('refuses a private_note flag that is not a boolean', async () => {
    const res = await post(cast.staff, `summaryreports/${reportId}/mark-read/`, { private_note: 'maybe' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ private_note: ['Must be a valid boolean.'] });
  });
});

describe('ids and kinds that name nothing', () => {
  it('answers 404 for an unknown kind, a malformed or unknown id, and a record that does not exist', async () => {
    expect((await post(cast.staff, 'bicycles/note/create/', { record_id: reportId, content: 'x' })).status).toBe(404);
    expect((await put(cast.staff, 'summaryreports/note/abc/update/', { content: 'x' })).status).toBe(404);
    expect((await put(cast.staff, 'summaryreports/note/999999/update/', { content: 'x' })).status).toBe(404);
    expect((await post(cast.staff, 'summaryreports/999999/mark-read/', {})).status).toBe(404);
    expect((await post(cast.staff, 'summaryreports/note/create/', { record_id: 999999, content: 'x' })).status).toBe(
      404,
    );
  });

  it('a note is reached only through its own kind and thread', async () => {
    const onSale = await noteId('carsales/note/create/', { record_id: saleId, content: 'On the car sale' });
    const hidden = await noteId('summaryreports/private-note/create/', { record_id: reportId, content: 'Staff only' });
    expect((await put(cast.staff, `summaryreports/note/${onSale}/update/`, { content: 'x' })).status).toBe(404);
    expect((await put(cast.staff, `summaryreports/note/${hidden}/update/`, { content: 'x' })).status).toBe(404);
    const open = await noteId('summaryreports/note/create/', { record_id: reportId, content: 'Public' });
    expect((await put(cast.staff, `summaryreports/private-note/${open}/update/`, { content: 'x' })).status).toBe(404);
    expect((await put(cast.staff, `summaryreports/private-note/${hidden}/update/`, { content: 'Edited' })).status).toBe(
      200,
    );
  });

  it("a customer cannot mark the private thread, and cannot touch another's note on their own record", async () => {
    expect((await post(cast.customerA, `summaryreports/${reportId}/mark-read/`, { private_note: true })).status).toBe(
      403,
    );
    const staffNote = await noteId('summaryreports/note/create/', { record_id: reportId, content: 'From staff' });
    expect(
      (await put(cast.customerA, `summaryreports/note/${staffNote}/update/`, { content: 'Mine now' })).status,
    ).toBe(403);
  });
});

describe('the limit on new notes', () => {
  it(`lets a user write ${NOTE_CREATE_THROTTLE.limit} notes a minute, then answers 429 with Retry-After`, async () => {
    const user = await createUser(t.database.db, { first_name: 'Busy', is_admin: true });
    const busy: Actor = { name: 'busy staff', user, token: await tokenFor(user) };
    for (let i = 0; i < NOTE_CREATE_THROTTLE.limit; i++) {
      expect((await post(busy, 'summaryreports/note/create/', { record_id: reportId, content: `n${i}` })).status).toBe(
        201,
      );
    }
    const res = await post(busy, 'summaryreports/private-note/create/', { record_id: reportId, content: 'one more' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Others are counted apart.
    expect((await post(cast.staff, 'summaryreports/note/create/', { record_id: reportId, content: 'ok' })).status).toBe(
      201,
    );
  });
});
