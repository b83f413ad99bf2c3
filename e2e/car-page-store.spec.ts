// Car pages and the listings' first pages rendered once per version (decision 075): a crawler or visitor gets the
// stored render, which allows its inline scripts by hash only, works in the browser without a policy error, and is
// never older than the car: a dealer's change shows on the next visit.
import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { carHref } from '../lib/contract/car-pages';
import { accessTokenOf } from './support/roles';
import { expect, test } from './support/test';

// A small red picture: a listing goes live only with a photo.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAYCAIAAAAUMWhjAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMElEQVRIiWM4ISdHU8QwaoHcaBDJjaaiE6MZTW60qDgxWprKjVY4J0arTLnB3aoAAGcLDC5SvnjfAAAAAElFTkSuQmCC',
  'base64',
);

/** Waits until the server answers `path` from the store (a miss has it rendered in the background). */
async function servedFromStore(request: APIRequestContext, path: string) {
  await expect.poll(async () => (await request.get(path)).headers()['x-page-store'], { timeout: 30_000 }).toBe('hit');
  return request.get(path);
}

const scriptSources = (csp: string) => /(?:^|;\s*)script-src ([^;]+)/.exec(csp)?.[1]?.split(/\s+/) ?? [];
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes ?? ''))
    .map(([, , text]) => text ?? '');

/** A dealer lists a car with a photo for the test; answers its id and the headers that edit it. */
async function listCar(dealer: Page, price: number) {
  const headers = { Authorization: `Bearer ${await accessTokenOf(dealer)}` };
  const created = await dealer.request.post('/api/dealer/cars/create/', {
    headers,
    data: {
      selling_type: 'buy now',
      location: 'Phnom Penh',
      country: 'KH',
      year: 2019,
      make_name: 'Mazda',
      model_name: 'CX-5',
      price,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const photo = await dealer.request.post('/api/dealer/cargallery/create/', {
    headers,
    multipart: { car: String(id), image: { name: 'car.png', mimeType: 'image/png', buffer: PHOTO } },
  });
  expect(photo.status()).toBe(201);
  const published = await dealer.request.put(`/api/dealer/cars/${id}/update/`, { headers, data: { status: 'active' } });
  expect(published.status()).toBe(200);
  return { id, headers };
}

test('a stored car page lists exactly its inline scripts by hash, revalidates by ETag and shows each change', async ({
  pageAs,
  request,
}) => {
  const dealer = await pageAs('dealer');
  const car = await listCar(dealer, 23_456);
  const path = `/cars/${car.id}/`;

  const res = await servedFromStore(request, path);
  const headers = res.headers();
  const sources = scriptSources(headers['content-security-policy'] ?? '');
  expect(sources.join(' ')).not.toMatch(/unsafe-inline|nonce-/);
  const html = await res.text();
  expect(html).toContain('$23,456');
  expect(html).not.toContain('nonce=');
  const scripts = inlineScripts(html);
  expect(scripts.length).toBeGreaterThan(0);
  for (const text of scripts) {
    expect(sources).toContain(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  expect(sources.filter((source) => source.startsWith("'sha256-")).length).toBe(new Set(scripts).size);
  expect((await request.get(path, { headers: { 'if-none-match': headers.etag! } })).status()).toBe(304);

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
