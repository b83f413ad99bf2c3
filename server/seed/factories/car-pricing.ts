// What a listing costs and how far it has driven, from model, age and market (US/Canada retail, auction, Cambodia).
import type { Faker } from '@faker-js/faker';
import type { ModelEntry, Trim } from '../catalog';
import type { SpecialtyEntry } from '../catalog-specialty';
import { dealerPrice } from '../random';

/** How well a make holds its value compared with the market. */
const RETENTION: Record<string, number> = {
  Toyota: 1.1,
  Lexus: 1.08,
  Honda: 1.05,
  Porsche: 1.08,
  Jeep: 1.04,
  Ford: 1,
  Chevrolet: 1,
  Ram: 0.98,
  Hyundai: 0.96,
  Kia: 0.96,
  Mazda: 1,
  Subaru: 1.02,
  Nissan: 0.93,
  Tesla: 0.9,
  BMW: 0.88,
  'Mercedes-Benz': 0.88,
};

/** Share of the new price a car keeps at a given age in years. */
function depreciation(age: number): number {
  if (age <= 0) return 0.97;
  return Math.max(0.12, 0.82 * 0.885 ** (age - 1));
}

export function expectedMileage(age: number): number {
  return Math.max(0, age) * 11_500;
}

export function modernMileage(faker: Faker, age: number): number {
  if (age <= 0) return faker.number.int({ min: 5, max: 3_500 });
  return Math.round(expectedMileage(age) * faker.number.float({ min: 0.55, max: 1.45 }));
}

/** US retail value of a modern car. */
export function retailValue(faker: Faker, entry: ModelEntry, trim: Trim, age: number, mileage: number): number {
  const expected = expectedMileage(age) || 1_000;
  const mileageFactor = Math.min(1.12, Math.max(0.85, 1 - ((mileage - expected) / expected) * 0.12));
  const noise = faker.number.float({ min: 0.94, max: 1.06 });
  return trim.msrp * depreciation(age) * (RETENTION[entry.make] ?? 1) * mileageFactor * noise;
}

/** The current bid on an auction car: well below retail, lower still with a branded title. */
export function auctionBid(faker: Faker, retail: number, titleType: string): number {
  const [min, max] = titleType === 'Clean' ? [0.6, 0.78] : titleType === 'Rebuilt' ? [0.48, 0.64] : [0.3, 0.5];
  return Math.max(250, Math.round((retail * faker.number.float({ min, max })) / 25) * 25);
}

/** Cambodian street price: import duty, excise and VAT weigh more on older cars (customs-assessed values). */
export function cambodianPrice(retail: number, age: number): number {
  return dealerPrice(retail * (1.5 + Math.min(age, 15) * 0.12));
}

/** Collector or used-boat value within the entry's range, newer and lower-mileage examples towards the top. */
export function specialtyValue(faker: Faker, entry: SpecialtyEntry, year: number): number {
  const [min, max] = entry.priceRange;
  const [first, last] = entry.years;
  const newness =
    entry.body === 'Boat' ? (year - first) / Math.max(1, last - first) : faker.number.float({ min: 0, max: 1 });
  const condition = faker.number.float({ min: 0.75, max: 1.1 });
  return dealerPrice(Math.min(max, min + (max - min) * newness * condition));
}
