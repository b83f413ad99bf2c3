// Bounded listing counts (decision 068): exact up to the bound, an estimate flagged `count_is_estimate` past it,
// `next` read one row past the page, and the page edges of both, with the bound set low for the test.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { carListingPageSchema, type CarListingPage } from '@/lib/contract/cars';
import { buildApi } from '@/server/api/app';
import { countCars, roughCount } from '@/server/modules/cars/cars.repository';
import { createMemoryBus } from '@/server/realtime/bus';
import { insertCars } from '../support/factories';
import { createTestApp, requester, type TestApp } from '../support/test-app';

const EXACT_UP_TO = 25;
let t: TestApp;

// Matches per make: one page exactly, one row onto a second page, the bound, one past it, and five pages and more.
const MAKES = { Honda: 20, Mazda: 21, Nissan: 25, Ford: 26, Kia: 123 };

beforeAll(async () => {
  t = await createTestApp({ carCountBounds: { exactUpTo: EXACT_UP_TO, sampleRows: 10_000 } });
  for (const [make, n] of Object.entries(MAKES))
    await insertCars(t.database.db, n, (i) => ({ make_name: make, year: 2000 + (i % 20), price: 1_000 + i }));
});
afterAll(() => t.close());

async function listing(query: string, path = '/api/cars/filter/'): Promise<CarListingPage> {
  const res = await t.request(`${path}${query}`);
  expect(res.status, query).toBe(200);
  return carListingPageSchema.parse(await res.json());
}

async function status(query: string): Promise<number> {
  return (await t.request(`/api/cars/filter/${query}`)).status;
}

describe('listing counts up to the bound', () => {
  it('are exact, at the bound too', async () => {
    for (const make of ['Honda', 'Mazda', 'Nissan'] as const) {
      const page = await listing(`?make_name=${make}`);
      expect(page.count, make).toBe(MAKES[make]);
      expect(page.count_is_estimate, make).toBe(false);
    }
  });

  it('end exactly on a full page: no next, and the page after is a 404', async () => {
    const page = await listing('?make_name=Honda');
    expect(page.results).toHaveLength(20);
    expect(page.next).toBeNull();
    expect(await status('?make_name=Honda&page=2')).toBe(404);
  });

  it('go on to a page of one row when one more matches', async () => {
    const first = await listing('?make_name=Mazda');
    expect(first.next).toBe('http://testserver/api/cars/filter/?make_name=Mazda&page=2');
    const second = await listing('?make_name=Mazda&page=2');
    expect(second.results).toHaveLength(1);
    expect(second.next).toBeNull();
    expect(second.previous).toBe('http://testserver/api/cars/filter/?make_name=Mazda');
    expect((await listing('?make_name=Mazda&page=last')).results).toHaveLength(1);
    expect(await status('?make_name=Mazda&page=3')).toBe(404);
  });

  it('count an empty listing as 0 with an empty first page', async () => {
    const page = await listing('?make_name=Nobody');
    expect(page).toMatchObject({ count: 0, count_is_estimate: false, next: null, previous: null, results: [] });
    expect(await status('?make_name=Nobody&page=2')).toBe(404);
  });
});

