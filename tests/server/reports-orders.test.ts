// Buying a report: check → order → pay with the test card → fetch; a declined card then a retry; the same
// idempotency key (twice, and two at once) makes one order and one charge; KHQR orders marked paid by staff; a
// user never sees another user's order or report; visitors get 401; purchased reports come in DRF pages.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  purchasedReportPageSchema,
  reportOrderSchema,
  reportStatusSchema,
  TEST_CARDS,
  vehicleReportSchema,
  type ReportOrder,
} from '@/lib/contract/reports';
import { vinCheckDigit } from '@/lib/contract/vin';
import { signToken } from '@/server/auth/jwt';
import { purchasedReports, reportPayments } from '@/server/db/schema';
import { crc16 } from '@/server/modules/reports/khqr';
import { insertUser } from '../support/factories';
import { usingPostgres } from '../support/test-db';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let alice: string;
let bob: string;
let staff: string;

const tokenFor = async (id: number) => (await signToken(id, 'access')).token;

let made = 0;
/** A fresh valid Toyota Camry VIN (model year 2019) for each call. */
function newVin(): string {
  made += 1;
  const draft = `4T1B11HK0K${String(100000 + made).padStart(7, '0')}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}
let keys = 0;
const newKey = () => `test-key-${Date.now()}-${(keys += 1)}`;

const card = (number: string = TEST_CARDS.success) => ({
  card_number: number.replace(/(\d{4})(?=\d)/g, '$1 '),
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 2,
  cvc: '123',
  name: 'Sokha Chan',
});

const post = (path: string, token: string | undefined, json?: unknown) =>
  t.request(path, { method: 'POST', token, json: json ?? {} });

async function order(token: string, vin: string, type = 'carfax', payment_method = 'card'): Promise<ReportOrder> {
  const res = await post('/api/reports/orders/', token, {
    report_type: type,
    vin,
    payment_method,
    idempotency_key: newKey(),
  });
  expect(res.status).toBe(201);
  return reportOrderSchema.parse(await res.json());
}

const pay = (token: string, id: number, body: unknown = card()) => post(`/api/reports/orders/${id}/pay/`, token, body);

async function chargesOf(orderId: number): Promise<{ outcome: string; card_last4: string | null }[]> {
  return t.database.db
    .select({ outcome: reportPayments.outcome, card_last4: reportPayments.card_last4 })
    .from(reportPayments)
    .where(eq(reportPayments.order_id, orderId));
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  alice = await tokenFor((await insertUser(db, { email: 'alice@example.com' })).id);
  bob = await tokenFor((await insertUser(db, { email: 'bob@example.com' })).id);
  staff = await tokenFor((await insertUser(db, { is_admin: true })).id);
});
afterAll(() => t.close());

describe('buying with a card', () => {
  it('check-status → order → pay → fetch, and the report is then owned and listed', async () => {
    const vin = newVin();
    const before = reportStatusSchema.parse(
      await (await post('/api/reports/check-status/carfax/', alice, { vin })).json(),
    );
    expect(before).toMatchObject({ available: true, owned: false, price: 40, vehicle: { make: 'Toyota', year: 2019 } });

    const pending = await order(alice, vin);
    expect(pending).toMatchObject({ status: 'pending', price: 40, currency: 'USD', card_last4: null, khqr: null });
    const unpaid = await post('/api/reports/fetch/carfax/', alice, { vin });
    expect(unpaid.status).toBe(402);
    expect((await unpaid.json()).detail).toMatch(/You have not bought the Car Fax report for this VIN/);

    const res = await pay(alice, pending.id);
    expect(res.status).toBe(200);
    const paid = reportOrderSchema.parse(await res.json());
    expect(paid).toMatchObject({ status: 'delivered', card_last4: '4242', card_brand: 'Visa', failure_message: null });
    expect(paid.paid_at).not.toBeNull();

    const fetched = await post('/api/reports/fetch/carfax/', alice, { vin: vin.toLowerCase() });
    expect(fetched.status).toBe(200);
    const report = vehicleReportSchema.parse(await fetched.json());
    expect(report).toMatchObject({ order_id: pending.id, report_type: 'carfax', vin, sample: true });
    expect(report.history?.owners.length).toBeGreaterThan(0);
    // The stored report is served again as it was delivered.
    expect(vehicleReportSchema.parse(await (await post('/api/reports/fetch/carfax/', alice, { vin })).json())).toEqual(
      report,
    );
    // Another type of the same VIN is a separate purchase.
    expect((await post('/api/reports/fetch/autocheck/', alice, { vin })).status).toBe(402);

    const after = reportStatusSchema.parse(
      await (await post('/api/reports/check-status/carfax/', alice, { vin })).json(),
    );
    expect(after).toMatchObject({ owned: true, order_id: pending.id });

    // Only the last four digits are stored, never the number or the CVC.
    const [row] = await t.database.db.select().from(purchasedReports).where(eq(purchasedReports.id, pending.id));
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
    expect(await chargesOf(pending.id)).toEqual([{ outcome: 'succeeded', card_last4: '4242' }]);
  });

  it('a declined card shows why and leaves the order failed; a retry with a good card pays it once', async () => {
    const vin = newVin();
    const pending = await order(alice, vin, 'autocheck');
    const declined = await pay(alice, pending.id, card(TEST_CARDS.declined));
    expect(declined.status).toBe(402);
    expect(await declined.json()).toEqual({
      detail: 'Your card was declined. Try another card.',
      code: 'card_declined',
    });
    const failed = reportOrderSchema.parse(
      await (await t.request(`/api/reports/orders/${pending.id}/`, { token: alice })).json(),
    );
    expect(failed).toMatchObject({ status: 'failed', failure_message: 'Your card was declined. Try another card.' });
    expect((await post('/api/reports/fetch/autocheck/', alice, { vin })).status).toBe(402);

    const funds = await pay(alice, pending.id, card(TEST_CARDS.insufficient_funds));
    expect(await funds.json()).toMatchObject({ code: 'insufficient_funds' });

    const retry = await pay(alice, pending.id, card(TEST_CARDS.success_mastercard));
    expect(retry.status).toBe(200);
    expect(reportOrderSchema.parse(await retry.json())).toMatchObject({
      status: 'delivered',
      card_last4: '4444',
      card_brand: 'Mastercard',
      failure_message: null,
    });
    expect((await chargesOf(pending.id)).map((c) => c.outcome)).toEqual(['declined', 'declined', 'succeeded']);
    expect((await post('/api/reports/fetch/autocheck/', alice, { vin })).status).toBe(200);
  });

  it('refuses a real card number in test mode without charging it', async () => {
    const pending = await order(alice, newVin());
    const res = await pay(alice, pending.id, card('4111111111111111'));
    expect(res.status).toBe(402);
    expect((await res.json()).detail).toMatch(/real cards are never charged/);
  });

  it('answers bad card fields with 400s on the fields, before any charge', async () => {
    const pending = await order(alice, newVin());
    const res = await pay(alice, pending.id, {
      card_number: '4242 4242 4242 4241',
      exp_month: 13,
      exp_year: 2031,
      cvc: '12',
      name: ' ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      card_number: ['Enter a valid card number.'],
      exp_month: ['Ensure this value is less than or equal to 12.'],
      cvc: ['Enter the 3 or 4 digits on the back of the card.'],
      name: ['This field may not be blank.'],
    });
    const expired = await pay(alice, pending.id, { ...card(), exp_month: 1, exp_year: 2020 });
    expect(await expired.json()).toEqual({ exp_year: ['This card has expired.'] });
    expect(await chargesOf(pending.id)).toEqual([]);
  });

  it('paying a paid order again charges nothing, and a second order of an owned report is refused', async () => {
    const vin = newVin();
    const first = await order(alice, vin, 'window_sticker');
    expect((await pay(alice, first.id)).status).toBe(200);
    const again = await pay(alice, first.id);
    expect(again.status).toBe(200);
    expect(reportOrderSchema.parse(await again.json()).status).toBe('delivered');
    expect(await chargesOf(first.id)).toHaveLength(1);

    const res = await post('/api/reports/orders/', alice, {
      report_type: 'window_sticker',
      vin,
      payment_method: 'card',
      idempotency_key: newKey(),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      vin: ['You already own the Window Sticker report for this VIN; open it from Car Reports.'],
    });
  });

  it('of two pending orders of one report, only the first paid is charged', async () => {
    const vin = newVin();
    const one = await order(alice, vin);
    const two = await order(alice, vin);
    expect((await pay(alice, one.id)).status).toBe(200);
    const res = await pay(alice, two.id);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      non_field_errors: ['You already own the Car Fax report for this VIN; nothing was charged.'],
    });
    expect(await chargesOf(two.id)).toEqual([]);
  });
});

describe('idempotency keys', () => {
  it('the same key twice is the same order (200 the second time), one charge however often it is paid', async () => {
    const vin = newVin();
    const body = { report_type: 'autocheck', vin, payment_method: 'card', idempotency_key: newKey() };
    const first = await post('/api/reports/orders/', alice, body);
    expect(first.status).toBe(201);
    const second = await post('/api/reports/orders/', alice, body);
    expect(second.status).toBe(200);
    const a = reportOrderSchema.parse(await first.json());
    expect(reportOrderSchema.parse(await second.json()).id).toBe(a.id);

    const answers = await Promise.all([pay(alice, a.id), pay(alice, a.id), pay(alice, a.id)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await chargesOf(a.id)).toHaveLength(1);

    const other = await post('/api/reports/orders/', alice, { ...body, report_type: 'carfax' });
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({
      idempotency_key: ['This idempotency key was already used for a different order; start a new checkout.'],
    });
    // Keys belong to their user: Bob's same key is Bob's own order.
    const bobs = await post('/api/reports/orders/', bob, body);
    expect(bobs.status).toBe(201);
    expect(reportOrderSchema.parse(await bobs.json()).id).not.toBe(a.id);
  });

  it(`two requests at once with one key make one order and one charge${usingPostgres() ? ' (PostgreSQL)' : ''}`, async () => {
    for (let round = 0; round < 3; round++) {
      const body = { report_type: 'carfax', vin: newVin(), payment_method: 'card', idempotency_key: newKey() };
      const created = await Promise.all([
        post('/api/reports/orders/', alice, body),
        post('/api/reports/orders/', alice, body),
      ]);
      expect(created.map((r) => r.status).sort()).toEqual([200, 201]);
      const [x, y] = await Promise.all(created.map(async (r) => reportOrderSchema.parse(await r.json())));
      expect(x!.id).toBe(y!.id);
      const rows = await t.database.db
        .select({ id: purchasedReports.id })
        .from(purchasedReports)
        .where(eq(purchasedReports.idempotency_key, body.idempotency_key));
      expect(rows).toHaveLength(1);
      const paid = await Promise.all([pay(alice, x!.id), pay(alice, x!.id)]);
      expect(paid.map((r) => r.status)).toEqual([200, 200]);
      expect(await chargesOf(x!.id)).toHaveLength(1);
    }
  });
});

describe('KHQR', () => {
  it('a KHQR order carries a test QR; staff mark it paid; the buyer cannot pay it by card', async () => {
    const vin = newVin();
    const pending = await order(alice, vin, 'carfax', 'khqr');
    const khqr = pending.khqr!;
    expect(khqr).toMatchObject({ amount: 40, currency: 'USD', test: true });
    expect(khqr.reference).toBe(`RPT-${String(pending.id).padStart(6, '0')}`);
    expect(khqr.payload.startsWith('000201010212')).toBe(true);
    expect(khqr.payload).toContain('5303840');
    expect(khqr.payload).toContain('540540.00');
    expect(khqr.payload).toContain('5802KH');
    expect(khqr.payload.slice(-4)).toBe(crc16(khqr.payload.slice(0, -4)));

    const byCard = await pay(alice, pending.id);
    expect(byCard.status).toBe(400);
    expect((await byCard.json()).detail).toMatch(/paid with KHQR/);

    expect((await post(`/api/reports/orders/${pending.id}/mark-paid/`, alice)).status).toBe(403);
    const marked = await post(`/api/reports/orders/${pending.id}/mark-paid/`, staff);
    expect(marked.status).toBe(200);
    expect(reportOrderSchema.parse(await marked.json())).toMatchObject({ status: 'delivered' });
    expect((await post(`/api/reports/orders/${pending.id}/mark-paid/`, staff)).status).toBe(200);
    expect(await chargesOf(pending.id)).toHaveLength(1);
    expect((await post('/api/reports/fetch/carfax/', alice, { vin })).status).toBe(200);

    const cardOrder = await order(alice, newVin());
    expect((await post(`/api/reports/orders/${cardOrder.id}/mark-paid/`, staff)).status).toBe(400);
  });

  it('staff find pending orders of every user; a customer sees only their own', async () => {
    await order(bob, newVin(), 'autocheck', 'khqr');
    const staffPage = await (await t.request('/api/reports/orders/?status=pending', { token: staff })).json();
    const users = new Set(staffPage.results.map((o: ReportOrder) => o.user));
    expect(users.size).toBeGreaterThanOrEqual(2);
    // Staff see who each buyer is; a customer's own list names nobody.
    const emails = new Set(staffPage.results.map((o: ReportOrder) => o.buyer?.email));
    expect(emails).toContain('bob@example.com');
    const bobs = await (await t.request('/api/reports/orders/', { token: bob })).json();
    expect(bobs.results.every((o: ReportOrder) => o.user === bobs.results[0].user)).toBe(true);
    expect(bobs.results.every((o: ReportOrder) => o.buyer === undefined)).toBe(true);
    expect((await t.request('/api/reports/orders/?status=lost', { token: bob })).status).toBe(400);
  });
});

describe('access', () => {
  it('another user cannot see, pay or fetch an order or its report', async () => {
    const vin = newVin();
    const mine = await order(alice, vin);
    expect((await pay(alice, mine.id)).status).toBe(200);

    const seen = await t.request(`/api/reports/orders/${mine.id}/`, { token: bob });
    expect(seen.status).toBe(404);
    expect(await seen.json()).toEqual({ detail: 'Not found.' });
    expect((await pay(bob, mine.id)).status).toBe(404);
    expect((await post('/api/reports/fetch/carfax/', bob, { vin })).status).toBe(402);
    const bobStatus = reportStatusSchema.parse(
      await (await post('/api/reports/check-status/carfax/', bob, { vin })).json(),
    );
    expect(bobStatus).toMatchObject({ owned: false, order_id: null });
    // Staff may read it (to help the buyer), not pay it.
    expect((await t.request(`/api/reports/orders/${mine.id}/`, { token: staff })).status).toBe(200);
    expect((await pay(staff, mine.id)).status).toBe(404);
    expect((await t.request('/api/reports/orders/0/', { token: alice })).status).toBe(404);
  });

  it('visitors may check a VIN but get 401 for everything else', async () => {
    const vin = newVin();
    const status = await post('/api/reports/check-status/autocheck/', undefined, { vin });
    expect(status.status).toBe(200);
    expect(reportStatusSchema.parse(await status.json()).owned).toBe(false);
    for (const res of [
      await post('/api/reports/fetch/autocheck/', undefined, { vin }),
      await post('/api/reports/orders/', undefined, { report_type: 'autocheck', vin }),
      await post('/api/reports/orders/1/pay/', undefined, card()),
      await post('/api/reports/orders/1/mark-paid/', undefined),
      await t.request('/api/reports/orders/1/'),
      await t.request('/api/reports/orders/'),
      await t.request('/api/usermgmt/purchased-reports/'),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    }
  });

  it('after five declined cards in a quarter of an hour the next attempt waits, not charged', async () => {
    const carol = await tokenFor((await insertUser(t.database.db, { email: 'carol@example.com' })).id);
    const pending = await order(carol, newVin());
    for (let i = 0; i < 5; i++) expect((await pay(carol, pending.id, card(TEST_CARDS.declined))).status).toBe(402);
    const throttled = await pay(carol, pending.id);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await chargesOf(pending.id)).toHaveLength(5);
    // Other buyers are not held up.
    expect((await pay(alice, (await order(alice, newVin())).id)).status).toBe(200);
  });

  it('counts charges, not replays: thirty an hour per buyer', async () => {
    const erin = await tokenFor((await insertUser(t.database.db, { email: 'erin@example.com' })).id);
    let last = 0;
    for (let i = 0; i < 30; i++) {
      last = (await order(erin, newVin(), 'window_sticker')).id;
      expect((await pay(erin, last)).status).toBe(200);
    }
    expect((await pay(erin, last)).status).toBe(200);
    const next = await order(erin, newVin(), 'window_sticker');
    expect((await pay(erin, next.id)).status).toBe(429);
  });
});

describe('purchased reports', () => {
  it("lists only the user's paid reports, newest first, in DRF pages of 20", async () => {
    const dave = await tokenFor((await insertUser(t.database.db, { email: 'dave@example.com' })).id);
    const empty = await (await t.request('/api/usermgmt/purchased-reports/', { token: dave })).json();
    expect(empty).toEqual({ count: 0, next: null, previous: null, results: [] });

    const paidIds: number[] = [];
    for (let i = 0; i < 22; i++) {
      const o = await order(dave, newVin(), ['autocheck', 'carfax', 'window_sticker'][i % 3]);
      expect((await pay(dave, o.id)).status).toBe(200);
      paidIds.push(o.id);
    }
    await order(dave, newVin()); // pending: not a purchased report

    const first = purchasedReportPageSchema.parse(
      await (await t.request('/api/usermgmt/purchased-reports/', { token: dave })).json(),
    );
    expect(first.count).toBe(22);
    expect(first.results).toHaveLength(20);
    expect(first.next).toBe('http://testserver/api/usermgmt/purchased-reports/?page=2');
    expect(first.results[0]!.id).toBe(paidIds.at(-1));
    expect(first.results.every((r) => r.status === 'delivered' && r.sample && r.card_last4 === '4242')).toBe(true);
    const second = purchasedReportPageSchema.parse(
      await (await t.request('/api/usermgmt/purchased-reports/?page=2', { token: dave })).json(),
    );
    expect(second.results.map((r) => r.id)).toEqual([paidIds[1], paidIds[0]]);
    expect(second.previous).toBe('http://testserver/api/usermgmt/purchased-reports/');
    const past = await t.request('/api/usermgmt/purchased-reports/?page=3', { token: dave });
    expect(past.status).toBe(404);
    expect(await past.json()).toEqual({ detail: 'Invalid page.' });

    const alices = purchasedReportPageSchema.parse(
      await (await t.request('/api/usermgmt/purchased-reports/', { token: alice })).json(),
    );
    expect(alices.results.some((r) => paidIds.includes(r.id))).toBe(false);
  });
});
