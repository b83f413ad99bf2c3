// The sitemap's car pages: read through the listing API to the real end, whether the count is exact or an estimate.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sitemapCars } from '@/features/cars/utils/sitemap-cars';
import { installMswServer, server } from '../support/msw/server';
import { camry } from './cars-fixtures';

installMswServer();

/** Listings of `total` cars whose first page says `count` (an estimate when `estimate`); the pages asked for. */
function listings(total: number, count: number, estimate: boolean): number[] {
  const asked: number[] = [];
  server.use(
    http.get('*/api/cars/filter/', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      asked.push(page);
      const from = (page - 1) * 20;
      if (page > 1 && from >= total) return HttpResponse.json({ detail: 'Invalid page.' }, { status: 404 });
      const results = Array.from({ length: Math.min(20, total - from) }, (_, i) => ({
        ...camry,
        id: from + i + 1,
        slug: `car-${from + i + 1}`,
      }));
      const link = (n: number) => `http://api.test/api/cars/filter/?page=${n}`;
      return HttpResponse.json({
        count,
        count_is_estimate: estimate,
        next: from + 20 < total ? link(page + 1) : null,
        previous: page > 1 ? link(page - 1) : null,
        results,
      });
    }),
  );
  return asked;
}

describe('sitemapCars', () => {
  it('stops at the real end when the estimate is above it, without failing on the pages past it', async () => {
    const asked = listings(10_050, 11_000, true);
    const cars = await sitemapCars(Date.now() + 10 * 3_600_000);
    expect(cars).toHaveLength(10_050);
    expect(new Set(cars.map((car) => car.path)).size).toBe(10_050);
    expect(Math.max(...asked)).toBeLessThanOrEqual(503 + 5);
  });

  it('reads past the estimate when it is below the real end', async () => {
    listings(11_230, 10_000, true);
    expect(await sitemapCars(Date.now() + 20 * 3_600_000)).toHaveLength(11_230);
  });

  it('asks for no page past an exact count', async () => {
    const asked = listings(45, 45, false);
    expect(await sitemapCars(Date.now() + 30 * 3_600_000)).toHaveLength(45);
    expect(asked.sort((a, b) => a - b)).toEqual([1, 2, 3]);
  });
});
