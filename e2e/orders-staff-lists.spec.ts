// The staff's car sales list end to end: filter by a date preset and a customer type, reload and come back (the
// filters are restored from the URL, then from the browser's saved filters), and Reset back to this year, all types.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

const LIST = '/shipping-dashboard/car-sales/';
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The filter form; on a phone it opens from its button first. */
async function filters(page: Page) {
  if (isPhone(page)) {
    const toggle = page.getByRole('button', { name: /^Filters/ });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  return page.getByRole('form', { name: 'Filters' });
}

test('@mobile staff filter car sales by a date preset and customer type, reload, come back and reset', async ({
  pageAs,
}) => {
  const page = await pageAs('staff');
  await page.goto(LIST);
  await page.evaluate(() => window.localStorage.removeItem('dashboard-filters'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Car Orders' })).toBeVisible();

  let form = await filters(page);
  // Spec §4: car sales open on this year's purchases of every customer type.
  await expect(form.getByLabel('Purchase date')).toHaveValue('this_year');
  await expect(form.getByLabel('Customer type')).toHaveValue('all');

  await form.getByLabel('Purchase date').selectOption({ label: 'Last 90 days' });
  await form.getByLabel('Customer type').selectOption({ label: 'Dealer' });
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/v2/orders/carsales/?') && response.url().includes('customer_type=dealer'),
  );
  await form.getByRole('button', { name: 'Apply filters' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const asked = new URL(response.url()).searchParams;
  expect(asked.get('date__gte')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(asked.has('date_sort_type')).toBe(false);
  await expect(page).toHaveURL(/date_sort_type=last_90_days/);
  await expect(page).toHaveURL(/customer_type=dealer/);

  // Every car shown is a dealer's (or none match).
  const { count } = (await response.json()) as { count: number };
  if (count === 0) {
    await expect(page.getByText('No car orders match these filters.')).toBeVisible();
  } else if (!isPhone(page)) {
    const rows = page.getByRole('table', { name: 'Car orders' }).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    for (const type of await rows.locator('td:nth-child(3)').allTextContents()) expect(type).toBe('Dealer');
  } else {
    await expect(page.getByRole('list', { name: 'Car orders' }).getByRole('listitem').first()).toContainText('Dealer');
  }

  // The CSV holds every car the filters match, not only the page shown (a header line, then one line a car).
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^carsales-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split(/\r?\n/).filter(Boolean);
  expect(lines[0]).toContain('customer_type');
  expect(lines).toHaveLength(count + 1);

  // A reload keeps them (the URL), and so does coming back without them (the browser's saved filters).
  await page.reload();
  form = await filters(page);
  await expect(form.getByLabel('Purchase date')).toHaveValue('last_90_days');
  await expect(form.getByLabel('Customer type')).toHaveValue('dealer');
  await page.goto(LIST);
  await expect(page).toHaveURL(/date_sort_type=last_90_days/);
  form = await filters(page);
  await expect(form.getByLabel('Customer type')).toHaveValue('dealer');

  // Reset: back to the defaults, and nothing saved any more.
  await form.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/date_sort_type=this_year/);
  form = await filters(page);
  await expect(form.getByLabel('Purchase date')).toHaveValue('this_year');
  await expect(form.getByLabel('Customer type')).toHaveValue('all');
  expect(await page.evaluate(() => window.localStorage.getItem('dashboard-filters'))).toBeNull();
  await page.goto(LIST);
  await expect(page).not.toHaveURL(/customer_type=dealer/);
  form = await filters(page);
  await expect(form.getByLabel('Customer type')).toHaveValue('all');
});
