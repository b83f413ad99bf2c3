// The demo report orders: the demo customer owns a few reports (delivered, each with one successful payment) and
// has one KHQR order waiting for staff; every VIN is valid, and nobody owns one report twice.
import { describe, expect, it } from 'vitest';
import { REPORT_PRICES, REPORT_TYPES, type ReportType } from '@/lib/contract/reports';
import { isValidVin } from '@/lib/contract/vin';
import { buildDashboard } from '@/server/seed/factories/orders';
import { buildPurchasedReports, buildReportPayments } from '@/server/seed/factories/reports';
import { buildUsers } from '@/server/seed/factories/users';

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
