// The demo report orders: the demo customer owns a few reports (delivered, each with one successful payment) and
// has one KHQR order waiting for staff; every VIN is valid, and nobody owns one report twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  purchasedReportPageSchema,
  REPORT_PRICES,
  REPORT_TYPES,
  reportOrderPageSchema,
  reportOrderSchema,
  vehicleReportSchema,
  type ReportType,
} from '@/lib/contract/reports';
import { isValidVin } from '@/lib/contract/vin';
import { buildDashboard } from '@/server/seed/factories/orders';
import { buildPurchasedReports, buildReportPayments } from '@/server/seed/factories/reports';
import { buildUsers, DEMO_PASSWORD } from '@/server/seed/factories/users';
import { seedIfEmpty } from '@/server/seed';
import { createTestApp, type TestApp } from '../support/test-app';

const NOW = new Date('2026-11-21T00:00:00Z');
const people = buildUsers('hash', NOW);
const orders = buildPurchasedReports(people, buildDashboard(people, NOW).carSales, NOW);
const payments = buildReportPayments(orders, people.staff);

describe('the demo report orders', () => {
  it('lets the demo customer open a couple of delivered reports and see one KHQR order awaiting staff', () => {
    const mine = orders.filter((o) => o.user_id === people.customer);
    expect(mine.filter((o) => o.status === 'delivered').length).toBeGreaterThanOrEqual(2);
    expect(mine.filter((o) => o.status === 'pending')).toEqual([
      expect.objectContaining({ payment_method: 'khqr', paid_at: null }),
    ]);
  });

  it('uses valid VINs, known types and the list prices; nobody owns a report twice', () => {
    const owned = new Set<string>();
    for (const o of orders) {
      expect(isValidVin(o.vin)).toBe(true);
      expect(REPORT_TYPES).toContain(o.report_type);
      expect(o.amount).toBe(REPORT_PRICES[o.report_type as ReportType]);
      if (o.status === 'delivered') {
        const key = `${o.user_id} ${o.report_type} ${o.vin}`;
        expect(owned.has(key)).toBe(false);
        owned.add(key);
      }
    }
  });

  it('records one successful payment per paid order, a card with its last four digits only', () => {
    const paid = orders.filter((o) => o.paid_at);
    expect(payments.map((p) => p.order_id)).toEqual(paid.map((o) => o.id));
    for (const p of payments) {
      expect(p.outcome).toBe('succeeded');
      if (p.method === 'card') expect(p.card_last4).toMatch(/^\d{4}$/);
      else expect(p.provider_ref).toBe(`staff:${people.staff}`);
    }
  });
});

describe('the seeded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedIfEmpty(t.database.db, { cars: 10, now: NOW });
  });
  afterAll(() => t.close());

  const login = async (email: string) => {
    const res = await t.request('/api/usermgmt/token/', { method: 'POST', json: { email, password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { access: string }).access;
  };

  it('shows the demo customer their purchased reports, each of which opens as a marked sample', async () => {
    const token = await login('customer@demo.local');
    const page = purchasedReportPageSchema.parse(
      await (await t.request('/api/usermgmt/purchased-reports/', { token })).json(),
    );
    expect(page.count).toBe(3);
    for (const bought of page.results) {
      const res = await t.request(`/api/reports/fetch/${bought.report_type}/`, {
        method: 'POST',
        token,
        json: { vin: bought.vin },
      });
      expect(res.status).toBe(200);
      expect(vehicleReportSchema.parse(await res.json())).toMatchObject({ order_id: bought.id, sample: true });
    }
  });

  it("lets staff find the customer's KHQR order and mark it paid", async () => {
    const staff = await login('staff@demo.local');
    const pending = reportOrderPageSchema.parse(
      await (await t.request('/api/reports/orders/?status=pending', { token: staff })).json(),
    );
    expect(pending.count).toBe(1);
    const khqr = pending.results[0]!;
    expect(khqr.khqr?.payload).toMatch(/^000201/);
    const res = await t.request(`/api/reports/orders/${khqr.id}/mark-paid/`, { method: 'POST', token: staff });
    expect(res.status).toBe(200);
    expect(reportOrderSchema.parse(await res.json()).status).toBe('delivered');
    const customer = await login('customer@demo.local');
    const page = purchasedReportPageSchema.parse(
      await (await t.request('/api/usermgmt/purchased-reports/', { token: customer })).json(),
    );
    expect(page.count).toBe(4);
  });
});
