// The staff's edit screens end to end: a superuser changes a tow's status and the car's customer, with their car
// order open, sees the new status appear on its timeline; the tow's History panel says who changed it.
import type { APIRequestContext } from '@playwright/test';
import { accessTokenOf, DEMO_PASSWORD, sessionState, type TokenPair } from './support/roles';
import { expect, test } from './support/test';

async function tokensOf(request: APIRequestContext, email: string): Promise<TokenPair> {
  const response = await request.post('/api/usermgmt/token/', { data: { email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return (await response.json()) as TokenPair;
}

interface Page<T> {
  results: T[];
}

test('a superuser changes a towing status and the customer’s open timeline shows it', async ({
  openBrowser,
  pageAs,
  request,
  baseURL,
}) => {
  // A car of the demo customer still on the tow truck (the seed gives every demo customer a car at every stage).
  const customer = await pageAs('customer');
  const customerToken = await accessTokenOf(customer);
  const sales = await request.get('/api/v2/orders/carsales/?stage=towing', {
    headers: { Authorization: `Bearer ${customerToken}` },
  });
  expect(sales.status()).toBe(200);
  const sale = ((await sales.json()) as Page<{ id: number; car: { vin: string } }>).results[0]!;

  const admin = await tokensOf(request, 'admin@demo.local');
  const tows = await request.get(`/api/v2/orders/towings/?vin__icontains=${sale.car.vin}`, {
    headers: { Authorization: `Bearer ${admin.access}` },
  });
  const tow = ((await tows.json()) as Page<{ id: number; towing_status: string }>).results[0]!;
  // Between the two statuses that keep a car at the towing stage: whichever it is not now.
  const next = tow.towing_status === 'Towing in Progress' ? 'Dispatch' : 'Towing in Progress';

  await customer.goto(`/shipping-dashboard/car-sales/${sale.id}/`);
  const towingStage = customer
    .getByRole('listitem')
    .filter({ has: customer.getByRole('heading', { name: 'Towing', exact: true }) });
  await expect(towingStage).toHaveAttribute('aria-current', 'step');

  const superuser = await openBrowser(sessionState(baseURL!, admin));
  await superuser.goto(`/shipping-dashboard/towing/${tow.id}/`);
  await superuser.getByRole('link', { name: 'Edit towing' }).click();
  await expect(superuser).toHaveURL(new RegExp(`/shipping-dashboard/towing/edit/${tow.id}/$`));
  const form = superuser.getByRole('form', { name: 'Edit towing' });
  await form.getByLabel('Towing status').selectOption(next);
  await form.getByRole('button', { name: 'Save towing' }).click();
  await expect(form.getByRole('status')).toContainText('The towing was saved.');

  // Live: the record_update frame refetches the open car order; no reload.
  await expect(customer.getByRole('list', { name: 'Towing updates' }).getByRole('listitem').last()).toContainText(next);
  await expect(towingStage).toHaveAttribute('aria-current', 'step');

  await form.getByRole('link', { name: 'Back to the towing' }).click();
  const history = superuser.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText(`Towing status:from ${tow.towing_status}`);
  await expect(history.getByRole('listitem').first()).toContainText(`to ${next}`);

  // The customer never sees the History panel.
  await expect(customer.getByRole('region', { name: 'History' })).toHaveCount(0);
});

test('@mobile staff edit a loading record and the detail shows the new date', async ({ pageAs, request }) => {
  const page = await pageAs('staff');
  const records = await request.get('/api/v2/orders/loadingrecords/', {
    headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  const record = ((await records.json()) as Page<{ id: number }>).results[0]!;
  await page.goto(`/shipping-dashboard/loading-record/${record.id}/`);
  await page.getByRole('link', { name: 'Edit loading record' }).click();
  await expect(page).toHaveURL(new RegExp(`/shipping-dashboard/loading-record/edit/${record.id}/$`));

  const form = page.getByRole('form', { name: 'Edit loading record' });
  await form.getByLabel('Loading date').fill('2026-11-20');
  await form.getByRole('button', { name: 'Save loading record' }).click();
  await expect(form.getByRole('status')).toContainText('The loading record was saved.');
  await form.getByRole('link', { name: 'Back to the loading record' }).click();
  await expect(page.getByRole('region', { name: 'Loading', exact: true })).toContainText('20 Nov 2026');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Loading date');
});

test('staff add a private note on a summary report, see the sales rep, and the customer sees neither the note nor the history', async ({
  pageAs,
  request,
}) => {
  const customer = await pageAs('customer');
  const reports = await request.get('/api/v2/orders/summaryreports/', {
    headers: { Authorization: `Bearer ${await accessTokenOf(customer)}` },
  });
  const report = ((await reports.json()) as Page<{ id: number; sales_rep: { name: string } | null }>).results[0]!;

  const staff = await pageAs('staff');
  await staff.goto(`/shipping-dashboard/summary-report/${report.id}/`);
  if (report.sales_rep) await expect(staff.getByText(report.sales_rep.name).first()).toBeVisible();
  await staff.getByRole('tab', { name: /Private notes/ }).click();
  const words = `Margin check ${Date.now()}`;
  const form = staff.getByRole('form', { name: 'Add a private note (staff only)' });
  await form.getByLabel('Add a private note (staff only)').fill(words);
  await form.getByRole('button', { name: 'Add note' }).click();
  await expect(staff.getByRole('list', { name: 'Private notes' })).toContainText(words);
  await expect(staff.getByRole('region', { name: 'History' })).toContainText('added a private note');

  await customer.goto(`/shipping-dashboard/summary-report/${report.id}/`);
  await expect(customer.getByRole('heading', { name: 'Notes', exact: true })).toBeVisible();
  await expect(customer.getByText(words)).toHaveCount(0);
  await expect(customer.getByRole('tab', { name: /Private notes/ })).toHaveCount(0);
  await expect(customer.getByRole('region', { name: 'History' })).toHaveCount(0);
});

test('two superusers edit the same tow: the second save is refused, nothing is overwritten, Reload shows the first', async ({
  openBrowser,
  request,
  baseURL,
}) => {
  const admin = await tokensOf(request, 'admin@demo.local');
  const tows = await request.get('/api/v2/orders/towings/', { headers: { Authorization: `Bearer ${admin.access}` } });
  const tow = ((await tows.json()) as Page<{ id: number; price: number }>).results[1]!;
  const [first, second] = [
    await openBrowser(sessionState(baseURL!, admin)),
    await openBrowser(sessionState(baseURL!, admin)),
  ];
  for (const page of [first, second]) await page.goto(`/shipping-dashboard/towing/edit/${tow.id}/`);

  const firstForm = first.getByRole('form', { name: 'Edit towing' });
  await firstForm.getByLabel('Price (USD)').fill(String(tow.price + 11));
  await firstForm.getByRole('button', { name: 'Save towing' }).click();
  await expect(firstForm.getByRole('status')).toContainText('The towing was saved.');

  const secondForm = second.getByRole('form', { name: 'Edit towing' });
  await secondForm.getByLabel('Price (USD)').fill(String(tow.price + 99));
  await secondForm.getByRole('button', { name: 'Save towing' }).click();
  const alert = secondForm.getByRole('alert').filter({ hasText: 'changed by someone else' });
  await expect(alert).toContainText('nothing was saved');
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(secondForm.getByLabel('Price (USD)')).toHaveValue(String(tow.price + 11));

  const stored = await request.get(`/api/v2/orders/towings/${tow.id}/`, {
    headers: { Authorization: `Bearer ${admin.access}` },
  });
  expect(((await stored.json()) as { price: number }).price).toBe(tow.price + 11);
});

test('a customer who opens a loading record’s edit address reads that editing is for staff, and the record has no edit link', async ({
  pageAs,
  request,
}) => {
  const customer = await pageAs('customer');
  const records = await request.get('/api/v2/orders/loadingrecords/', {
    headers: { Authorization: `Bearer ${await accessTokenOf(customer)}` },
  });
  const record = ((await records.json()) as Page<{ id: number }>).results[0]!;
  // The one explanation page of decision 055, at the same address, with a 403.
  const response = await customer.goto(`/shipping-dashboard/loading-record/edit/${record.id}/`);
  expect(response?.status()).toBe(403);
  await expect(customer.getByRole('heading', { name: 'Editing loading records is not open to you' })).toBeVisible();
  await expect(customer.getByText('This page is for our staff only.')).toContainText(', a customer.');
  await customer.goto(`/shipping-dashboard/loading-record/${record.id}/`);
  await expect(customer.getByRole('link', { name: 'Edit loading record' })).toHaveCount(0);
  await expect(customer.getByRole('link', { name: 'Notes page' })).toBeVisible();
});