describe('listing counts past the bound', () => {
  it('are estimates, flagged, never below the bound', async () => {
    const page = await listing('?make_name=Ford');
    expect(page.count_is_estimate).toBe(true);
    // Every row is sampled while the table is smaller than the sample: the estimate is the count, rounded.
    expect(page.count).toBe(26);
    const all = await listing('');
    expect(all.count_is_estimate).toBe(true);
    expect(all.count).toBe(220); // 215 cars, two significant figures
  });

  it('are rounded to two significant figures', async () => {
    const page = await listing('?make_name=Kia');
    expect(page).toMatchObject({ count: 120, count_is_estimate: true });
    expect([roughCount(27_345, 10_000), roughCount(10_001, 10_000), roughCount(3, 10_000)]).toEqual([
      27_000, 10_000, 10_000,
    ]);
    expect(roughCount(1_234_567, 10_000)).toBe(1_200_000);
  });

  it('find the end by reading: next on the second-last page, none on the last, 404 past it', async () => {
    const sixth = await listing('?make_name=Kia&page=6');
    expect(sixth.results).toHaveLength(20);
    expect(sixth.next).toBe('http://testserver/api/cars/filter/?make_name=Kia&page=7');
    const seventh = await listing('?make_name=Kia&page=7');
    expect(seventh.results).toHaveLength(3);
    expect(seventh.next).toBeNull();
    expect(seventh.count_is_estimate).toBe(true);
    expect(await status('?make_name=Kia&page=8')).toBe(404);
    const ford = await listing('?make_name=Ford&page=2');
    expect([ford.results.length, ford.next]).toEqual([6, null]);
    expect(await status('?make_name=Ford&page=3')).toBe(404);
  });

  it('count page=last exactly, and it answers as an exact page', async () => {
    const last = await listing('?make_name=Kia&page=last');
    expect(last).toMatchObject({ count: 123, count_is_estimate: false, next: null });
    expect(last.results).toHaveLength(3);
    expect(last.previous).toBe('http://testserver/api/cars/filter/?make_name=Kia&page=6');
  });

  it('hold in the selling-type and condition listings too', async () => {
    const page = await listing('?make_name=Kia', '/api/cars/selling-type/buy%20now/filter/');
    expect(page).toMatchObject({ count: 120, count_is_estimate: true });
    const local = await listing('', '/api/cars/condition/personal%20car/filter/');
    expect(local).toMatchObject({ count: 0, count_is_estimate: false });
  });

  it('come from a fixed sample: the same estimate every time', async () => {
    // A sample of about 50 rows of the table's 215, once the planner knows how many rows it has.
    await t.database.db.execute(sql`analyze cars`);
    const sampling = requester(
      buildApi({
        getDatabase: async () => t.database,
        getBus: async () => createMemoryBus(),
        logger: pino({ level: 'silent' }),
        carCountBounds: { exactUpTo: EXACT_UP_TO, sampleRows: 50 },
      }),
    );
    const counts = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await sampling('/api/cars/filter/?make_name=Kia', { headers: { 'cache-control': 'no-cache' } });
      counts.push(carListingPageSchema.parse(await res.json()));
    }
    expect(counts.every((page) => page.count_is_estimate)).toBe(true);
    expect(new Set(counts.map((page) => page.count)).size).toBe(1);
    expect(counts[0]!.count).toBeGreaterThanOrEqual(EXACT_UP_TO);
    expect(Number(counts[0]!.count.toPrecision(2))).toBe(counts[0]!.count);
  });
});

describe('counting at once', () => {
  it('shares one statement between requests asking for the same count, and counts a small listing again after', async () => {
    const db = t.database.db;
    const where = sql`${sql.identifier('make_name')} = 'Mazda' and ${sql.identifier('status')} = 'active'`;
    const execute = vi.spyOn(db, 'execute');
    try {
      const together = await Promise.all([1, 2, 3].map(() => countCars(db, where, 'shared-count-test')));
      expect(together).toEqual([1, 2, 3].map(() => ({ count: 21, estimate: false })));
      expect(execute).toHaveBeenCalledTimes(1);
      // 21 is a small count: exact each time it is asked for, never kept.
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await countCars(db, where, 'shared-count-test')).toEqual({ count: 21, estimate: false });
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      execute.mockRestore();
    }
  });
});

describe('the served document', () => {
  it('names the listing page with its required count_is_estimate', async () => {
    const res = await t.request('/api/schema/', { offContract: 'the document itself is no operation' });
    const doc = (await res.json()) as {
      components: { schemas: Record<string, { required?: string[]; properties?: Record<string, unknown> }> };
    };
    expect(doc.components.schemas.CarListingPage?.required).toEqual(
      expect.arrayContaining(['count', 'count_is_estimate', 'next', 'previous', 'results']),
    );
  });
});
