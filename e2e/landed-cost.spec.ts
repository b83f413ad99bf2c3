// Prices in riel and the landed cost (issue 16): staff change the riel rate on the dashboard; a car page a visitor had
// open shows the new riel figure on reload (its cached HTML is dropped) and the estimate in Phnom Penh line by line.
import { expect, test } from './support/test';
import { listCar } from './support/cars';
import { accessTokenOf } from './support/roles';

const PRICE = 24_500;
const riel = (usd: number, rate: number) => `≈ ${(Math.round((usd * rate) / 1000) * 1000).toLocaleString('en-US')} KHR`;

test('staff change the riel rate; the car page shows the new riel price and a landed cost with its lines', async ({
  page,
  pageAs,
}) => {
  // A dealer lists a US car for this test: a 2.5 L sedan, so the estimate has every line.
  const dealer = await pageAs('dealer');
  const car = await listCar(dealer, {
    year: 2022,
    make_name: 'Toyota',
    model_name: 'Camry',
    trim_name: 'SE',
    body_style: 'Sedan',
    engine_size: '2.5L',
    fuel_type: 'Gasoline',
    price: PRICE,
    mileage: 30_000,
    selling_type: 'us dealer',
    location: 'Newark, NJ',
    country: 'US',
  });

  const staff = await pageAs('staff');
  const staffHeaders = { Authorization: `Bearer ${await accessTokenOf(staff)}` };
  const before = (await (await staff.request.get('/api/pricing/settings/')).json()) as { khr_per_usd: number };
  // A rate no earlier run left behind.
  const rate = before.khr_per_usd === 4_123 ? 4_087 : 4_123;

  try {
    // A visitor has the car page open at the old rate.
    await page.goto(`/cars/${car.id}`);
    await expect(page.getByText(riel(PRICE, before.khr_per_usd)).first()).toBeVisible();

    await staff.goto('/dashboard/pricing/');
    await expect(staff.getByRole('link', { name: 'Prices' })).toBeVisible();
    const field = staff.getByLabel('Riel per US dollar (KHR)');
    await field.fill('99');
    await staff.getByRole('button', { name: 'Save rates' }).click();
    // The form refuses it in words and puts the cursor on it.
    await expect(staff.getByText('Ensure this value is greater than or equal to 1000.')).toBeVisible();
    await expect(field).toBeFocused();
    await field.fill(String(rate));
    await staff.getByRole('button', { name: 'Save rates' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    // The visitor reloads: the new rate, not the page cached a few seconds ago.
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByText(riel(PRICE, rate)).first().isVisible();
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    // Listing pages carry their cards' riel lines in the HTML too, not after a second request for the rate.
    const listing = await page.request.get('/cars/');
    expect(await listing.text()).toMatch(/≈ [\d,]+ KHR/);

    const panel = page.getByRole('region', { name: 'Estimated cost in Phnom Penh' });
    await expect(panel).toContainText('estimate');
    for (const line of [
      'Car price',
      'Dealer fees',
      'Towing to the port',
      'Ocean freight to Sihanoukville',
      'Cambodian import duties and taxes',
      'Port, clearance and delivery to Phnom Penh',
      'Our service fee',
    ]) {
      await expect(panel.getByRole('rowheader', { name: new RegExp(`^${line}`) })).toBeVisible();
    }
    await expect(panel).toContainText('special tax');
    await expect(panel).toContainText('2,001–3,000 cc');
    const total = panel.getByRole('row', { name: /Estimated total in Phnom Penh/ });
    const dollars = Number((await total.locator('.text-lg').textContent())!.replace(/[$,]/g, ''));
    expect(dollars).toBeGreaterThan(PRICE * 2);
    await expect(total).toContainText(riel(dollars, rate));
    await expect(panel.getByRole('link', { name: 'Ask for a written quote' }).first()).toHaveAttribute(
      'href',
      /\/contact-us\/?$/,
    );
  } finally {
    await staff.request.patch('/api/pricing/settings/', {
      headers: staffHeaders,
      data: { khr_per_usd: before.khr_per_usd },
    });
  }
});
