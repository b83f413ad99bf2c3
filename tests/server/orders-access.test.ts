// The authorisation matrix of the records API: every kind × role × action against an expected table written out here
// (not read from the access table, so a wrong entry there fails), and list answers holding only what may be seen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_KINDS, orderPageSchemas, orderRecordSchemas, type OrderKind } from '@/lib/contract/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld, ROLES, type Role, type World } from './orders-fixtures';

type Status = 200 | 401 | 403 | 404;
/**
 * list, detail of the role's own record, detail of another customer's record, update of its own record, and the
 * list's CSV export (decision 038).
 */
type Row = { list: Status; own: Status; other: Status; update: Status; export: Status; sees: 'own' | 'all' | null };

const NO_ENTRY: Row = { list: 401, own: 401, other: 401, update: 401, export: 401, sees: null };
const FORBIDDEN: Row = { list: 403, own: 403, other: 403, update: 403, export: 403, sees: null };
const OWNER: Row = { list: 200, own: 200, other: 404, update: 403, export: 200, sees: 'own' };
const EVERYTHING: Row = { list: 200, own: 200, other: 200, update: 200, export: 200, sees: 'all' };

const customerKind: Record<Role, Row> = {
  anonymous: NO_ENTRY,
  customerA: OWNER,
  customerB: OWNER,
  dealer: OWNER,
  staff: EVERYTHING,
  superuser: EVERYTHING,
  dummy: FORBIDDEN,
};
const superuserKind: Record<Role, Row> = {
  anonymous: NO_ENTRY,
  customerA: FORBIDDEN,
  customerB: FORBIDDEN,
  dealer: FORBIDDEN,
  staff: FORBIDDEN,
  superuser: EVERYTHING,
  dummy: FORBIDDEN,
};
// The ledger has no update route at all (payments and charges write it): 404 for everyone.
const noUpdate = (table: Record<Role, Row>) =>
  Object.fromEntries(Object.entries(table).map(([role, row]) => [role, { ...row, update: 404 }])) as Record<Role, Row>;

const EXPECTED: Record<OrderKind, Record<Role, Row>> = {
  carsales: customerKind,
  shippings: customerKind,
  loadingrecords: customerKind,
  summaryreports: customerKind,
  carspurchased: superuserKind,
  containers: superuserKind,
  towings: superuserKind,
  balancereports: noUpdate(superuserKind),
};

const UPDATES: Record<OrderKind, Record<string, unknown>> = {
  carsales: { is_flagged: true },
  carspurchased: { keys: false },
  towings: { pickup_address: 'Yard 5, Houston' },
  loadingrecords: { loading_date: '2026-03-20' },
  containers: { vessel: 'MSC Aurora' },
  shippings: { status: 'in transit' },
  summaryreports: { other_charges: 100 },
  balancereports: {},
};

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
});
afterAll(() => t.close());

/** The customer a role's records belong to (staff and superusers act on customer A's), and another customer. */
function owners(role: Role): { own: number; other: number } {
  if (role === 'customerB') return { own: w.users.customerB, other: w.users.customerA };
  if (role === 'dealer') return { own: w.users.dealer, other: w.users.customerA };
  return { own: w.users.customerA, other: w.users.customerB };
}

function recordId(kind: OrderKind, customer: number): number {
  const car = customer === w.users.customerA ? w.cars.A : customer === w.users.customerB ? w.cars.B : w.cars.dealer;
  switch (kind) {
    case 'carsales':
      return car.sale;
    case 'carspurchased':
      return car.purchase;
    case 'towings':
      return car.towing;
    case 'loadingrecords':
      return car.loading;
    case 'shippings':
      return car.shipping;
    case 'summaryreports':
      return car.summary;
    case 'containers':
      return w.container;
    case 'balancereports':
      return customer;
  }
}

/** The customer of a record in an answer (a container has none: its cars' customers are several). */
function customerOf(kind: OrderKind, record: Record<string, unknown>): number | null {
  if (kind === 'balancereports') return record.id as number;
  if (kind === 'containers') return null;
  return (record.customer as { id: number }).id;
}

const STAFF_FIELDS = ['is_done', 'is_flagged', 'private_notes', 'unread_private_notes'];

