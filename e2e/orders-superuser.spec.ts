// The superuser's record views end to end: the balance report and a customer's ledger, purchases and a purchase's
// detail; and everyone else (a customer, a staff member who is not a superuser) sent away with the reason shown.
import type { APIRequestContext, BrowserContextOptions, Page } from '@playwright/test';
import { accessTokenOf, DEMO_PASSWORD, sessionState, type TokenPair } from './support/roles';
import { expect, test } from './support/test';

// The roles file has no superuser; the seed's admin is one. Signed in here, through the token endpoint, per test.
async function superuserState(
  request: APIRequestContext,
  baseURL: string,
  email = 'admin@demo.local',
): Promise<BrowserContextOptions['storageState']> {
  const response = await request.post('/api/usermgmt/token/', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return sessionState(baseURL, (await response.json()) as TokenPair);
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

test('@mobile a superuser opens the balance report and a customer’s ledger', async ({
  openBrowser,
  request,
  baseURL,
}) => {
  const page = await openBrowser(await superuserState(request, baseURL!));
  await page.goto('/shipping-dashboard/balance-report/');
  await expect(page.getByRole('heading', { level: 1, name: 'Balance Report' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+ customers?/ })).toBeVisible();

  // The table from 768 px, cards on a phone: either way the customer's name links to their ledger.
  const list = isPhone(page)
    ? page.getByRole('list', { name: 'Balances by customer' })
    : page.getByRole('table', { name: 'Balances by customer' });
  await expect(list).toBeVisible();
  const first = list.getByRole('link').first();
  const name = (await first.textContent())!.trim();
  await first.click();

  await expect(page).toHaveURL(/\/shipping-dashboard\/balance-report\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Balance: ${name}`);
  await expect(page).toHaveTitle(new RegExp(`Balance: ${name}`));
  const ledger = isPhone(page)
    ? page.getByRole('list', { name: 'Ledger, oldest first' })
    : page.getByRole('table', { name: /Ledger, oldest first/ });
  await expect(ledger).toBeVisible();
  // The running balance after the last entry is the customer's balance in the totals above the ledger.
  const balance = (await page.getByRole('region', { name: 'Totals' }).locator('dd').nth(2).textContent())!.trim();
  const lastEntry = isPhone(page) ? ledger.getByRole('listitem').last() : ledger.getByRole('row').last();
  await expect(lastEntry).toContainText(balance);
});

test('@mobile a superuser opens purchases and a purchase’s detail, pages by the URL', async ({
  openBrowser,
  request,
  baseURL,
}) => {
  const page = await openBrowser(await superuserState(request, baseURL!));
  await page.goto('/dashboard/purchases/');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchases' })).toBeVisible();
  const list = isPhone(page)
    ? page.getByRole('list', { name: 'Purchases' })
    : page.getByRole('table', { name: 'Purchases' });
  const first = list.getByRole('link').first();
  await expect(first).toBeVisible();
  const car = (await first.textContent())!.trim();
  await first.click();

  await expect(page).toHaveURL(/\/dashboard\/purchases\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(car);
  await expect(page.getByRole('heading', { name: 'Auction invoices' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notes', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit purchase' })).toBeVisible();

  // The spec's other address of a purchase lands on the same page.
  const id = /\/dashboard\/purchases\/(\d+)\/$/.exec(page.url())![1];
  await page.goto(`/dashboard/purchases/detail/?id=${id}`);
  await expect(page).toHaveURL(new RegExp(`/dashboard/purchases/${id}/$`));

  // A second page when there is one, asked for by the URL.
  await page.goto('/dashboard/purchases/?page=2');
  const status = page.getByRole('status').filter({ hasText: /purchases?/ });
  await expect(status).toBeVisible();
  if (/page 2 of/.test((await status.textContent()) ?? '')) {
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  }
});

test('a superuser edits a purchase and the detail shows the change', async ({ openBrowser, request, baseURL }) => {
  const page = await openBrowser(await superuserState(request, baseURL!));
  await page.goto('/dashboard/purchases/');
  await page.getByRole('table', { name: 'Purchases' }).getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/dashboard\/purchases\/\d+\/$/);
  await page.getByRole('link', { name: 'Edit purchase' }).click();

  const fees = 100 + (Date.now() % 800);
  const form = page.getByRole('form', { name: 'Edit purchase' });
  await form.getByLabel('Auction fees (USD)').fill('twelve');
  await form.getByRole('button', { name: 'Save purchase' }).click();
  await expect(form.getByText('A valid integer is required.')).toBeVisible();

  await form.getByLabel('Auction fees (USD)').fill(String(fees));
  await form.getByLabel('Payment status').selectOption('Paid');
  await form.getByRole('button', { name: 'Save purchase' }).click();
  await expect(form.getByRole('status')).toContainText('The purchase was saved.');

  await form.getByRole('link', { name: 'Back to the purchase' }).click();
  const purchase = page.getByRole('region', { name: 'Purchase', exact: true });
  await expect(purchase).toContainText(`$${fees}`);
  await expect(purchase).toContainText('Paid');
});

test('a customer who opens purchases is told in place why it is closed to them; the API refuses too', async ({
  pageAs,
  request,
}) => {
  const page = await pageAs('customer');
  const response = await page.goto('/dashboard/purchases/');
  expect(response?.status()).toBe(403);
  await expect(page).toHaveURL(/\/dashboard\/purchases\/$/);
  await expect(page.getByRole('heading', { name: 'Purchases is not open to you' })).toBeVisible();
  await expect(page.getByText('This page is for super users only. You are signed in as')).toContainText('a customer');

  const token = await accessTokenOf(page);
  const api = await request.get('/api/v2/orders/carspurchased/', { headers: { Authorization: `Bearer ${token}` } });
  expect(api.status()).toBe(403);
});

test('a staff member who is not a superuser reads why the balance report is closed, with a link back', async ({
  pageAs,
}) => {
  const page = await pageAs('staff');
  await page.goto('/shipping-dashboard/balance-report/');
  await expect(page).toHaveURL(/\/shipping-dashboard\/balance-report\/$/);
  await expect(page.getByRole('heading', { name: 'The Balance Report is not open to you' })).toBeVisible();
  await expect(page.getByText('This page is for super users only. You are signed in as')).toContainText(', staff.');

  // A detail address too, and a purchase's edit form.
  await page.goto('/dashboard/purchases/edit/1/');
  await expect(page.getByRole('heading', { name: 'Purchases is not open to you' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to your dashboard' }).click();
  await expect(page).toHaveURL(/\/shipping-dashboard\/summary-report\/$/);
});

test('a dummy account has no dashboard and is told so', async ({ openBrowser, request, baseURL }) => {
  const page = await openBrowser(await superuserState(request, baseURL!, 'dummy@demo.local'));
  await page.goto('/dashboard/');
  await expect(page.getByText('This account has no dashboard')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse cars' })).toHaveAttribute('href', '/cars/');
});
