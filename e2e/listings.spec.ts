// Listing cards as decision 046 has them: auction cards with the current bid, lot, title and time left, sorted by
// "Ending soonest"; local cars in km and US cars in miles with km beside them.
import { expect, test, type Page } from '@playwright/test';

const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const cards = (page: Page) =>
  results(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });

/** `3d 4h`, `5h 12m` or `12m` as minutes (coarse, but never out of order for later ends). */
function minutesLeft(text: string): number {
  const part = (unit: string) => Number(new RegExp(`(\\d+)${unit}`).exec(text)?.[1] ?? 0);
  return part('d') * 1440 + part('h') * 60 + part('m');
}

test('an auction card shows the current bid, lot, title status, damage and time left', async ({ page }) => {
  await page.goto('/cars/auction');
  const first = cards(page).first();
  await expect(first).toContainText('Current bid');
  await expect(first).toContainText(/Lot \d{8} · (Clean|Salvage|Rebuilt) title · Damage: /);
  await expect(first).toContainText(/Time left: (\d+d \d+h|\d+h \d+m|\d+m)|Auction ended/);
});

test('"Ending soonest" lists the auctions that end first, and is offered on auction lists only', async ({ page }) => {
  await page.goto('/cars/buy-now');
  await expect(results(page).getByRole('link').first()).toBeVisible();
  await expect(page.getByLabel('Sort by').getByRole('option', { name: 'Ending soonest' })).toHaveCount(0);

  await page.goto('/cars/auction');
  await expect(results(page).getByRole('link').first()).toBeVisible();
  const listed = page.waitForResponse((response) => /\/api\/cars\/.*ordering=auction_ends_at/.test(response.url()));
  await page.getByLabel('Sort by').selectOption('Ending soonest');
  await listed;
  await expect(page).toHaveURL(/ordering=auction_ends_at$/);
  await expect(page.getByRole('list', { name: 'Loading cars' })).toHaveCount(0);

  const left = (
    await results(page)
      .getByText(/^Time left: /)
      .allTextContents()
  ).map(minutesLeft);
  expect(left.length).toBeGreaterThan(5);
  expect(left).toEqual([...left].sort((a, b) => a - b));
  // The soonest of all is on the first card.
  await expect(cards(page).first()).toContainText('Time left: ');
});

test('cars in Cambodia show kilometres; US cars show miles with kilometres beside them', async ({ page }) => {
  await page.goto('/cars/local-car');
  const local = cards(page).first();
  await expect(local).toContainText(/[\d,]+ km/);
  await expect(local).not.toContainText(/\d mi\b/);

  await page.goto('/cars/us-dealer');
  await expect(cards(page).first()).toContainText(/[\d,]+ mi \([\d,]+ km\)/);
});

test('boat lists have no mileage filter', async ({ page }) => {
  await page.goto('/cars/us-dealer/boats');
  await expect(page.getByRole('complementary', { name: 'Filters' }).getByLabel('Make')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Filters' }).getByLabel('Max mileage')).toHaveCount(0);
});
