// Vehicle history reports end to end: a new customer enters a VIN on each /carcheckk tab, sees it checked and
// priced, buys the report, pays with the test card, sees the confirmation and opens the report from /car-reports;
// a declined test card shows the error and the retry with a good card goes through. Visitors are asked to log in.
import type { Page } from '@playwright/test';
import { TEST_CARDS } from '../lib/contract/reports';
import { expect, test } from './support/test';

const VIN = '1HGCM82633A004352';
const EXPIRY = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;

const TABS = [
  { tab: '1', label: 'Autocheck', title: 'AutoCheck report', price: '$25' },
  { tab: '2', label: 'Car Fax', title: 'Carfax report', price: '$40' },
  { tab: '3', label: 'Window Sticker', title: 'Window Sticker', price: '$15' },
] as const;

/** On /carcheckk: types the VIN and waits for the API's availability and price. */
async function enterVin(page: Page, price: string) {
  await typeVin(page);
  await expect(page.getByRole('region', { name: 'Availability' })).toContainText(price);
}

async function typeVin(page: Page) {
  const vin = page.getByLabel('VIN', { exact: true });
  await vin.fill(VIN.slice(0, 16));
  await expect(page.getByText('16 of 17 characters.')).toBeVisible();
  await vin.pressSequentially(VIN.slice(16));
  await expect(page.getByText('Valid VIN: the check digit matches.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Availability' })).toContainText('2003 Honda Accord');
}

async function payByCard(page: Page, number: string) {
  await page.getByLabel('Name on card').fill('Dara Test');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill(EXPIRY);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$\d+$/ }).click();
}

test('buy each report type with the test card and open it from Car Reports', async ({ newCustomerPage }) => {
  const { page } = await newCustomerPage();
  const orders: string[] = [];

  for (const { tab, label, title, price } of TABS) {
    await page.goto(`/carcheckk/?tab=${tab}`);
    await expect(page.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await enterVin(page, price);
    await expect(page.getByRole('button', { name: `Buy for ${price}` })).toBeVisible();

    await page.getByRole('button', { name: `Buy for ${price}` }).click();
    await expect(page).toHaveURL(/\/carcheckk\/payment\/\?order=\d+$/);
    orders.push(new URL(page.url()).searchParams.get('order')!);
    await expect(page.getByText(VIN)).toBeVisible();
    await payByCard(page, TEST_CARDS.success);

    await expect(page).toHaveURL(`/carcheckk/confirmation/?order=${orders.at(-1)}`);
    await expect(page.getByRole('heading', { name: 'Thank you, your report is ready' })).toBeVisible();
    await expect(page.getByText(/Paid with .*4242/)).toBeVisible();
  }

  // Checking again says the report is owned instead of selling it twice.
  await page.goto(`/carcheckk/?tab=2&vin=${VIN}`);
  await expect(page.getByRole('link', { name: 'Open your report' })).toHaveAttribute(
    'href',
    `/car-reports/${orders[1]}/`,
  );

  await page.goto('/car-reports/');
  await expect(page.getByRole('status').filter({ hasText: 'reports' })).toHaveText('3 reports');
  await page
    .getByRole('link', { name: `Open Carfax report for ${VIN}` })
    .first()
    .click();
  await expect(page).toHaveURL(`/car-reports/${orders[1]}/`);
  await expect(page.getByRole('note', { name: 'Sample report' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2003 Honda Accord');
  for (const section of ['Summary', 'Title brands', 'Accidents and damage', 'Owners', 'Odometer readings']) {
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeVisible();

  await page.goto(`/car-reports/${orders[2]}/`);
  await expect(page.getByRole('region', { name: 'Price as sold new' })).toContainText('Total MSRP');
});

test('a declined card shows the error and the retry pays', async ({ newCustomerPage }) => {
  const { page } = await newCustomerPage();
  await page.goto(`/carcheckk/?tab=1&vin=${VIN}`);
  await page.getByRole('button', { name: 'Buy for $25' }).click();
  await expect(page).toHaveURL(/\/carcheckk\/payment\/\?order=\d+$/);

  const declined = page.waitForResponse((r) => /\/pay\/$/.test(r.url()));
  await payByCard(page, TEST_CARDS.declined);
  expect((await declined).status()).toBe(402);
  await expect(page.getByRole('alert').filter({ hasText: 'Your payment did not go through.' })).toContainText(
    'Your card was declined.',
  );
  await expect(page.getByText(/Nothing was charged/)).toBeVisible();
  await expect(page).toHaveURL(/\/carcheckk\/payment\/\?order=\d+$/);

  await page.getByLabel('Card number').fill(TEST_CARDS.success);
  await page.getByRole('button', { name: 'Pay $25' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your report is ready' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the report' }).click();
  await expect(page.getByRole('region', { name: 'Summary' })).toBeVisible();
});

test('a visitor checks a VIN and is asked to log in to buy it', async ({ page }) => {
  await page.goto('/carcheckk/?tab=3');
  await enterVin(page, '$15');
  await expect(page.getByRole('link', { name: 'Log in to buy' })).toHaveAttribute(
    'href',
    `/login/?next=/carcheckk/%3Ftab%3D3%26vin%3D${VIN}`,
  );
});

test('a KHQR order waits for its payment until staff mark it paid', async ({ newCustomerPage, pageAs }) => {
  const { page } = await newCustomerPage();
  await page.goto(`/carcheckk/?tab=3&vin=${VIN}`);
  await page.getByRole('radio', { name: /KHQR/ }).check();
  await page.getByRole('button', { name: 'Buy for $15' }).click();
  await expect(page).toHaveURL(/\/carcheckk\/payment\/\?order=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByRole('heading', { name: 'Pay with KHQR' })).toBeVisible();
  await expect(page.getByText(/Waiting for your payment/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Mark paid/ })).toHaveCount(0);

  const staff = await pageAs('staff');
  await staff.goto('/car-reports/');
  await staff.getByRole('button', { name: `Mark order ${orderId} paid` }).click();
  await expect(staff.getByRole('button', { name: `Mark order ${orderId} paid` })).toHaveCount(0);

  // The buyer's page asks every few seconds and moves on by itself.
  await expect(page).toHaveURL(`/carcheckk/confirmation/?order=${orderId}`);
  await expect(page.getByText(/Paid with KHQR/)).toBeVisible();
});

test.describe('reports on a phone @mobile', () => {
  test('checking, paying and reading a report never scroll the page sideways', async ({
    newCustomerPage,
    isMobile,
  }) => {
    test.skip(!isMobile, 'mobile viewport only');
    const { page } = await newCustomerPage();
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

    await page.goto('/carcheckk/?tab=1');
    await enterVin(page, '$25');
    expect(await sideways()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Buy for $25' }).click();
    await expect(page.getByLabel('Card number')).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);
    await payByCard(page, TEST_CARDS.success);
    await page.getByRole('link', { name: 'Open the report' }).click();
    await expect(page.getByRole('region', { name: 'Odometer readings' })).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);
  });
});
