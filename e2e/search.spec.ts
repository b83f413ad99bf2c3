// Free-text search on a phone (issue 16): the home page's own example, "Toyota Land Cruiser 2021", finds that car.
import { expect, test } from './support/test';
import { accessTokenOf } from './support/roles';

// A small red picture: a listing goes live only with a photo.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAYCAIAAAAUMWhjAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMElEQVRIiWM4ISdHU8QwaoHcaBDJjaaiE6MZTW60qDgxWprKjVY4J0arTLnB3aoAAGcLDC5SvnjfAAAAAElFTkSuQmCC',
  'base64',
);
const TEXT = 'Toyota Land Cruiser 2021';
const SUGGESTIONS = '/api/cars/search/suggestions/';

test('a buyer on a 375 px phone searches "Toyota Land Cruiser 2021" from the home page and sees it @mobile', async ({
  page,
  pageAs,
  isMobile,
}) => {
  test.skip(!isMobile, 'mobile viewport only');
  await page.setViewportSize({ width: 375, height: 812 });

  // A dealer lists the car (with a photo) for this test, so the search has it whatever the seed drew.
  const dealer = await pageAs('dealer');
  const headers = { Authorization: `Bearer ${await accessTokenOf(dealer)}` };
  const created = await dealer.request.post('/api/dealer/cars/create/', {
    headers,
    data: {
      year: 2021,
      make_name: 'Toyota',
      model_name: 'Land Cruiser',
      trim_name: 'Heritage Edition',
      price: 87_500,
      mileage: 12_000,
      selling_type: 'buy now',
      location: 'Phnom Penh',
      country: 'KH',
    },
  });
  expect(created.status()).toBe(201);
  const car = (await created.json()) as { id: number };
  const photo = await dealer.request.post('/api/dealer/cargallery/create/', {
    headers,
    multipart: { car: String(car.id), image: { name: 'land-cruiser.png', mimeType: 'image/png', buffer: PHOTO } },
  });
  expect(photo.status()).toBe(201);
  // A new listing is a draft until its photo is there; then it is published (decision 053).
  const published = await dealer.request.put(`/api/dealer/cars/${car.id}/update/`, {
    headers,
    data: { status: 'active' },
  });
  expect(published.status()).toBe(200);

  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(SUGGESTIONS)) asked.push(new URL(request.url()).searchParams.get('q') ?? '');
  });

  await page.goto('/');
  const hero = page.locator('form', { has: page.locator('#home-search') });
  await expect(hero.getByRole('searchbox', { name: 'Search cars' })).toHaveAttribute('placeholder', new RegExp(TEXT));
  await hero.getByRole('searchbox', { name: 'Search cars' }).fill(TEXT);
  await hero.getByRole('button', { name: 'Search cars' }).click();

  await expect(page).toHaveURL(/\/cars\/?\?search=Toyota\+Land\+Cruiser\+2021$/);
  const results = page.getByRole('region', { name: 'Results' });
  // Newest first: the car just listed leads the results.
  const first = results.getByRole('link', { name: /2021 Toyota Land Cruiser Heritage Edition/ }).first();
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('href', new RegExp(`/${car.id}/?$`));
  const names = await results.getByRole('heading', { level: 3 }).allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((name) => name.startsWith('2021 Toyota Land Cruiser'))).toBe(true);
  // Nothing sticks out sideways at 375 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The results page's box holds the search with its suggestion list closed until the user types.
  const box = page.getByRole('combobox', { name: 'Search cars by make, model or trim' });
  await expect(box).toHaveValue(TEXT);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.fill('Toyota Land Cruiser');
  await expect(page.getByRole('option', { name: 'Toyota Land Cruiser', exact: true })).toBeVisible();
  expect(asked).toEqual(['Toyota Land Cruiser']);
});
