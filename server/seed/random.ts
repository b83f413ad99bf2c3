// Seeded randomness for the demo data: one faker per domain, reseeded per item so each row depends only on its index.
import { base, en, Faker } from '@faker-js/faker';
import { mersenneRandomizer } from './mersenne';

export const SEED = 20261121;

/** Sub-seeds per domain, so adding rows of one kind never reshuffles another. */
export const DOMAIN = {
  users: 1,
  cars: 2,
  parts: 3,
  content: 4,
  orders: 5,
  notes: 6,
  reports: 7,
} as const;

export function createFaker(): Faker {
  // Faker's own generator, number for number, reseeded much faster (mersenne.ts).
  return new Faker({ locale: [en, base], randomizer: mersenneRandomizer(SEED) });
}

/** Reseeds `faker` for one item: the same path always yields the same sequence. */
export function reseed(faker: Faker, ...path: number[]): Faker {
  faker.seed([SEED, ...path]);
  return faker;
}

export function weighted<T>(faker: Faker, items: [T, number][]): T {
  return faker.helpers.weightedArrayElement(items.map(([value, weight]) => ({ value, weight })));
}

const DAY = 86_400_000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

/** 'YYYY-MM-DD' in UTC, the form date columns take. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A moment within the last `maxDays` days before `now`, at a working-hours time of day. */
export function pastMoment(faker: Faker, now: Date, minDays: number, maxDays: number): Date {
  const day = addDays(now, -faker.number.int({ min: minDays, max: maxDays }));
  const start = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 1, 0);
  // 01:00–11:00 UTC is 08:00–18:00 in Phnom Penh.
  const moment = new Date(start + faker.number.int({ min: 0, max: 600 }) * 60_000);
  return moment > now ? now : moment;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Rounds a price the way dealers write them: 28,900 rather than 28,937. */
export function dealerPrice(value: number): number {
  if (value < 2000) return Math.max(100, Math.round(value / 50) * 50);
  return Math.round(value / 100) * 100 - (value > 10_000 ? 100 : 0);
}
