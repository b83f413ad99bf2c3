// Dealer tools on a 375 px phone: an incomplete "Add a car" lands on its first error (focused and in view); the
// completed form with a photo shows the car in My listings (with the dashboard menu), where it is marked sold.
import { expect, test } from '@playwright/test';
import { roleStateFile } from './support/roles';

// A 2×2 PNG: the API sniffs and re-encodes uploads, so the bytes must be a real picture.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ storageState: roleStateFile('dealer'), viewport: { width: 375, height: 740 } });

test('a dealer adds a car on a phone, lands on the first error, then sees it in My listings and marks it sold @mobile', async ({
  page,
}) => {
  // A price no other listing has, to find this one again.
  const price = 20_000 + (Date.now() % 9_000);
  const shown = `$${price.toLocaleString('en-US')}`;

  await page.goto('/cars/car/add');
  const make = page.getByLabel('Make');
  await expect(make.getByRole('option')).not.toHaveCount(1);
  await page.getByLabel('Year').selectOption(String(new Date().getFullYear() - 3));
  await page.getByLabel('Price (USD)').fill(shown);
  await page.getByRole('button', { name: 'Create listing' }).click();

  // The make is the first field left empty: focused, on screen, and said in a sentence.
  await expect(make).toBeFocused();
  await expect(make).toBeInViewport();
  await expect(page.getByText('Choose the make.')).toBeVisible();
  await expect(page).toHaveURL(/\/cars\/car\/add\/?$/);

  await make.selectOption({ index: 1 });
  const model = page.getByLabel('Model');
  await expect(model).toBeEnabled();
  await model.selectOption({ index: 1 });
  const makeName = await make.inputValue();
  const modelName = await model.inputValue();
  await page.getByLabel('Mileage', { exact: true }).fill('45,000');
  await page.getByLabel('Add photos').setInputFiles([{ name: 'front.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(page.getByRole('img', { name: 'Photo 1: front.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Create listing' }).click();

  await expect(page).toHaveURL(/\/cars\/my-listings\/?$/);
  // The dashboard's sections are in the phone's one menu here too, as on /dashboard/car-listings.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Car Listings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const row = page.getByRole('list', { name: 'My listings' }).getByRole('listitem').filter({ hasText: shown });
  await expect(row).toContainText(`${makeName} ${modelName}`);
  await expect(row).toContainText('Published');
  await expect(row).toContainText('0 views');
  // The cover photo (decorative: the name is beside it).
  await expect(row.locator('img')).toBeVisible();

  await row.getByRole('button', { name: /^Mark .* sold$/ }).click();
  await expect(row).toContainText('Sold');
  await expect(row.getByRole('button', { name: /^Mark .* sold$/ })).toHaveCount(0);

  // The status filter finds it among the sold ones, in the URL.
  await page.getByLabel('Status').selectOption('sold');
  await expect(page).toHaveURL(/status=sold/);
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: /^View listing/ })).toHaveAttribute('href', /^\/cars\/(local\/)?\d+\/?$/);
});
