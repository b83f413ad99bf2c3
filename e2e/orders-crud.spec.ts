// Creating and editing shipping records end to end (decision 039): staff record a car sale through the form, and a
// superuser's new ETA for a container reaches the timeline of a customer whose car is in it.
import type { APIRequestContext } from '@playwright/test';
import { vinCheckDigit } from '../lib/contract/vin';
import { DEMO_PASSWORD, ROLE_EMAIL, sessionState, type TokenPair } from './support/roles';
import { expect, test } from './support/test';

// The roles file has no superuser; the seed's admin is one, signed in here through the token endpoint.
async function signIn(request: APIRequestContext, email: string): Promise<TokenPair> {
  const response = await request.post('/api/usermgmt/token/', { data: { email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return (await response.json()) as TokenPair;
}

/** A VIN with its check digit, different on every run. */
function freshVin(): string {
  const serial = String(Date.now() % 1_000_000).padStart(6, '0');
  const draft = `5YJ3E1EA0KF${serial}`;
  return draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9);
}

/** ISO 6346: the check digit of the owner code, category and serial. */
function containerNumber(): string {
  const head = `TCLU${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  let sum = 0;
  [...head].forEach((char, i) => {
    let value = Number(char);
    if (Number.isNaN(value)) {
      value = 10;
      for (let code = 65; code < char.charCodeAt(0); code += 1) {
        value += 1;
        if (value % 11 === 0) value += 1;
      }
    }
    sum += value * 2 ** i;
  });
  return head + String((sum % 11) % 10);
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test('staff record a car sale for a customer through the form, then delete it', async ({ pageAs }) => {
  const page = await pageAs('staff');
  await page.goto('/shipping-dashboard/car-sales/new/');
  await expect(page.getByRole('heading', { level: 1, name: 'New car sale' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Customer' }).fill('customer@demo');
  await page.getByRole('option', { name: /customer@demo\.local/ }).click();
  await expect(page.getByRole('region', { name: 'Outstanding balances' })).toBeVisible();
  const vin = freshVin();
  await page.getByLabel('VIN').fill(vin);
  await page.getByLabel('Year').fill('2020');
  await page.getByLabel('Make').fill('Tesla');
  await page.getByLabel('Model').fill('Model 3');
  await page.getByLabel('Sale price (USD)').fill('$28,900');
  await page.getByRole('button', { name: 'Save car sale' }).click();

  await expect(page).toHaveURL(/\/shipping-dashboard\/car-sales\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('2020 Tesla Model 3');
  await expect(page.getByText(vin).first()).toBeVisible();
  // Its audit trail starts with the sale as recorded.
  await expect(page.getByRole('list', { name: 'Changes, newest first' })).toContainText(vin);

  // Recorded by mistake: deleted from its edit page, after the one confirmation dialog.
  const saleUrl = page.url();
  await page.getByRole('link', { name: 'Edit or delete' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit car sale' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this car sale?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/shipping-dashboard\/car-sales\/$/);
  expect((await page.goto(saleUrl))?.status()).toBe(404);
});

test('a superuser edits a container’s ETA and the customer’s timeline shows it', async ({
  request,
  openBrowser,
  pageAs,
  baseURL,
}) => {
  const tokens = await signIn(request, 'admin@demo.local');
  const admin = { Authorization: `Bearer ${tokens.access}` };
  const found = await request.get(`/api/usermgmt/user/search/?q=${ROLE_EMAIL.customer}`, { headers: admin });
  const customer = ((await found.json()) as { id: number; email: string }[]).find(
    (u) => u.email === ROLE_EMAIL.customer,
  )!;
  const sale = await request.post('/api/v2/orders/carsales/create/', {
    headers: admin,
    data: {
      customer_id: customer.id,
      date: isoDay(-30),
      vin: freshVin(),
      year: 2021,
      make: 'Toyota',
      model: 'Highlander',
      sale_price: 33_000,
    },
  });
  expect(sale.status()).toBe(201);
  const saleId = ((await sale.json()) as { id: number }).id;
  const box = await request.post('/api/v2/orders/containers/create/', {
    headers: admin,
    data: {
      container_number: containerNumber(),
      booking_number: 'E2E-ETA',
      shipping_company: 'CMA CGM',
      vessel: 'CMA CGM Tage',
      etd: isoDay(-3),
      eta: isoDay(30),
    },
  });
  expect(box.status()).toBe(201);
  const containerId = ((await box.json()) as { id: number }).id;
  const added = await request.post(`/api/v2/orders/containers/${containerId}/add-cars/`, {
    headers: admin,
    data: { car_sale_ids: [saleId], loading_date: isoDay(-5) },
  });
  expect(added.status()).toBe(200);

  // The superuser moves the ETA in the container's edit form.
  const superuser = await openBrowser(sessionState(baseURL!, tokens));
  await superuser.goto(`/shipping-dashboard/containers/edit/${containerId}/`);
  const newEta = isoDay(41);
  await superuser.getByLabel('ETA').fill(newEta);
  await superuser.getByRole('button', { name: 'Save container' }).click();
  await expect(superuser).toHaveURL(new RegExp(`/shipping-dashboard/containers/${containerId}/$`));
  await expect(superuser.getByRole('link', { name: /Toyota Highlander/ })).toBeVisible();

  // The customer's car order: at sea, arriving on the new ETA (an estimate).
  const page = await pageAs('customer');
  await page.goto(`/shipping-dashboard/car-sales/${saleId}/`);
  const arrival = page.getByRole('listitem').filter({ hasText: 'Arrived Sihanoukville' });
  await expect(arrival.locator(`time[datetime="${newEta}"]`)).toBeVisible();
  await expect(arrival).toContainText('Estimated');
});
