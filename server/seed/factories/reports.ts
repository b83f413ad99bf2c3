// Vehicle history reports the demo customers bought, and the cars they saved.
import { REPORT_PRICES, REPORT_TYPES } from '@/lib/contract/reports';
import type { purchasedReports, reportPayments, savedCars } from '../../db/schema';
import { createFaker, DOMAIN, pastMoment, reseed } from '../random';
import type { CarSaleRow } from './orders';
import type { DemoPeople } from './users';
import { buildVin } from './vehicle-ids';

export type PurchasedReportRow = typeof purchasedReports.$inferInsert & { id: number };
export type SavedCarRow = typeof savedCars.$inferInsert;
export type ReportPaymentRow = typeof reportPayments.$inferInsert;

export function buildPurchasedReports(people: DemoPeople, carSales: CarSaleRow[], now: Date): PurchasedReportRow[] {
  const faker = createFaker();
  const buyers = [
    people.customer,
    people.customer,
    people.customer,
    people.customer,
    people.customer2,
    people.customer2,
    people.customer2,
    people.dealer,
    people.dealer,
  ];
  return buyers.map((userId, index) => {
    reseed(faker, DOMAIN.reports, index);
    const own = carSales.filter((s) => s.customer_id === userId);
    // Reports are bought both on cars already purchased and on cars still being considered.
    const vin =
      own.length && faker.datatype.boolean({ probability: 0.5 })
        ? faker.helpers.arrayElement(own).vin
        : buildVin(
            faker,
            faker.helpers.arrayElement(['1HG', '4T1', '5UX', '1FT', 'JTJ']),
            faker.number.int({ min: 2014, max: 2024 }),
          );
    const reportType = REPORT_TYPES[index % REPORT_TYPES.length]!;
    const created = pastMoment(faker, now, 0, 60);
    // One KHQR order still waiting for staff to confirm the transfer, so the pending state shows too.
    const pending = index === 3;
    const khqr = pending || index % 4 === 1;
    return {
      id: index + 1,
      user_id: userId,
      report_type: reportType,
      vin,
      status: pending ? 'pending' : 'delivered',
      amount: REPORT_PRICES[reportType],
      file: null,
      payment_method: khqr ? 'khqr' : 'card',
      idempotency_key: `seed-order-${index + 1}`,
      card_last4: khqr ? null : '4242',
      card_brand: khqr ? null : 'Visa',
      provider: 'sample',
      paid_at: pending ? null : new Date(created.getTime() + 2 * 60_000),
      created_at: created,
    };
  });
}

/** The one successful payment of each paid seed order (a staff confirmation for KHQR). */
export function buildReportPayments(orders: PurchasedReportRow[], staffId: number): ReportPaymentRow[] {
  return orders
    .filter((o) => o.paid_at)
    .map((o) => ({
      order_id: o.id,
      method: o.payment_method ?? 'card',
      outcome: 'succeeded',
      amount: o.amount ?? 0,
      card_last4: o.card_last4 ?? null,
      card_brand: o.card_brand ?? null,
      provider_ref: o.payment_method === 'khqr' ? `staff:${staffId}` : `test_ch_seed_${o.id}`,
      created_at: o.paid_at ?? undefined,
    }));
}

/** A handful of saved listings for each demo customer, spread over the whole range of car ids. */
export function buildSavedCars(people: DemoPeople, carIds: number[], now: Date): SavedCarRow[] {
  if (carIds.length === 0) return [];
  const faker = createFaker();
  const plan: [number, number][] = [
    [people.customer, 7],
    [people.customer2, 4],
    [people.dealer, 3],
  ];
  return plan.flatMap(([userId, count]) => {
    reseed(faker, DOMAIN.reports, 1_000 + userId);
    return faker.helpers
      .arrayElements(carIds, Math.min(count, carIds.length))
      .map((carId) => ({ user_id: userId, car_id: carId, created_at: pastMoment(faker, now, 0, 30) }));
  });
}
