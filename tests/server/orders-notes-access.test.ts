// Who may write, edit, see and mark notes on each kind of record: the expected table, kind × role × action → answer,
// checked against the API (and attachNotes for what a record answer carries). Customer A owns every record here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_KINDS, type OrderKind } from '@/lib/contract/orders-values';
import { toAuthUser } from '@/server/api/auth';
import {
  balanceReports,
  carPurchases,
  carSales,
  containers,
  loadingRecords,
  recordNotes,
  shippings,
  summaryReports,
  towings,
} from '@/server/db/schema';
import { attachNotes, noteRecordType } from '@/server/modules/orders/notes.service';
import { createUser } from '../support/auth';
import { call, createCast, tokenFor, type Actor, type Cast } from '../support/chat';
import { createTestApp, type TestApp } from '../support/test-app';

type Role = 'anonymous' | 'customerA' | 'customerB' | 'dealer' | 'staff' | 'superuser' | 'dummy';
interface Row {
  note_create: number;
  /** A note the actor wrote on A's record. */
  note_update_own: number;
  /** A note another staff member wrote on A's record. */
  note_update_other: number;
  private_note_create: number;
  private_note_update: number;
  /** The record answer carries private_notes (null: nobody signed in to ask). */
  private_notes_visible: boolean | null;
  mark_read: number;
}

const row = (statuses: number[], visible: boolean | null): Row => {
  const [note_create, note_update_own, note_update_other, private_note_create, private_note_update, mark_read] =
    statuses as [number, number, number, number, number, number];
  return {
    note_create,
    note_update_own,
    note_update_other,
    private_note_create,
    private_note_update,
    private_notes_visible: visible,
    mark_read,
  };
};

//                        create own  other priv  priv-upd mark-read
const ANONYMOUS = row([401, 401, 401, 401, 401, 401], null);
const FORBIDDEN = row([403, 403, 403, 403, 403, 403], false);
const STAFF = row([201, 200, 200, 201, 200, 200], true);

/** Car sales, shippings, loading records, summary reports: customers follow their own cars on them. */
const CUSTOMER_KIND: Record<Role, Row> = {
  anonymous: ANONYMOUS,
  customerA: row([201, 200, 403, 403, 403, 200], false),
  // Another customer's record is a 404, so its existence is not given away; private notes are a role's 403 first.
  customerB: row([404, 404, 404, 403, 403, 404], false),
  dealer: row([404, 404, 404, 403, 403, 404], false),
  staff: STAFF,
  superuser: STAFF,
  dummy: FORBIDDEN,
};

/** Purchases, towings, containers, the balance report: superusers only (spec §6). */
const SUPERUSER_KIND: Record<Role, Row> = {
  anonymous: ANONYMOUS,
  customerA: FORBIDDEN,
  customerB: FORBIDDEN,
  dealer: FORBIDDEN,
  staff: FORBIDDEN,
  superuser: STAFF,
  dummy: FORBIDDEN,
};

const EXPECTED: Record<OrderKind, Record<Role, Row>> = {
  carsales: CUSTOMER_KIND,
  shippings: CUSTOMER_KIND,
  loadingrecords: CUSTOMER_KIND,
  summaryreports: CUSTOMER_KIND,
  carspurchased: SUPERUSER_KIND,
  towings: SUPERUSER_KIND,
  containers: SUPERUSER_KIND,
  balancereports: SUPERUSER_KIND,
};

let t: TestApp;
let actors: Record<Role, Actor>;
let cast: Cast;
/** Another staff member: the author of the notes nobody in the matrix wrote. */
let author: Actor;
const records = {} as Record<OrderKind, number>;

