import { expect, test, type Page } from '@playwright/test';
import { accessTokenOf, roleStateFile } from './support/roles';
import { carNames } from './support/results';

const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
const prices = async (page: Page) =>
  (
    await page
      .getByRole('region', { name: 'Results' })
      .getByRole('listitem')
      .locator('.text-xl.font-bold')
      .allTextContents()
  ).map((text) => Number(text.replace(/[$,]/g, '')));

/** Runs a change of the listing and waits until the results of the request it makes are on screen. */
async function changeListing(page: Page, change: () => Promise<void>, request: RegExp) {
  const listed = page.waitForResponse(
    (response) => response.url().includes('/api/cars/filter/') && request.test(response.url()),
  );
  await change();
  await listed;
  await expect(page.getByRole('list', { name: 'Loading cars' })).toHaveCount(0);
}

test('filter by make and price, sort, paginate, and Back restores each step', async ({ page }) => {
  await page.goto('/cars');
  await expect(page.getByRole('status')).toHaveText(/[\d,]+ cars found/);
  // The first page of results is in the server-rendered HTML.
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('link').first()).toBeVisible();

  await filters(page).getByLabel('Make').selectOption('Toyota');
  await expect(page).toHaveURL(/\/cars\/?\?make_name=Toyota$/);
  await filters(page).getByLabel('Min price').fill('$10,000');
  await filters(page).getByLabel('Min price').press('Tab');
  await expect(page).toHaveURL(/make_name=Toyota&price__gte=10000$/);

  await changeListing(
    page,
    () =>
      page
        .getByLabel('Sort by')
        .selectOption('Price Lowest')
        .then(() => undefined),
    /ordering=price/,
  );
  await expect(page).toHaveURL(/ordering=price$/);
  await expect(pagination(page).getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const firstPage = await prices(page);
  expect(firstPage.length).toBeGreaterThan(1);
  expect(firstPage).toEqual([...firstPage].sort((a, b) => a - b));
  expect(Math.min(...firstPage)).toBeGreaterThanOrEqual(10000);
  const names = await carNames(page);
  expect(names.every((name) => name.includes('Toyota'))).toBe(true);

  await changeListing(
    page,
    () => pagination(page).getByRole('link', { name: 'Page 2', exact: true }).click(),
    /page=2/,
  );
  await expect(page).toHaveURL(/ordering=price&page=2$/);
  await expect(pagination(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(Math.min(...(await prices(page)))).toBeGreaterThanOrEqual(Math.max(...firstPage));

  await page.goBack();
  await expect(page).toHaveURL(/ordering=price$/);
  await expect(pagination(page).getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goBack();
  await expect(page).toHaveURL(/price__gte=10000$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('');
  await expect(filters(page).getByLabel('Make')).toHaveValue('Toyota');
});

test('car-name suggestions appear after typing and lead to that model', async ({ page }) => {
  await page.goto('/cars');
  await page.getByRole('combobox', { name: 'Search cars by make, model or trim' }).pressSequentially('camr');
  await page.getByRole('option', { name: 'Toyota Camry', exact: true }).click();
  await expect(page).toHaveURL(/\/cars\/?\?make_name=Toyota&model_name=Camry$/);
  const names = await carNames(page);
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((name) => name.includes('Toyota Camry'))).toBe(true);
});

test.describe('as a customer', () => {
  test.use({ storageState: roleStateFile('customer') });

  test('open a car, browse its gallery, save it and find it in saved cars', async ({ page }) => {
    const access = await accessTokenOf(page);
    // A featured car with a few photos, so there is a gallery to browse.
    const featured = (await (await page.request.get('/api/cars/selling-type/featured%20car/filter/')).json()) as {
      results: { id: number }[];
    };
    let carId = 0;
    for (const { id } of featured.results) {
      const detail = (await (await page.request.get(`/api/car/${id}/`)).json()) as { images: unknown[] };
      if (detail.images.length >= 2) {
        carId = id;
        break;
      }
    }
    expect(carId).toBeGreaterThan(0);
    // Start from an unsaved car, whatever earlier runs left behind.
    await page.request.post('/api/usermgmt/remove-car-from-saved-list/', {
      data: { car_id: carId },
      headers: { Authorization: `Bearer ${access}` },
    });

    await page.goto('/cars/featured-car');
    await page.locator(`a[href="/cars/${carId}/"], a[href="/cars/${carId}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/cars/${carId}/?$`));
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!;

    const gallery = page.getByRole('region', { name: `Photos of the ${name}` });
    await expect(gallery.getByText(/^Photo 1 of \d+$/)).toBeVisible();
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(gallery.getByText(/^Photo 2 of \d+$/)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(gallery.getByText(/^Photo 1 of \d+$/)).toBeVisible();
    await gallery.getByRole('button', { name: /open full screen/ }).click();
    const lightbox = page.getByRole('dialog');
    // The dialog element wraps fixed-position content, so its visible part is the close button.
    await expect(lightbox.getByRole('button', { name: 'Close photos' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.getByText(/^Photo 2 of \d+$/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);

    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.click();
    await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/dashboard/saved-cars');
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    await page.getByRole('button', { name: `Remove ${name} from saved cars` }).click();
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeHidden();
  });
});

test('anonymous visitors are asked to log in to save, and unknown cars are a real 404', async ({ page }) => {
  await page.goto('/cars/1');
  await expect(page.getByRole('link', { name: 'Log in to save' })).toHaveAttribute(
    'href',
    '/login/?next=%2Fcars%2F1%2F',
  );
  const missing = await page.goto('/cars/999999999');
  expect(missing?.status()).toBe(404);
});

test("a dealer's page: reached from a car's seller card, its header and only its cars; other ids are a real 404", async ({
  page,
}) => {
  const local = (await (await page.request.get('/api/cars/selling-type/dealer%20car/filter/')).json()) as {
    results: { id: number }[];
  };
  const carId = local.results[0]!.id;
  const { dealer } = (await (await page.request.get(`/api/car/${carId}/`)).json()) as {
    dealer: { id: number; is_dealer: boolean };
  };
  expect(dealer.is_dealer).toBe(true);
  const profile = (await (await page.request.get(`/api/dealers/${dealer.id}/`)).json()) as {
    company_name: string;
    phone: string;
    car_count: number;
  };

  await page.goto(`/cars/local/${carId}`);
  await page.getByRole('region', { name: 'Seller' }).getByRole('link', { name: 'All cars from this seller' }).click();
  await expect(page).toHaveURL(new RegExp(`/cars/dealer/${dealer.id}/?$`));
  await expect(page).toHaveTitle(new RegExp(`Cars from ${profile.company_name}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.company_name);
  // Shown as people read it (+855 76 534 679), dialled as stored.
  const shown = profile.phone.replace(/^\+855(\d{2})(\d{3})(\d+)$/, '+855 $1 $2 $3');
  await expect(page.getByRole('link', { name: shown })).toHaveAttribute('href', `tel:${profile.phone}`);
  await expect(page.getByRole('status')).toHaveText(
    `${profile.car_count.toLocaleString('en-US')} ${profile.car_count === 1 ? 'car' : 'cars'} found`,
  );

  // A filter narrows the dealer's own cars, and the dealer stays fixed (not in the URL).
  await changeListing(
    page,
    () =>
      page
        .getByLabel('Sort by')
        .selectOption('Price Lowest')
        .then(() => undefined),
    new RegExp(`dealer_id=${dealer.id}`),
  );
  await expect(page).toHaveURL(new RegExp(`/cars/dealer/${dealer.id}/?\\?ordering=price$`));

  expect((await page.goto('/cars/dealer/999999999'))?.status()).toBe(404);
  const personal = (await (await page.request.get('/api/cars/selling-type/personal%20car/filter/')).json()) as {
    results: { id: number }[];
  };
  const seller = (
    (await (await page.request.get(`/api/car/${personal.results[0]!.id}/`)).json()) as {
      dealer: { id: number; is_dealer: boolean } | null;
    }
  ).dealer;
  if (seller && !seller.is_dealer) expect((await page.goto(`/cars/dealer/${seller.id}`))?.status()).toBe(404);
});

test('listing pages show a sponsored card among the results', async ({ page }) => {
  await page.goto('/cars');
  const sponsored = page.getByRole('region', { name: 'Results' }).getByRole('link', { name: /^Sponsored / });
  await expect(sponsored).toBeVisible();
  await expect(sponsored).toHaveAttribute('rel', 'sponsored');
});

// A 2×2 PNG: the API sniffs and re-encodes uploads, so the bytes must be a real picture.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('as a dealer', () => {
  test.use({ storageState: roleStateFile('dealer') });

  test('a dealer adds a draft listing, adds two photos on its page, edits it and deletes it', async ({ page }) => {
    // A price no other listing has, to find this one again.
    const price = 21_000 + (Date.now() % 9_000);
    const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

    await page.goto('/cars/car/add');
    await page.getByLabel('Year').selectOption('2019');
    // A make with live listings, so its models are a list (a reference make nobody lists asks for the model in words).
    await page.getByLabel('Make').selectOption('Toyota');
    await page.getByLabel('Model').selectOption({ index: 1 });
    await page.getByLabel('Price (USD)').fill(usd(price));
    await page.getByLabel('Status').selectOption('draft');
    await page.getByLabel('VIN or chassis number').fill('1HGCM82633A004353');
    await page.getByRole('button', { name: 'Create listing' }).click();
    await expect(page.getByText('Enter a valid VIN or chassis number.')).toBeVisible();
    await expect(page.getByLabel('VIN or chassis number')).toBeFocused();
    await page.getByLabel('VIN or chassis number').fill('1HGCM82633A004352');
    await page.getByRole('button', { name: 'Create listing' }).click();
    await expect(page).toHaveURL(/\/cars\/my-listings\/?$/);
    const row = page.getByRole('listitem').filter({ hasText: usd(price) });
    await expect(row).toContainText('Draft');
    await row.getByRole('link', { name: /^Edit / }).click();

    await page.getByLabel('Add photos').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: PNG },
      { name: 'back.png', mimeType: 'image/png', buffer: PNG },
    ]);
    const photos = page
      .getByRole('region', { name: 'Photos' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('img') });
    await expect(photos).toHaveCount(2);
    const second = await photos.nth(1).getByRole('img').getAttribute('src');
    await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
    await expect(photos.nth(0).getByRole('img')).toHaveAttribute('src', second!);

    await page.getByLabel('Price (USD)').fill(usd(price - 600));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/cars\/my-listings\/?$/);
    const edited = page.getByRole('listitem').filter({ hasText: usd(price - 600) });
    await expect(edited).toHaveCount(1);

    await edited.getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(edited).toHaveCount(0);
  });
});

test.describe('car filters on a phone @mobile', () => {
  test('open in a drawer and apply to the URL', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'mobile viewport only');
    await page.goto('/cars');
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Make').selectOption('Honda');
    await expect(page).toHaveURL(/make_name=Honda$/);
    await drawer.getByRole('button', { name: /^Show [\d,]+ cars$/ }).click();
    await expect(drawer).toHaveCount(0);
    const names = await carNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.includes('Honda'))).toBe(true);
  });
});
