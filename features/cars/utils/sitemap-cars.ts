// Every public car page for the sitemap, read through the listing API a page at a time (a few pages in parallel) up
// to the real end of the listings: the count past 10,000 is an estimate (decision 068), so the end is where the API
// gives no next page.
import 'server-only';
import { apiBaseUrl } from '@/lib/api/config';
import { createApiClient, errorStatus } from '@/lib/api/http-client';
import { getCars, CARS_PAGE_SIZE } from '../api/get-cars';
import { carHref } from '@/lib/contract/car-pages';
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

/** A page past the end of the listings (404 "Invalid page."): the end, not a failure. */
function pastTheEnd(error: unknown): null {
  if (errorStatus(error) === 404) return null;
  throw error;
}

async function readAllCars(): Promise<SitemapCar[]> {
  const client = createApiClient({ baseURL: apiBaseUrl(), timeout: 15_000, headers: { Accept: 'application/json' } });
  const first = await getCars(LISTING_KINDS.all, {}, client);
  const counted = first.count_is_estimate ? Infinity : Math.ceil(first.count / CARS_PAGE_SIZE);
  const pages = Math.min(counted, Math.ceil(MAX_CAR_URLS / CARS_PAGE_SIZE));
  const results = [...first.results];
  let more = first.next !== null;
  for (let start = 2; more && start <= pages; start += PARALLEL) {
    const batch = Array.from({ length: Math.min(PARALLEL, pages - start + 1) }, (_, i) =>
      getCars(LISTING_KINDS.all, { page: String(start + i) }, client).catch(pastTheEnd),
    );
    for (const page of await Promise.all(batch)) {
      if (page) results.push(...page.results);
      if (!page?.next) {
        more = false;
        break;
      }
    }
  }
  return results
    .slice(0, MAX_CAR_URLS)
    .map((car) => ({ path: carHref(car), images: car.cover_image ? [car.cover_image] : [] }));
}
