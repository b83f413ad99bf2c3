import { expect, test } from '@playwright/test';

test('an unknown route shows the 404 page with its links', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404 | Not Found')).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByText(/Maybe this page moved\? Got deleted\?/)).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'US Dealer Cars' })).toHaveAttribute('href', /\/cars\/us-dealer\/?$/);
  await main.getByRole('link', { name: 'Featured Cars' }).click();
  await expect(page).toHaveURL(/\/cars\/featured-car\/?$/);
});

test('a missing car is a real 404 inside one navbar and one footer', async ({ page }) => {
  const response = await page.goto('/cars/99999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404 | Not Found')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
});

test('a content page has real copy, the layout and a titled document', async ({ page }) => {
  await page.goto('/buying/shipping-types');
  await expect(page).toHaveTitle(/ - AutoBridge$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Sihanoukville/).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
});

test('the about page lists the sales team from the database', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByText('Automotive Manager').first()).toBeVisible();
  await expect(page.locator('img[alt]').first()).toBeVisible();
});

test('the home page shows featured cars from the database', async ({ page }) => {
  await page.goto('/');
  const cards = page.locator('a[href^="/cars/"]').filter({ hasText: /\$\s?[\d,]+/ });
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(3);
});

test('scroll-to-top appears after scrolling and brings the page back up', async ({ page }) => {
  await page.goto('/privacy-policy');
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, 1500);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(20);
});

test('pages carry the security headers and a nonce-based policy', async ({ request }) => {
  // A rendered page (a filtered listing); the content pages answered from memory and the stored car pages list script
  // hashes instead (static-pages.spec.ts, car-page-store.spec.ts).
  const res = await request.get('/cars/?ordering=-price');
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['x-frame-options']).toBe('DENY');
});

test('the API answers in the DRF dialect through the same server', async ({ request }) => {
  const missing = await request.get('/api/no-such-endpoint/');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ detail: 'Not found.' });
  const health = await request.get('/api/health/');
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite', bus: 'memory' });
});

test('meta descriptions fit the 160 characters search results show, cut between words', async ({ page, request }) => {
  const { results } = (await (await request.get('/api/cars/filter/?page_size=1')).json()) as {
    results: { id: number; selling_type: string }[];
  };
  const car = results[0]!;
  const local = ['personal car', 'dealer car', 'dealer to dealer'].includes(car.selling_type);
  const carPage = local ? `/cars/local/${car.id}/` : `/cars/${car.id}/`;
  for (const path of ['/', '/cars/', '/cars/auction/', '/parts/', '/privacy-policy/', carPage]) {
    await page.goto(path);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description, path).toBeTruthy();
    expect(description!.length, `${path}: ${description}`).toBeLessThanOrEqual(160);
    expect(description, path).not.toMatch(/\s{2,}|\n/);
  }
});
