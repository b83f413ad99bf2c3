import { expect, test } from '@playwright/test';

test.describe('navbar', () => {
  test('home shows every navbar menu of the spec', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Featured Cars', 'US Dealers', 'USA Auction', 'Boats', 'Auto Check']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Services', 'Cambodia Cars', 'Ordering Process', 'Classic Cars']) {
      await expect(nav.getByRole('button', { name, exact: true })).toBeVisible();
    }
  });

  test('a dropdown opens with the mouse and leads to its page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services', exact: true }).click();
    for (const name of ['Private Garage', 'Laser Rust Removal', 'Parts']) {
      await expect(page.getByRole('menuitem', { name, exact: true })).toBeVisible();
    }
    await page.getByRole('menuitem', { name: 'Laser Rust Removal', exact: true }).click();
    await expect(page).toHaveURL(/\/equipments\/laser-removal\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/laser/i);
  });

  test('a dropdown opens and is used with the keyboard', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Ordering Process', exact: true }).focus();
    await page.keyboard.press('Enter');
    const items = page.getByRole('menuitem');
    await expect(items).toHaveCount(5);
    await expect(page.getByRole('menuitem', { name: /Payment Process/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(items).toHaveCount(0);
    await nav.getByRole('button', { name: 'Classic Cars', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'All Classic Cars' })).toBeVisible();
    // Headless UI focuses the first item on open; move to the second and follow it.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cars\/classic-cars\/?$/);
  });

  test('hovering Home opens the mega-menu with the contact column', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Home', exact: true }).hover();
    await expect(page.getByText('Phnom Penh, Cambodia').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /sales@/ }).first()).toBeVisible();
  });

  test('the search box goes to /cars with the query', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Search cars' }).click();
    // The box with suggestions is a combobox (issue 4); Enter on free text searches the words.
    const search = header.getByRole('combobox', { name: 'Search cars' });
    await search.fill('Toyota Camry');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/cars\/?\?search=Toyota(\+|%20)Camry$/);
  });

  test('the search box suggests car names and goes to the one chosen with the keyboard', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Search cars' }).click();
    await header.getByRole('combobox', { name: 'Search cars' }).pressSequentially('camr');
    const first = header.getByRole('listbox').getByRole('option').first();
    await expect(first).toHaveText(/Camry/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cars\/?\?make_name=Toyota&model_name=Camry/);
  });
});

test.describe('mobile menu @mobile', () => {
  test('opens full screen, shows log in links, and closes on selection', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'mobile viewport only');
    await page.goto('/');
    // The header's car search is there at every width (issue 16).
    await expect(page.getByRole('banner').getByRole('button', { name: 'Search cars' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The dialog element itself has no box (its panel is fixed), so look at what it shows.
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: /log in/i })).toBeVisible();
    await expect(menu.getByRole('link', { name: /sign up/i })).toBeVisible();
    await menu.getByRole('link', { name: 'Boats', exact: true }).click();
    await expect(page).toHaveURL(/\/cars\/us-dealer\/boats\/?$/);
    await expect(menu).toHaveCount(0);
  });
});
