// "Ending soonest" (decision 070): running auctions by their end (ties newest first), then every other listing newest
// first. It is read as two parts, so every page, and the page where the running auctions give out, is checked whole.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carListingPageSchema } from '@/lib/contract/cars';
import { buildOrdering } from '@/server/api/ordering';
import { cars } from '@/server/db/schema';
import { carOrdering, findCarCards, findCarCardsEndingSoonest, isListed } from '@/server/modules/cars/cars.repository';
import { insertCar } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

const HOUR = 3_600_000;
let t: TestApp;

interface Listing {
  slug: string;
  id: number;
  make: string;
  price: number;
  auction: boolean;
  /** Running: ends in the future. */
  runningUntil: number | null;
}
const listed: Listing[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const now = Date.now();
  // 50 listings, kinds interleaved so that ids do not follow the end times: 33 running auctions ending 1–13 hours from
  // now (each end time shared by two or three, which the id breaks), 5 ended auctions, 2 without an end, 10 buy-now.
  let running = 0;
  for (let i = 0; i < 50; i += 1) {
    const kind = i % 5 === 4 ? 'buy now' : i % 10 === 2 ? 'ended' : i === 7 || i === 31 ? 'undated' : 'running';
    const ends =
      kind === 'running'
        ? new Date(now + ((running++ * 7) % 13) * HOUR + HOUR)
        : kind === 'ended'
          ? new Date(now - (1 + (i % 4)) * HOUR)
          : null;
    const auction = kind !== 'buy now';
    const make = i % 3 === 0 ? 'Honda' : 'Toyota';
    const price = 10_000 + ((i * 37) % 11) * 1_000;
    const car = await insertCar(db, {
      slug: `listing-${i}`,
      make_name: make,
      price,
      selling_type: auction ? 'auction car' : 'buy now',
      auction_ends_at: ends,
    });
    listed.push({
      slug: car.slug,
      id: car.id,
      make,
      price,
      auction,
      runningUntil: kind === 'running' ? ends!.getTime() : null,
    });
  }
  // Running auctions ending soonest of all that must never show: one without a photo, one still a draft.
  await insertCar(db, {
    slug: 'no-photo',
    cover_image: '',
    selling_type: 'auction car',
    auction_ends_at: new Date(now + HOUR / 2),
  });
  await insertCar(db, {
    slug: 'draft',
    status: 'draft',
    selling_type: 'auction car',
    auction_ends_at: new Date(now + HOUR / 2),
  });
});
afterAll(() => t.close());

/** Every page of a listing, in order, and the size of each. */
async function allPages(path: string): Promise<{ slugs: string[]; sizes: number[]; count: number }> {
  const slugs: string[] = [];
  const sizes: number[] = [];
  let count = 0;
  for (let url: string | null = `http://testserver${path}`; url;) {
    const res = await t.request(url.replace('http://testserver', ''));
    expect(res.status, url).toBe(200);
    const page = carListingPageSchema.parse(await res.json());
    slugs.push(...page.results.map((card) => card.slug));
    sizes.push(page.results.length);
    count = page.count;
    url = page.next;
  }
  return { slugs, sizes, count };
}

/** The order the API must give: running auctions by end, then `then`, then newest first; after them the rest. */
function expected(rows: Listing[], then: (a: Listing, b: Listing) => number = () => 0): string[] {
  const newestLast = (a: Listing, b: Listing) => then(a, b) || b.id - a.id;
  const running = rows.filter((r) => r.runningUntil !== null);
  const rest = rows.filter((r) => r.runningUntil === null);
  running.sort((a, b) => a.runningUntil! - b.runningUntil! || newestLast(a, b));
  rest.sort(newestLast);
  return [...running, ...rest].map((r) => r.slug);
}

describe('"Ending soonest"', () => {
  it('lists running auctions soonest first, then every other listing newest first, page after page', async () => {
    const { slugs, sizes, count } = await allPages('/api/cars/filter/?ordering=auction_ends_at');
    // Page 2 holds the last 13 running auctions and the first 7 of the rest.
    expect(sizes).toEqual([20, 20, 10]);
    expect(count).toBe(50);
    expect(slugs).toEqual(expected(listed));
    expect(new Set(slugs).size).toBe(50);
  });

  it('keeps the listing category and filters, on every page', async () => {
    const auctions = await allPages('/api/cars/selling-type/auction%20car/filter/?ordering=auction_ends_at');
    expect(auctions.slugs).toEqual(expected(listed.filter((r) => r.auction)));
    expect(auctions.sizes).toEqual([20, 20]);

    const hondas = await allPages('/api/cars/filter/?make=Honda&price__gte=12000&ordering=auction_ends_at');
    expect(hondas.slugs).toEqual(expected(listed.filter((r) => r.make === 'Honda' && r.price >= 12_000)));
    expect(hondas.slugs.length).toBeGreaterThan(5);
  });

  it('breaks ties of the end by the next ordering asked for, in both parts', async () => {
    const { slugs } = await allPages('/api/cars/filter/?ordering=auction_ends_at,-price');
    expect(slugs).toEqual(expected(listed, (a, b) => b.price - a.price));
  });

  it('gives the rows of the one ORDER BY for every offset and page size', async () => {
    const db = t.database.db;
    for (const [ordering, where] of [
      ['auction_ends_at', isListed],
      ['auction_ends_at,price', and(isListed, eq(cars.selling_type, 'auction car'))],
    ] as const) {
      const orderBy = buildOrdering(ordering, carOrdering);
      for (const limit of [1, 6, 21])
        for (let offset = 0; offset <= 52; offset += 1) {
          const page = { limit, offset };
          const split = await findCarCardsEndingSoonest(db, where, orderBy.slice(1), page);
          const plain = await findCarCards(db, where, orderBy, page);
          expect(
            split.map((c) => c.slug),
            `${ordering} limit ${limit} offset ${offset}`,
          ).toEqual(plain.map((c) => c.slug));
        }
    }
  });
});
