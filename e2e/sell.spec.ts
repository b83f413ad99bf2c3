// Sell your car end to end: a visitor sends a car with two photos and gets a reference number; a customer sends one
// from the dashboard with their details filled in and finds it in their list.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { roleStateFile } from './support/roles';

/** A real PNG of the given colour: the API sniffs and re-encodes photos, so the bytes must decode. */
const photo = async (name: string, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .png()
    .toBuffer(),
});

async function fillCar(page: Page, model: string) {
  await page.getByLabel(/^Year/).selectOption('2017');
  await page.getByLabel(/^Make/).fill('Lexus');
  await page.getByLabel(/^Model/).fill(model);
  await page.getByLabel(/^Mileage/).fill('88000');
  await page.getByLabel(/^Asking price/).fill('$31,000');
  await page.getByLabel(/^Where is the car/).selectOption('Phnom Penh');
  await page.getByLabel(/^Condition/).selectOption('good');
}

test('a visitor sends a car with two photos and sees the reference number', async ({ page }) => {
  await page.goto('/sell-your-car-3');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sell your car');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('This field may not be blank.').first()).toBeVisible();

  await page.getByLabel(/^Name/).fill('Chenda Meas');
  await page.getByLabel(/^Phone/).fill('+855 12 987 654');
  await page.getByLabel(/^E-mail/).fill('chenda@example.com');
  await fillCar(page, 'RX 350');
  await page
    .getByLabel('Add photos')
    .setInputFiles([await photo('front.png', '#b22'), await photo('back.png', '#24b')]);
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(2);

  const sent = page.waitForResponse((r) => r.url().includes('/api/sell-requests/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send request' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText(/Your reference number is/)).toBeVisible();
  await expect(page.getByRole('status').getByText(/^SR-\d{6}$/)).toBeVisible();
  await expect(page.getByText(/2 photos received/)).toBeVisible();
});

test.describe('as a customer', () => {
  test.use({ storageState: roleStateFile('customer') });

  test('a customer sends a car from the dashboard and finds it in their requests', async ({ page }) => {
    const model = `NX ${Date.now()}`;

    await page.goto('/dashboard/sell-car');
    await expect(page.getByLabel(/^Name/)).not.toHaveValue('');
    await expect(page.getByLabel(/^E-mail/)).toHaveValue('customer@demo.local');
    await fillCar(page, model);
    await page.getByLabel('Add photos').setInputFiles([await photo('side.png', '#2a2')]);
    await page.getByRole('button', { name: 'Send request' }).click();
    const reference =
      (await page
        .getByRole('status')
        .getByText(/^SR-\d{6}$/)
        .textContent()) ?? '';
    expect(reference).toMatch(/^SR-\d{6}$/);
    const mine = page
      .getByRole('list', { name: 'Your sell requests' })
      .getByRole('listitem')
      .filter({ hasText: model });
    await expect(mine).toContainText(reference);
    await expect(mine).toContainText('Received');
  });
});
