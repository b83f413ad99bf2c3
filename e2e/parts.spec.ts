// Parts catalogue end to end: a new customer narrows the cascade make → year → model → engine → category, sees the
// results, reloads (the URL restores every select), clears the model (the levels below reset), opens a part,
// orders it and finds the order in the dashboard.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';

const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const CASCADE = ['Make', 'Year', 'Model', 'Engine', 'Category'] as const;

/** Waits until the select's own list has loaded (more than its "All …" choice) and picks the first real choice. */
async function pickFirst(select: Locator): Promise<string> {
  await expect(select).toBeEnabled();
  await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value!);
  return value!;
}

/** The number in "N parts found" once the results for the current URL are on screen. */
async function foundCount(page: Page): Promise<number> {
  const status = results(page).getByRole('status');
  await expect(status).toHaveText(/^[\d,]+ parts? found$/);
  return Number((await status.textContent())!.replace(/\D/g, ''));
}

test('narrow the cascade, reload, clear the model, open a part, order it and see the order', async ({
  newCustomerPage,
}) => {
  const { page } = await newCustomerPage();
  await page.goto('/parts/');
  // The first page of results is in the server-rendered HTML.
  await expect(results(page).getByRole('link').first()).toBeVisible();
  const everything = await foundCount(page);
  for (const label of CASCADE.slice(1)) await expect(filters(page).getByLabel(label, { exact: true })).toBeDisabled();

  const chosen: string[] = [];
  for (const label of CASCADE) {
    chosen.push(await pickFirst(filters(page).getByLabel(label, { exact: true })));
    const query = new URLSearchParams(new URL(page.url()).search);
    expect(query.get(label === 'Make' ? 'make' : label.toLowerCase())).toBe(chosen.at(-1));
  }
  const [make, year, model, engine, category] = chosen as [string, string, string, string, string];
  await expect
    .poll(() => new URL(page.url()).search)
    .toBe(`?${new URLSearchParams({ make, year, model, engine, category }).toString()}`);
  const narrowed = await foundCount(page);
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(everything);
  // Text filters match substrings (spec §7 icontains), so other models may share the page; this one is on it.
  await expect(
    results(page)
      .getByRole('link')
      .filter({ hasText: `${year} ${make} ${model} · ${engine}` })
      .first(),
  ).toBeVisible();

  await page.reload();
  for (const [index, label] of CASCADE.entries()) {
    await expect(filters(page).getByLabel(label, { exact: true })).toHaveValue(chosen[index]!);
  }
  // The next level's list came with the page: the sub-categories of the chosen category are there to pick.
  const subCategory = filters(page).getByLabel('Sub-category', { exact: true });
  await expect(subCategory).toBeEnabled();
  expect(await subCategory.locator('option').count()).toBeGreaterThan(1);
  expect(await foundCount(page)).toBe(narrowed);

  await filters(page).getByLabel('Model', { exact: true }).selectOption('');
  await expect.poll(() => new URL(page.url()).search).toBe(`?${new URLSearchParams({ make, year }).toString()}`);
  await expect(filters(page).getByLabel('Model', { exact: true })).toHaveValue('');
  for (const label of ['Engine', 'Category', 'Sub-category']) {
    await expect(filters(page).getByLabel(label, { exact: true })).toHaveValue('');
    await expect(filters(page).getByLabel(label, { exact: true })).toBeDisabled();
  }
  expect(await foundCount(page)).toBeGreaterThanOrEqual(narrowed);

  const card = results(page).getByRole('link').filter({ hasNotText: 'Out of stock' }).first();
  const partName = (await card.getByRole('heading', { level: 3 }).textContent())!;
  await card.click();
  await expect(page).toHaveURL(/\/parts\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(partName);

  const placed = page.waitForResponse((r) => r.url().includes('/api/parts/orders/create/'));
  await page.getByLabel('Quantity').fill('1');
  await page.getByRole('button', { name: 'Order now' }).click();
  expect((await placed).status()).toBe(201);
  await expect(page.getByText(new RegExp(`Order #\\d+ placed: 1 × ${partName}`))).toBeVisible();

  await page.getByRole('link', { name: 'See your part orders' }).click();
  await expect(page).toHaveURL(/\/dashboard\/part-orders\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'part order' })).toHaveText('1 part order');
  const row = page.getByRole('row').filter({ hasText: partName });
  await expect(row).toContainText(/pending/i);
});

test('a visitor is asked to log in before ordering and comes back to the part', async ({ page }) => {
  await page.goto('/parts/');
  const first = results(page).getByRole('link').first();
  const href = (await first.getAttribute('href'))!;
  await first.click();
  await expect(page.getByRole('link', { name: 'Log in to order' })).toHaveAttribute(
    'href',
    `/login/?next=${href.endsWith('/') ? href : `${href}/`}`,
  );
});

test.describe('parts on a phone @mobile', () => {
  test('the filters open in a panel and the page never scrolls sideways', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'mobile viewport only');
    await page.goto('/parts/');
    await expect(filters(page)).toBeHidden();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter parts' });
    await pickFirst(drawer.getByLabel('Make', { exact: true }));
    await expect(drawer.getByLabel('Year', { exact: true })).toBeEnabled();
    await drawer.getByRole('button', { name: /^Show [\d,]+ parts?$/ }).click();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