async function createRecordsOf(customer: Actor): Promise<Record<OrderKind, number>> {
  const db = t.database.db;
  const customerId = customer.user!.id;
  const [sale] = await db
    .insert(carSales)
    .values({
      id_number: `M-${customerId}`,
      customer_id: customerId,
      date: '2026-09-01',
      vin: `JTDKN3DU0A${String(customerId).padStart(7, '0')}`,
      year: 2018,
      make: 'Toyota',
      model: 'Prius',
    })
    .returning();
  const car_sale_id = sale!.id;
  const [purchase] = await db
    .insert(carPurchases)
    .values({ car_sale_id, seller: 'Copart', purchase_date: '2026-09-01', amount: 9000 })
    .returning();
  const [towing] = await db.insert(towings).values({ car_sale_id }).returning();
  const [container] = await db
    .insert(containers)
    .values({ container_number: 'CSQU3054383', booking_number: 'BK1', shipping_company: 'Maersk' })
    .returning();
  const [loading] = await db.insert(loadingRecords).values({ car_sale_id, container_id: container!.id }).returning();
  const [shipping] = await db.insert(shippings).values({ car_sale_id, container_id: container!.id }).returning();
  const [report] = await db.insert(summaryReports).values({ car_sale_id, customer_id: customerId }).returning();
  await db
    .insert(balanceReports)
    .values({ customer_id: customerId, car_sale_id, description: 'Deposit', credit: 2000, date: '2026-09-02' });
  return {
    carsales: car_sale_id,
    carspurchased: purchase!.id,
    towings: towing!.id,
    containers: container!.id,
    loadingrecords: loading!.id,
    shippings: shipping!.id,
    summaryreports: report!.id,
    // The balance report is the customer's ledger: its id is the customer's.
    balancereports: customerId,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  const dummy = await createUser(t.database.db, { first_name: 'Demo', is_dummy_account: true });
  const other = await createUser(t.database.db, { first_name: 'Other', last_name: 'Staff', is_admin: true });
  author = { name: 'other staff', user: other, token: await tokenFor(other) };
  actors = {
    anonymous: cast.anonymous,
    customerA: cast.customerA,
    customerB: cast.customerB,
    dealer: cast.dealer,
    staff: cast.staff,
    superuser: cast.superuser,
    dummy: { name: 'dummy', user: dummy, token: await tokenFor(dummy) },
  };
  Object.assign(records, await createRecordsOf(cast.customerA));
});
afterAll(() => t.close());

async function storedNote(kind: OrderKind, by: Actor, isPrivate: boolean): Promise<number> {
  const [note] = await t.database.db
    .insert(recordNotes)
    .values({
      record_type: noteRecordType(kind),
      record_id: records[kind],
      author_id: (by.user ?? cast.customerA.user!).id,
      content: 'Stored for the matrix',
      is_private: isPrivate,
    })
    .returning();
  return note!.id;
}

async function observe(kind: OrderKind, who: Actor): Promise<Row> {
  const base = `/api/v2/orders/${kind}`;
  const status = async (path: string, method: string, json: unknown) => {
    const res = await call(t, who, `${base}${path}`, { method, json });
    answered.add(`${method} /api/v2/orders/{kind}${path.replace(/\/\d+\//, '/{id}/')} ${res.status}`);
    return res.status;
  };
  const body = { record_id: records[kind], content: `${who.name} was here` };
  const edit = { content: `${who.name} edited this` };
  const visible = who.user
    ? 'private_notes' in
      (await attachNotes(t.database.db, kind, [{ id: records[kind] }], toAuthUser(who.user))).get(records[kind])!
    : null;
  return {
    note_create: await status('/note/create/', 'POST', body),
    note_update_own: await status(`/note/${await storedNote(kind, who, false)}/update/`, 'PUT', edit),
    note_update_other: await status(`/note/${await storedNote(kind, author, false)}/update/`, 'PUT', edit),
    private_note_create: await status('/private-note/create/', 'POST', body),
    private_note_update: await status(`/private-note/${await storedNote(kind, author, true)}/update/`, 'PUT', edit),
    private_notes_visible: visible,
    mark_read: await status(`/${records[kind]}/mark-read/`, 'POST', {}),
  };
}

/** Every "METHOD path status" the matrix met, checked against the served OpenAPI document at the end. */
const answered = new Set<string>();

const ROLES = Object.keys(CUSTOMER_KIND) as Role[];

describe.each(ORDER_KINDS)('notes on %s', (kind) => {
  it.each(ROLES)('%s', async (role) => {
    expect(await observe(kind, actors[role])).toEqual(EXPECTED[kind][role]);
  });
});

describe('a dealer is a customer', () => {
  it('writes and marks notes on their own records like any customer', async () => {
    const own = await createRecordsOf(cast.dealer);
    const res = await call(t, cast.dealer, '/api/v2/orders/summaryreports/note/create/', {
      method: 'POST',
      json: { record_id: own.summaryreports, content: 'Dealer asking about ETA' },
    });
    expect(res.status).toBe(201);
    const mark = await call(t, cast.dealer, `/api/v2/orders/carsales/${own.carsales}/mark-read/`, {
      method: 'POST',
      json: {},
    });
    expect(mark.status).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('declares every status the matrix met on every notes route', async () => {
    const doc = (await (await t.request('/api/schema/')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(answered.size).toBeGreaterThanOrEqual(15);
    const undeclared = [...answered].filter((entry) => {
      const [method, path, status] = entry.split(' ') as [string, string, string];
      return !doc.paths[path]?.[method.toLowerCase()]?.responses[status];
    });
    expect(undeclared).toEqual([]);
  });
});
