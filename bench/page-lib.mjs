// Shared pieces of the page benchmarks (startup, first-load-js, page-weight): options, the car page to open, Chromium.
import { chromium } from '@playwright/test';

/** Takes `--name value` out of `args` (so what is left are paths), or gives `fallback`. */
export function takeOption(args, name, fallback) {
  const at = args.indexOf(name);
  if (at === -1) return fallback;
  const [value] = args.splice(at, 2).slice(1);
  return value;
}

const LOCAL_SELLING_TYPES = new Set(['personal car', 'dealer car', 'dealer to dealer']);

/** A car's page: cars in Cambodia live under /cars/local/. */
export const carPagePath = (car) =>
  LOCAL_SELLING_TYPES.has(car.selling_type) ? `/cars/local/${car.id}/` : `/cars/${car.id}/`;

/** The page of the first car that GET /api/cars/filter/ lists. */
export async function firstCarPath(base) {
  const res = await fetch(new URL('/api/cars/filter/?page_size=1', base));
  if (!res.ok) throw new Error(`GET /api/cars/filter/ answered ${res.status}`);
  const car = (await res.json()).results?.[0];
  if (!car) throw new Error('no cars to open a car page with');
  return carPagePath(car);
}

/** Debian's Chromium (the one the e2e tests use), or CHROMIUM. */
export const launchChromium = () => chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