describe.each(ORDER_KINDS)('%s', (kind) => {
  it.each(ROLES)('%s', async (role) => {
    const expected = EXPECTED[kind][role];
    const token = w.tokens[role];
    const { own, other } = owners(role);

    const list = await t.request(`/api/v2/orders/${kind}/`, { token });
    expect(list.status, 'list').toBe(expected.list);
    if (list.status === 200) {
      const page = orderPageSchemas[kind].parse(await list.json());
      const seen = page.results.map((r) => customerOf(kind, r as Record<string, unknown>));
      if (expected.sees === 'own') {
        expect(seen).toEqual([own]);
        // A customer_id lookup narrows within their own records, never widens to another customer's.
        const widened = await t.request(`/api/v2/orders/${kind}/?customer_id=${other}`, { token });
        expect(orderPageSchemas[kind].parse(await widened.json()).count).toBe(0);
      }
      if (expected.sees === 'all' && kind !== 'containers') {
        expect(new Set(seen)).toEqual(new Set([w.users.customerA, w.users.customerB, w.users.dealer]));
      }
      for (const record of page.results as Record<string, unknown>[]) {
        for (const field of STAFF_FIELDS) {
          if (role === 'staff' || role === 'superuser') {
            if (field.includes('private') || kind === 'carsales') expect(record, field).toHaveProperty(field);
          } else expect(record, field).not.toHaveProperty(field);
        }
        if (kind === 'carsales') expect('purchase_price' in record).toBe(role === 'superuser');
      }
    }

    // The CSV holds the list's rows: a customer's own only.
    const csv = await t.request(`/api/v2/orders/${kind}/export/`, { token });
    expect(csv.status, 'export').toBe(expected.export);
    if (csv.status === 200) {
      const [header = '', ...lines] = (await csv.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(header.split(',')[0]).toBe('id');
      const listed = await t.request(`/api/v2/orders/${kind}/`, { token });
      const ids = orderPageSchemas[kind].parse(await listed.json()).results.map((r) => String(r.id));
      expect(lines.map((line) => line.split(',')[0])).toEqual(ids);
    }

    const ownDetail = await t.request(`/api/v2/orders/${kind}/${recordId(kind, own)}/`, { token });
    expect(ownDetail.status, 'detail own').toBe(expected.own);
    if (ownDetail.status === 200) orderRecordSchemas[kind].parse(await ownDetail.json());

    const otherDetail = await t.request(`/api/v2/orders/${kind}/${recordId(kind, other)}/`, { token });
    expect(otherDetail.status, "detail other's").toBe(expected.other);

    const update = await t.request(`/api/v2/orders/${kind}/${recordId(kind, own)}/update/`, {
      method: 'PUT',
      json: UPDATES[kind],
      token,
    });
    expect(update.status, 'update').toBe(expected.update);
    if (update.status === 200) orderRecordSchemas[kind].parse(await update.json());
  });
});

describe('records that do not exist', () => {
  it('are 404 for whoever may read the kind, and an unknown kind is 404', async () => {
    const token = w.tokens.superuser;
    expect((await t.request('/api/v2/orders/carsales/999999/', { token })).status).toBe(404);
    expect((await t.request('/api/v2/orders/carsales/abc/', { token })).status).toBe(404);
    expect((await t.request('/api/v2/orders/lorries/', { token })).status).toBe(404);
  });
});

// Files of records (decision 040): reading them follows `detail` (a customer's own, staff all), adding them is the
// `files` action (staff on the kinds they work on). Written out per role, for customer A's records.
describe('record files', () => {
  type FileStatus = 200 | 400 | 401 | 403 | 404;
  const customerFiles: Record<Role, { read: FileStatus; add: FileStatus }> = {
    anonymous: { read: 401, add: 401 },
    customerA: { read: 200, add: 403 },
    customerB: { read: 404, add: 403 },
    dealer: { read: 404, add: 403 },
    staff: { read: 200, add: 400 },
    superuser: { read: 200, add: 400 },
    dummy: { read: 403, add: 403 },
  };
  const superuserFiles: Record<Role, { read: FileStatus; add: FileStatus }> = {
    anonymous: { read: 401, add: 401 },
    customerA: { read: 403, add: 403 },
    customerB: { read: 403, add: 403 },
    dealer: { read: 403, add: 403 },
    staff: { read: 403, add: 403 },
    superuser: { read: 200, add: 400 },
    dummy: { read: 403, add: 403 },
  };
  const FILES = {
    loadingrecords: customerFiles,
    shippings: customerFiles,
    containers: superuserFiles,
    carspurchased: superuserFiles,
  } as const;

  describe.each(Object.keys(FILES) as (keyof typeof FILES)[])('%s', (kind) => {
    it.each(ROLES)('%s', async (role) => {
      const id = recordId(kind, w.users.customerA);
      const token = w.tokens[role];
      const read = await t.request(`/api/v2/orders/${kind}/${id}/files/`, { token });
      expect(read.status, 'read').toBe(FILES[kind][role].read);
      // A form without a file: whoever passes the access check hears "No file was submitted." (400).
      const form = new FormData();
      form.set('collection', 'images');
      const add = await t.request(`/api/v2/orders/${kind}/${id}/files/create/`, { method: 'POST', body: form, token });
      expect(add.status, 'add').toBe(FILES[kind][role].add);
    });
  });
});

// Creating and deleting (decision 039): staff create and delete car sales, superusers containers; access is checked
// before the body is read, so an empty body tells the allowed (400) from the refused (401, 403) without writing.
describe('create and delete', () => {
  type Allowed = 400 | 401 | 403;
  const staffWrite: Record<Role, Allowed> = {
    anonymous: 401,
    customerA: 403,
    customerB: 403,
    dealer: 403,
    staff: 400,
    superuser: 400,
    dummy: 403,
  };
  const superuserWrite: Record<Role, Allowed> = { ...staffWrite, staff: 403 };
  const WRITES = { carsales: staffWrite, containers: superuserWrite } as const;

  describe.each(Object.keys(WRITES) as (keyof typeof WRITES)[])('%s', (kind) => {
    it.each(ROLES)('%s', async (role) => {
      const token = w.tokens[role];
      const create = await t.request(`/api/v2/orders/${kind}/create/`, { method: 'POST', json: {}, token });
      expect(create.status, 'create').toBe(WRITES[kind][role]);
      // No such record: the allowed hear 404, the refused their 401 or 403.
      const remove = await t.request(`/api/v2/orders/${kind}/999999/delete/`, { method: 'DELETE', token });
      expect(remove.status, 'delete').toBe(WRITES[kind][role] === 400 ? 404 : WRITES[kind][role]);
    });
  });
});
