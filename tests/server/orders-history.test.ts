// The audit trail (ARCHITECTURE §7): every staff update, stage change and note is an entry with who, when and each
// field before and after; staff read it per record, customers never; a rolled-back change leaves no entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordChangePageSchema, type RecordChangeEntry } from '@/lib/contract/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld, type Role, type World } from './orders-fixtures';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
});
afterAll(() => t.close());

const history = async (path: string, role: Role = 'superuser') =>
  t.request(`/api/v2/orders/${path}history/`, { token: w.tokens[role] });

async function entries(path: string): Promise<RecordChangeEntry[]> {
  const res = await history(path);
  expect(res.status).toBe(200);
  return recordChangePageSchema.parse(await res.json()).results;
}

describe('who may read a record’s history', () => {
  // Expected statuses written out, not derived from the access table, so a change to the table shows here.
  const expected: [Role, 'carsales' | 'carspurchased', number][] = [
    ['anonymous', 'carsales', 401],
    ['customerA', 'carsales', 403],
    ['customerB', 'carsales', 403],
    ['dealer', 'carsales', 403],
    ['dummy', 'carsales', 403],
    ['staff', 'carsales', 200],
    ['superuser', 'carsales', 200],
    ['customerA', 'carspurchased', 403],
    ['staff', 'carspurchased', 403],
    ['superuser', 'carspurchased', 200],
  ];
  it.each(expected)('%s on %s → %i', async (role, kind, status) => {
    const id = kind === 'carsales' ? w.cars.A.sale : w.cars.A.purchase;
    expect((await history(`${kind}/${id}/`, role)).status).toBe(status);
  });

  it('answers 404 for a record that does not exist', async () => {
    expect((await history('carsales/999999/')).status).toBe(404);
  });
});

describe('what the trail holds', () => {
  it('a staff update: who, and each changed field before and after (unchanged fields left out)', async () => {
    const put = await t.request(`/api/v2/orders/carsales/${w.cars.B.sale}/update/`, {
      method: 'PUT',
      json: { car_location: 'Warehouse', title_status: 'In Mail', lot_number: 'L-77' },
      token: w.tokens.staff,
    });
    expect(put.status).toBe(200);
    const [latest] = await entries(`carsales/${w.cars.B.sale}/`);
    expect(latest).toMatchObject({ action: 'update', actor: { id: w.users.staff } });
    expect(Object.keys(latest!.changes).sort()).toEqual(['car_location', 'lot_number', 'title_status']);
    expect(latest!.changes.car_location!.to).toBe('Warehouse');
    expect(latest!.changes.lot_number!.to).toBe('L-77');
  });

  it('sending the values already stored writes no entry', async () => {
    const before = await entries(`carsales/${w.cars.B.sale}/`);
    await t.request(`/api/v2/orders/carsales/${w.cars.B.sale}/update/`, {
      method: 'PUT',
      json: { lot_number: 'L-77' },
      token: w.tokens.staff,
    });
    expect(await entries(`carsales/${w.cars.B.sale}/`)).toHaveLength(before.length);
  });

  it('a change that moves the car writes the stage change on its summary report', async () => {
    const put = await t.request(`/api/v2/orders/shippings/${w.cars.dealer.shipping}/update/`, {
      method: 'PUT',
      json: { arrived_at: '2026-05-01', customs_cleared_at: '2026-05-04', delivered_at: '2026-05-08' },
      token: w.tokens.superuser,
    });
    expect(put.status).toBe(200);
    const [stage] = await entries(`summaryreports/${w.cars.dealer.summary}/`);
    expect(stage).toMatchObject({ action: 'stage', actor: { id: w.users.superuser } });
    expect(stage!.changes.stage!.to).toBe('delivered');
    const [update] = await entries(`shippings/${w.cars.dealer.shipping}/`);
    expect(update!.changes.delivered_at).toEqual({ from: null, to: '2026-05-08' });
  });

  it('a note and its edit, with the old and new words', async () => {
    const created = await t.request('/api/v2/orders/carsales/note/create/', {
      method: 'POST',
      json: { record_id: w.cars.A.sale, content: 'Title received' },
      token: w.tokens.staff,
    });
    expect(created.status).toBe(201);
    const note = (await created.json()) as { id: number };
    await t.request(`/api/v2/orders/carsales/note/${note.id}/update/`, {
      method: 'PUT',
      json: { content: 'Title received at the Houston office' },
      token: w.tokens.staff,
    });
    const [edit, added] = await entries(`carsales/${w.cars.A.sale}/`);
    expect(added).toMatchObject({ action: 'note', changes: { note: { to: { id: note.id, is_private: false } } } });
    expect(edit).toMatchObject({
      action: 'note_edit',
      changes: { [`note ${note.id}`]: { from: 'Title received', to: 'Title received at the Houston office' } },
    });
  });

  it('a refused update (a referenced id that names nothing) leaves no entry', async () => {
    const before = await entries(`shippings/${w.cars.A.shipping}/`);
    const res = await t.request(`/api/v2/orders/shippings/${w.cars.A.shipping}/update/`, {
      method: 'PUT',
      json: { container_id: 999_999 },
      token: w.tokens.superuser,
    });
    expect(res.status).toBe(400);
    expect(await entries(`shippings/${w.cars.A.shipping}/`)).toHaveLength(before.length);
  });
});
