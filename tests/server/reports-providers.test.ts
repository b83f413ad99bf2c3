// Providers are drop-ins chosen by configuration: a report vendor that fails after payment leaves the order paid and
// fetch tries again; a payment processor that does not answer records nothing and charges nothing; an unknown name
// is a 503 that names it.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reportOrderSchema, TEST_CARDS, vehicleReportSchema } from '@/lib/contract/reports';
import { signToken } from '@/server/auth/jwt';
import { buildConfig, getConfig, setConfigForTests } from '@/server/config';
import { reportPayments } from '@/server/db/schema';
import { createTestPaymentProvider, registerPaymentProvider } from '@/server/modules/reports/payments';
import { registerReportProvider } from '@/server/modules/reports/providers';
import { sampleReport } from '@/server/modules/reports/sample-provider';
import { insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let token: string;
const original = getConfig();
const useProviders = (env: Record<string, string>) => setConfigForTests(buildConfig({ ...process.env, ...env }));

let vendorUp = false;
registerReportProvider('flaky-vendor', () => ({
  name: 'flaky-vendor',
  sample: false,
  availability: () => Promise.resolve({ available: true, reason: null }),
  fetch: (type, vin, now) =>
    vendorUp
      ? Promise.resolve({ ...sampleReport(type, vin, now), sample: false, provider: 'flaky-vendor' })
      : Promise.reject(new Error('vendor timed out')),
}));
registerPaymentProvider('down-processor', () => ({
  ...createTestPaymentProvider(),
  name: 'down-processor',
  chargeCard: () => Promise.reject(new Error('connect ETIMEDOUT')),
}));

const VIN = '1HGCM82633A004352';
const card = { card_number: TEST_CARDS.success, exp_month: 12, exp_year: 2099, cvc: '123', name: 'Dara Sok' };
let keys = 0;
const newOrder = async (type: string) => {
  const res = await t.request('/api/reports/orders/', {
    method: 'POST',
    token,
    json: { report_type: type, vin: VIN, payment_method: 'card', idempotency_key: `providers-${(keys += 1)}` },
  });
  expect(res.status).toBe(201);
  return reportOrderSchema.parse(await res.json());
};
const pay = (id: number) => t.request(`/api/reports/orders/${id}/pay/`, { method: 'POST', token, json: card });
const fetchReport = (type: string) =>
  t.request(`/api/reports/fetch/${type}/`, { method: 'POST', token, json: { vin: VIN } });

beforeAll(async () => {
  t = await createTestApp();
  token = (await signToken((await insertUser(t.database.db, { email: 'dara@example.com' })).id, 'access')).token;
});
afterEach(() => setConfigForTests(original));
afterAll(() => t.close());

describe('report providers', () => {
  it('a vendor that fails after payment leaves the order paid; fetching later delivers it, not charged again', async () => {
    useProviders({ REPORTS_PROVIDER: 'carfax=flaky-vendor' });
    vendorUp = false;
    const pending = await newOrder('carfax');
    const paid = await pay(pending.id);
    expect(paid.status).toBe(200);
    expect(reportOrderSchema.parse(await paid.json())).toMatchObject({ status: 'paid', sample: false });
    const down = await fetchReport('carfax');
    expect(down.status).toBe(503);
    expect((await down.json()).detail).toMatch(/Your payment is safe/);

    vendorUp = true;
    const up = await fetchReport('carfax');
    expect(up.status).toBe(200);
    expect(vehicleReportSchema.parse(await up.json())).toMatchObject({ provider: 'flaky-vendor', sample: false });
    const order = reportOrderSchema.parse(
      await (await t.request(`/api/reports/orders/${pending.id}/`, { token })).json(),
    );
    expect(order.status).toBe('delivered');
    const charges = await t.database.db.select().from(reportPayments).where(eq(reportPayments.order_id, pending.id));
    expect(charges).toHaveLength(1);
    // Other types still come from the sample provider.
    const status = await t.request('/api/reports/check-status/autocheck/', { method: 'POST', json: { vin: VIN } });
    expect(await status.json()).toMatchObject({ provider: 'sample', sample: true });
  });

  it('a processor that does not answer records nothing; the order can be paid once it is back', async () => {
    useProviders({ PAYMENTS_PROVIDER: 'down-processor' });
    const pending = await newOrder('autocheck');
    const res = await pay(pending.id);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ detail: 'The payment service did not answer. Try again in a minute.' });
    expect(await t.database.db.select().from(reportPayments).where(eq(reportPayments.order_id, pending.id))).toEqual(
      [],
    );
    setConfigForTests(original);
    expect(reportOrderSchema.parse(await (await pay(pending.id)).json()).status).toBe('delivered');
  });

  it('a provider name this build does not have is a 503 that names it', async () => {
    useProviders({ REPORTS_PROVIDER: 'vendorx' });
    const res = await t.request('/api/reports/check-status/carfax/', { method: 'POST', json: { vin: VIN } });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ detail: 'The report provider "vendorx" is not installed on this server.' });
  });
});
