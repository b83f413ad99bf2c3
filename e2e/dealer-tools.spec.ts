// Dealer tools on a 375 px phone: an incomplete "Add a car" lands on its first error (focused and in view); the
// completed form with a photo shows the car in My listings (with the dashboard menu), where it is marked sold; a
// make nobody lists is typed after "Other…" and listed like any other.
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

  // A make with live listings, so its models are a list.
  await make.selectOption('Toyota');
  const model = page.getByLabel('Model');
  await expect(model).toBeEnabled();
  await model.selectOption({ index: 1 });
  const makeName = await make.inputValue();
  const modelName = await model.inputValue();
  await page.getByLabel('Mileage', { exact: true }).fill('45,000');
  await page.getByLabel('Add photos').setInputFiles([{ name: 'front.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(page.getByRole('img', { name: 'New 1: front.png' })).toBeVisible();
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

  await row.getByRole('button', { name: /^Mark sold: / }).click();
  await expect(row).toContainText('Sold');
  await expect(row.getByRole('button', { name: /^Mark sold: / })).toHaveCount(0);

  // The status filter finds it among the sold ones, in the URL.
  await page.getByLabel('Status').selectOption('sold');
  await expect(page).toHaveURL(/status=sold/);
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: /^View listing/ })).toHaveAttribute('href', /^\/cars\/(local\/)?\d+\/?$/);
});

test('a dealer lists a make nobody lists yet, typed after "Other…", on a phone @mobile', async ({ page }) => {
  const price = 30_000 + (Date.now() % 9_000);
  const shown = `$${price.toLocaleString('en-US')}`;
  // A make of its own for this run, so it is nobody's yet whatever the data dir holds.
  const makeName = `Zotye ${(Date.now() % 100_000).toString(36)}`;

  await page.goto('/cars/car/add');
  const make = page.getByLabel('Make', { exact: true });
  await expect(make.getByRole('option', { name: 'Suzuki' })).toHaveCount(1);
  await make.selectOption('Other…');
  const typedMake = page.getByRole('textbox', { name: 'Make name' });
  await expect(typedMake).toBeFocused();
  await expect(typedMake).toBeInViewport();
  await typedMake.fill(makeName);
  // A typed make's models are unknown: the model is typed as well.
  await page.getByRole('textbox', { name: 'Model', exact: true }).fill('T600 Sport');
  await page.getByLabel('Year').selectOption(String(new Date().getFullYear() - 5));
  await page.getByLabel('Price (USD)').fill(shown);
  await page.getByLabel('Add photos').setInputFiles([{ name: 'front.png', mimeType: 'image/png', buffer: PNG }]);
  await page.getByRole('button', { name: 'Create listing' }).click();

  await expect(page).toHaveURL(/\/cars\/my-listings\/?$/);
  const row = page.getByRole('list', { name: 'My listings' }).getByRole('listitem').filter({ hasText: shown });
  await expect(row).toContainText(`${makeName} T600 Sport`);
  await expect(row).toContainText('Published');
});
