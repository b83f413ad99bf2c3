import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/server/api/errors';
import { paginate, type PaginationOptions } from '@/server/api/pagination';
import { cars } from '@/server/db/schema';
import { insertCar } from '../support/factories';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  for (let i = 1; i <= 45; i++) await insertCar(database.db, { slug: `p-${i}`, year: 2000 + i });
});
afterAll(() => database.close());

/** Pages of car years over the real table, as an endpoint would page them. */
function pageOfYears(href: string, opts: PaginationOptions = { defaultPageSize: 20 }) {
  const db = database.db;
  return paginate(
    new URL(href),
    opts,
    async () => (await db.select({ n: count() }).from(cars))[0]?.n ?? 0,
    async ({ pageSize, offset }) =>
      (await db.select({ year: cars.year }).from(cars).orderBy(asc(cars.id)).limit(pageSize).offset(offset)).map(
        (r) => r.year,
      ),
  );
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('paginate', () => {
  it('gives the first page with a count and a next link when no page is asked for', async () => {
    const page = await pageOfYears('http://host/api/x/?q=a');
    expect(page.count).toBe(45);
    expect(page.results).toHaveLength(20);
    expect(page.results[0]).toBe(2001);
    expect(page.previous).toBeNull();
    expect(page.next).toBe('http://host/api/x/?q=a&page=2');
  });

  it('keeps other parameters in both links and drops page from the link back to page 1', async () => {
    const page = await pageOfYears('http://host/api/x/?make=BMW&page=2&year__gte=2000');
    expect(page.results[0]).toBe(2021);
    expect(page.previous).toBe('http://host/api/x/?make=BMW&year__gte=2000');
    expect(page.next).toBe('http://host/api/x/?make=BMW&page=3&year__gte=2000');
  });

  it('treats an empty page parameter as page 1', async () => {
    const page = await pageOfYears('http://host/api/x/?page=');
    expect(page.results[0]).toBe(2001);
  });

  it('serves page=last and has no next link there', async () => {
    const page = await pageOfYears('http://host/api/x/?page=last');
    expect(page.results).toEqual([2041, 2042, 2043, 2044, 2045]);
    expect(page.next).toBeNull();
    expect(page.previous).toBe('http://host/api/x/?page=2');
  });

  it.each(['0', 'abc', '4', '-1', '1.5'])('answers page=%s with 404 Invalid page.', async (value) => {
    const error = await rejection(pageOfYears(`http://host/api/x/?page=${value}`));
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ detail: 'Invalid page.' });
  });

  it('answers an empty first page with count 0 and no links', async () => {
    const page = await paginate(
      new URL('http://host/api/x/'),
      { defaultPageSize: 20 },
      async () => 0,
      async () => {
        throw new Error('an empty table needs no page query');
      },
    );
    expect(page).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('answers page 2 of an empty list with 404', async () => {
    const error = await rejection(
      paginate(
        new URL('http://host/api/x/?page=2'),
        { defaultPageSize: 20 },
        async () => 0,
        async () => [],
      ),
    );
    expect(error.status).toBe(404);
  });

  it('ignores page_size where the endpoint does not allow it', async () => {
    const page = await pageOfYears('http://host/api/x/?page_size=5');
    expect(page.results).toHaveLength(20);
  });

  it('honours page_size where allowed and keeps it in the links', async () => {
    const page = await pageOfYears('http://host/api/x/?page_size=10&page=2', {
      defaultPageSize: 20,
      allowPageSize: true,
    });
    expect(page.results[0]).toBe(2011);
    expect(page.results).toHaveLength(10);
    expect(page.next).toBe('http://host/api/x/?page_size=10&page=3');
    expect(page.previous).toBe('http://host/api/x/?page_size=10');
  });

  it('caps page_size at the maximum', async () => {
    const page = await pageOfYears('http://host/api/x/?page_size=1000', {
      defaultPageSize: 10,
      allowPageSize: true,
      maxPageSize: 30,
    });
    expect(page.results).toHaveLength(30);
  });

  it.each(['0', '-5', 'ten', ''])('falls back to the default page size for page_size=%s', async (value) => {
    const page = await pageOfYears(`http://host/api/x/?page_size=${value}`, {
      defaultPageSize: 10,
      allowPageSize: true,
    });
    expect(page.results).toHaveLength(10);
  });

  it('reads the last of repeated page parameters, as Django does', async () => {
    const page = await pageOfYears('http://host/api/x/?page=1&page=3');
    expect(page.results[0]).toBe(2041);
  });
});
