// Vehicle history reports the demo customers bought, and the cars they saved.
import type { purchasedReports, savedCars } from '../../db/schema';
import { createFaker, DOMAIN, pastMoment, reseed } from '../random';
import type { CarSaleRow } from './orders';
import type { DemoPeople } from './users';
import { buildVin } from './vehicle-ids';

export type PurchasedReportRow = typeof purchasedReports.$inferInsert & { id: number };
export type SavedCarRow = typeof savedCars.$inferInsert;

/** Price in USD per report type. */
export const REPORT_PRICES = { autocheck: 25, carfax: 40, window_sticker: 15 } as const;
const TYPES = Object.keys(REPORT_PRICES) as (keyof typeof REPORT_PRICES)[];

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
    const reportType = TYPES[index % TYPES.length]!;
    const created = pastMoment(faker, now, 0, 60);
    return {
      id: index + 1,
      user_id: userId,
      report_type: reportType,
      vin,
      // One report still being fetched, so the pending state shows too.
      status: index === 3 ? 'pending' : 'completed',
      amount: REPORT_PRICES[reportType],
      file: null,
      created_at: created,
    };
  });
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
