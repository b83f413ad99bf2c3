// The customer's dashboard end to end: a customer opens /dashboard, follows a car's timeline from its car order, sees
// a staff note arrive live (posted through the API as staff), opens it, and the unread badge clears.
import type { APIRequestContext, Page } from '@playwright/test';
import { accessTokenOf, DEMO_PASSWORD, ROLE_EMAIL, type TokenPair } from './support/roles';
import { notificationSocketSubscribed } from './support/sockets';
import { expect, test } from './support/test';

async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/usermgmt/token/', {
    data: { email: ROLE_EMAIL.staff, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as TokenPair).access;
}

async function unreadNotes(request: APIRequestContext, page: Page, saleId: number): Promise<number[]> {
  const response = await request.get(`/api/v2/orders/carsales/${saleId}/`, {
    headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { unread_notes: number[] }).unread_notes;
}

test('a customer follows a car from the dashboard to its timeline and reads a staff note that arrives live', async ({
  pageAs,
  request,
}) => {
  const customer = await pageAs('customer');
  const socketReady = await notificationSocketSubscribed(customer);

  await customer.goto('/dashboard/');
  await expect(customer.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const onTheWay = customer.getByRole('region', { name: 'Your cars on the way' });
  await expect(onTheWay.getByRole('progressbar').first()).toBeVisible();
  await expect(customer.getByRole('region', { name: 'Latest activity' }).getByRole('listitem').first()).toBeVisible();

  // From the dashboard to the car orders and one car's timeline, all in place (the socket stays open).
  await customer.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Car Orders' }).click();
  await expect(customer.getByRole('heading', { level: 1, name: 'Car Orders' })).toBeVisible();
  const firstOrder = customer.getByRole('table', { name: 'Car orders' }).getByRole('link').first();
  const orderHref = (await firstOrder.getAttribute('href'))!;
  const saleId = Number(orderHref.match(/car-sales\/(\d+)/)![1]);
  await firstOrder.click();
  await expect(customer).toHaveURL(new RegExp(`/shipping-dashboard/car-sales/${saleId}/$`));
  const carName = (await customer.getByRole('heading', { level: 1 }).textContent())!;
  const timeline = customer.getByRole('region', { name: 'Shipment timeline' });
  await expect(timeline.getByRole('list', { name: 'Stages' }).locator('> li')).toHaveCount(8);
  await expect(timeline.locator('li[aria-current="step"]')).toHaveCount(1);
  await expect(timeline.getByText('Current stage')).toBeVisible();
  // Opening the order read its notes, if it had unread ones.
  await expect.poll(() => unreadNotes(request, customer, saleId)).toEqual([]);

  // Back on the list, a staff member writes on this order: the customer hears of it without reloading.
  await customer.getByRole('link', { name: 'Car orders', exact: true }).click();
  const row = customer.getByRole('table', { name: 'Car orders' }).locator(`a[href="${orderHref}"]`);
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('new');
  await socketReady();
  const text = `Your car passed the export check, photos to follow. ${Date.now()}`;
  const created = await request.post('/api/v2/orders/carsales/note/create/', {
    headers: { Authorization: `Bearer ${await staffToken(request)}` },
    data: { record_id: saleId, content: text },
  });
  expect(created.status(), await created.text()).toBe(201);

  const notice = customer.locator('[aria-live="polite"]').getByRole('status');
  await expect(notice).toContainText('New note on');
  await expect(notice).toContainText(text);
  expect(carName).toContain((await notice.textContent())!.match(/New note on (\d{4} \S+)/)![1]!);
  await expect(row).toContainText('1 new');
  expect(await unreadNotes(request, customer, saleId)).toHaveLength(1);

  // Opening the order shows the note, marked new for this visit, and marks it read: the badge clears.
  await row.click();
  const notes = customer.getByRole('list', { name: 'Notes' });
  const note = notes.getByRole('listitem').filter({ hasText: text });
  await expect(note).toBeVisible();
  await expect(note.getByText('New', { exact: true })).toBeVisible();
  await expect.poll(() => unreadNotes(request, customer, saleId)).toEqual([]);
  await expect(customer.getByText(/^\d+ unread$/)).toHaveCount(0);
  await customer.getByRole('link', { name: 'Car orders', exact: true }).click();
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('new');
});

test('on a phone, a car order shows its current stage without scrolling sideways @mobile', async ({ pageAs }) => {
  const customer = await pageAs('customer');
  await customer.goto('/shipping-dashboard/car-sales/');
  // Cards on a phone, the table on a wide screen: whichever is shown.
  const order = customer
    .getByRole('main')
    .getByRole('link', { name: /^\d{4} / })
    .filter({ visible: true })
    .first();
  await order.click();
  await expect(customer).toHaveURL(/\/shipping-dashboard\/car-sales\/\d+\/$/);
  const current = customer.getByRole('region', { name: 'Shipment timeline' }).locator('li[aria-current="step"]');
  await current.scrollIntoViewIfNeeded();
  await expect(current.getByText('Current stage')).toBeInViewport();
  await expect(customer.getByText(/^Now:/)).toBeVisible();
  expect(
    await customer.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});
