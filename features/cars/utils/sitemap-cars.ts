// Every public car page for the sitemap, read through the listing API a page at a time (a few pages in parallel).
import 'server-only';
import { apiBaseUrl } from '@/lib/api/config';
import { createApiClient } from '@/lib/api/http-client';
import { getCars, CARS_PAGE_SIZE } from '../api/get-cars';
import { carHref } from '../components/car-card';
import { LISTING_KINDS } from './listing-kinds';

/** One sitemap file holds at most 50,000 URLs; the static pages take a few of them. */
const MAX_CAR_URLS = 49_000;
const PARALLEL = 6;

export interface SitemapCar {
  path: string;
  images: string[];
}

/** Reading every listing is too much work for each crawler visit: the list is kept for an hour per process. */
const CACHE_MS = 60 * 60 * 1000;
let cached: { at: number; cars: Promise<SitemapCar[]> } | null = null;

export function sitemapCars(now = Date.now()): Promise<SitemapCar[]> {
  if (!cached || now - cached.at > CACHE_MS) {
    const cars = readAllCars();
    cached = { at: now, cars };
    // A failed read must not be served for an hour.
    cars.catch(() => {
      if (cached?.cars === cars) cached = null;
    });
  }
  return cached.cars;
}

async function readAllCars(): Promise<SitemapCar[]> {
  const client = createApiClient({ baseURL: apiBaseUrl(), timeout: 15_000, headers: { Accept: 'application/json' } });
  const first = await getCars(LISTING_KINDS.all, {}, client);
  const pages = Math.min(Math.ceil(first.count / CARS_PAGE_SIZE), Math.ceil(MAX_CAR_URLS / CARS_PAGE_SIZE));
  const results = [...first.results];
  for (let start = 2; start <= pages; start += PARALLEL) {
    const batch = Array.from({ length: Math.min(PARALLEL, pages - start + 1) }, (_, i) =>
      getCars(LISTING_KINDS.all, { page: String(start + i) }, client),
    );
    for (const page of await Promise.all(batch)) results.push(...page.results);
  }
  return results
    .slice(0, MAX_CAR_URLS)
    .map((car) => ({ path: carHref(car), images: car.cover_image ? [car.cover_image] : [] }));
}
