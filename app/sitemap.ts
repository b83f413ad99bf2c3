// sitemap.xml: the public pages, every car page and the first part pages, so search engines find each listing.
import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site-url';
import { sitemapCars } from '@/features/cars/utils/sitemap-cars';
import { sitemapParts } from '@/features/parts/utils/sitemap-parts';

import { connection } from 'next/server';

const MAX_URLS = 50_000;

const STATIC_PATHS = [
  '/',
  '/about-us',
  '/contact-us',
  '/privacy-policy',
  '/services',
  '/parts',
  '/parts/us-dealers',
  '/equipments/laser-removal',
  '/cars',
  '/cars/auction',
  '/cars/buy-now',
  '/cars/classic-cars',
  '/cars/dealer-to-dealer',
  '/cars/featured-car',
  '/cars/featured-classic-cars',
  '/cars/jdm-cars',
  '/cars/local',
  '/cars/local-car',
  '/cars/us-dealer',
  '/cars/us-dealer/auction',
  '/cars/us-dealer/boats',
  '/buying/auction',
  '/buying/dealers',
  '/buying/dealer-to-dealer',
  '/buying/payment-process',
  '/buying/shipping-types',
  '/carcheckk',
  '/sell-your-car-3',
];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Built at request time from the API (never at build time, when no server runs); sitemapCars caches it.
  await connection();
  const pages: MetadataRoute.Sitemap = STATIC_PATHS.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path.startsWith('/cars') ? 'daily' : 'monthly',
    priority: path === '/' ? 1 : path.startsWith('/cars') ? 0.8 : 0.5,
  }));
  const cars = (await sitemapCars()).map((car) => ({
    url: absoluteUrl(car.path),
    changeFrequency: 'weekly' as const,
    priority: 0.6,
    images: car.images,
  }));
  // One sitemap file holds at most 50,000 URLs: the parts take what the pages and cars leave.
  const parts = (await sitemapParts()).slice(0, Math.max(0, MAX_URLS - pages.length - cars.length)).map((part) => ({
    url: absoluteUrl(part.path),
    changeFrequency: 'weekly' as const,
    priority: 0.5,
    images: part.images,
  }));
  return [...pages, ...cars, ...parts];
}
