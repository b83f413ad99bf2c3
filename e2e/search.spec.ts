// Free-text search on a phone (issue 16): the home page's own example, "Toyota Land Cruiser 2021", finds that car,
// and so does a two-digit year with a price ("lexus rx 07 under 15k", decision 052).
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { listCar } from './support/cars';
import { carNames } from './support/results';

const TEXT = 'Toyota Land Cruiser 2021';
const SUGGESTIONS = '/api/cars/search/suggestions/';

/** Searches `text` from the home page's search box, on to /cars?search=. */
async function searchFromHome(page: Page, text: string) {
  await page.goto('/');
  const hero = page.locator('form', { has: page.locator('#home-search') });
  await expect(hero.getByRole('searchbox', { name: 'Search cars' })).toHaveAttribute('placeholder', new RegExp(TEXT));
  await hero.getByRole('searchbox', { name: 'Search cars' }).fill(text);
  await hero.getByRole('button', { name: 'Search cars' }).click();
  const query = new URLSearchParams({ search: text }).toString().replace(/[+?]/g, '\\$&');
  await expect(page).toHaveURL(new RegExp(`/cars/?\\?${query}$`));
}

/**
 * Newest first, the car just listed leads the results, every result's name starts with `name`, and nothing sticks
 * out sideways at 375 px. Returns the results region.
 */
async function expectFirst(page: Page, carId: number, fullName: string, name: string) {
  const results = page.getByRole('region', { name: 'Results' });
  const first = results.getByRole('link', { name: new RegExp(fullName) }).first();
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('href', new RegExp(`/${carId}/?$`));
  const names = await carNames(page);
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((shown) => shown.startsWith(name))).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  return results;
}

test('a buyer on a 375 px phone searches "Toyota Land Cruiser 2021" from the home page and sees it @mobile', async ({
  page,
  pageAs,
  isMobile,
}) => {
  test.skip(!isMobile, 'mobile viewport only');
  await page.setViewportSize({ width: 375, height: 812 });

  const { id: carId } = await listCar(await pageAs('dealer'), {
    year: 2021,
    make_name: 'Toyota',
    model_name: 'Land Cruiser',
    trim_name: 'Heritage Edition',
    price: 87_500,
    mileage: 12_000,
  });

  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(SUGGESTIONS)) asked.push(new URL(request.url()).searchParams.get('q') ?? '');
  });

  await searchFromHome(page, TEXT);
  await expectFirst(page, carId, '2021 Toyota Land Cruiser Heritage Edition', '2021 Toyota Land Cruiser');

  // The results page's box holds the search with its suggestion list closed until the user types.
  const box = page.getByRole('combobox', { name: 'Search cars by make, model or trim' });
  await expect(box).toHaveValue(TEXT);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.fill('Toyota Land Cruiser');
  await expect(page.getByRole('option', { name: 'Toyota Land Cruiser', exact: true })).toBeVisible();
  expect(asked).toEqual(['Toyota Land Cruiser']);
});

test('"lexus rx 07 under 15k" on a 375 px phone finds the 2007 RX the dealer lists at $12,900, and a chosen suggestion keeps the year and price @mobile', async ({
  page,
  pageAs,
  isMobile,
}) => {
  test.skip(!isMobile, 'mobile viewport only');
  await page.setViewportSize({ width: 375, height: 812 });
  const { id: carId } = await listCar(await pageAs('dealer'), {
    year: 2007,
    make_name: 'Lexus',
    model_name: 'RX 350',
    trim_name: 'Premium',
    price: 12_900,
    mileage: 160_000,
  });

  await searchFromHome(page, 'lexus rx 07 under 15k');
  // Every card is a 2007 Lexus RX at $15,000 or less.
  const results = await expectFirst(page, carId, '2007 Lexus RX 350 Premium', '2007 Lexus RX');
  const prices = (await results.getByText(/^\$[\d,]+$/).allTextContents()).map((p) => Number(p.replace(/\D/g, '')));
  expect(prices.length).toBeGreaterThan(0);
  expect(prices.every((price) => price <= 15_000)).toBe(true);
  await expect(results.getByText('$12,900').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('lexus-rx-07-under-15k-375px.png'), fullPage: false });

  // The same words, choosing the suggestion: the year and price become the filter panel's own filters.
  const box = page.getByRole('combobox', { name: 'Search cars by make, model or trim' });
  await box.fill('lexus rx 07 under 15k ');
  await page.getByRole('option', { name: 'Lexus RX 350', exact: true }).click();
  await expect(page).toHaveURL(/make_name=Lexus&model_name=RX\+350&year__gte=2007&year__lte=2007&price__lte=15000$/);
  await expect(results.getByRole('link', { name: /2007 Lexus RX 350 Premium/ }).first()).toBeVisible();
});
