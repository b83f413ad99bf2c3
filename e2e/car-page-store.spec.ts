// Car pages and the listings' first pages rendered once per version (decision 075): a crawler or visitor gets the
// stored render, which allows its inline scripts by hash only, works in the browser without a policy error, and is
// never older than the car: a dealer's change shows on the next visit.
import type { APIRequestContext } from '@playwright/test';
import { carHref } from '../lib/contract/car-pages';
import { listCar } from './support/cars';
import { expectScriptsAllowedByHash } from './support/csp';
import { expect, test } from './support/test';

/** Waits until the server answers `path` from the store (a miss has it rendered in the background). */
async function servedFromStore(request: APIRequestContext, path: string) {
  await expect.poll(async () => (await request.get(path)).headers()['x-page-store'], { timeout: 30_000 }).toBe('hit');
  return request.get(path);
}

test('a stored car page lists exactly its inline scripts by hash, revalidates by ETag and shows each change', async ({
  pageAs,
  request,
}) => {
  const dealer = await pageAs('dealer');
  const car = await listCar(dealer, { year: 2019, make_name: 'Mazda', model_name: 'CX-5', price: 23_456 });
  const path = `/cars/${car.id}/`;

  const res = await servedFromStore(request, path);
  expect(await expectScriptsAllowedByHash(res)).toContain('$23,456');
  expect((await request.get(path, { headers: { 'if-none-match': res.headers().etag! } })).status()).toBe(304);

  // The dealer lowers the price: the very next visit shows it (Next renders it while the store catches up).
  const changed = await dealer.request.put(`/api/dealer/cars/${car.id}/update/`, {
    headers: car.headers,
    data: { price: 21_000 },
  });
  expect(changed.status()).toBe(200);
  const next = await request.get(path);
  expect(await next.text()).toContain('$21,000');
  expect(await (await servedFromStore(request, path)).text()).toContain('$21,000');
});

test('a stored car page works in the browser without a policy error', async ({ page, request }) => {
  const { results } = (await (await request.get('/api/cars/filter/?page_size=1')).json()) as {
    results: { id: number; selling_type: string; make_name: string }[];
  };
  const car = results[0]!;
  const path = `${carHref(car)}/`;
  await servedFromStore(request, path);

  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const res = await page.goto(path);
  expect(res?.headers()['x-page-store']).toBe('hit');
  // Hydrated, and its client parts load their data: the similar cars and the estimate in Phnom Penh.
  await expect(page.getByRole('heading', { name: `More ${car.make_name} cars` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Estimated cost in Phnom Penh' })).toBeVisible();
  // A client navigation from it still works.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).first().click();
  await expect(page).toHaveURL(/\/contact-us\/$/);
  expect(violations.filter((text) => !/'unsafe-eval'/.test(text))).toEqual([]);
});

test("the listing's first page is stored too, and a signed-in visitor still gets a page rendered for them", async ({
  pageAs,
  request,
}) => {
  const res = await servedFromStore(request, '/cars/jdm-cars/');
  expect(await res.text()).toContain('JDM');
  const customer = await pageAs('customer');
  const own = await customer.goto('/cars/jdm-cars/');
  expect(own?.headers()['x-page-store']).toBeUndefined();
  await expect(customer.getByRole('button', { name: 'Account menu' })).toBeVisible();
});
