// Two people editing one record (decision 038): a superuser has a purchase's edit form open while someone else saves
// the purchase; their save is refused with a clear message and nothing overwritten, Reload brings in the other's
// values, and saving again works.
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, sessionState, type TokenPair } from './support/roles';
import { expect, test } from './support/test';

async function superuserTokens(request: APIRequestContext): Promise<TokenPair> {
  const response = await request.post('/api/usermgmt/token/', {
    data: { email: 'admin@demo.local', password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as TokenPair;
}

test('a stale purchase edit is refused, Reload shows the saved purchase, the next save goes through', async ({
  openBrowser,
  request,
  baseURL,
}) => {
  const tokens = await superuserTokens(request);
  const auth = { Authorization: `Bearer ${tokens.access}` };
  const list = await request.get('/api/v2/orders/carspurchased/', { headers: auth });
  expect(list.status()).toBe(200);
  const [purchase] = ((await list.json()) as { results: { id: number }[] }).results;
  expect(purchase).toBeDefined();
  const id = purchase!.id;

  const page = await openBrowser(sessionState(baseURL!, tokens));
  await page.goto(`/dashboard/purchases/edit/${id}/`);
  const seller = page.getByLabel(/Auction \/ seller/);
  await expect(seller).toBeEditable();

  // Someone else saves the purchase after the form was opened.
  const current = await request.get(`/api/v2/orders/carspurchased/${id}/`, { headers: auth });
  const theirs = `Their seller ${Date.now()}`;
  const saved = await request.put(`/api/v2/orders/carspurchased/${id}/update/`, {
    headers: auth,
    data: { seller: theirs, updated_at: ((await current.json()) as { updated_at: string }).updated_at },
  });
  expect(saved.status()).toBe(200);

  await seller.fill('My seller');
  await page.getByRole('button', { name: 'Save purchase' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'changed by someone else' });
  await expect(alert).toContainText('Not saved:');
  await expect(alert).toContainText('Reload it to see their changes; nothing was saved.');
  const stored = await request.get(`/api/v2/orders/carspurchased/${id}/`, { headers: auth });
  expect(((await stored.json()) as { seller: string }).seller).toBe(theirs);

  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByText('Reloaded: the form shows the purchase as it is saved now.')).toBeVisible();
  await expect(seller).toHaveValue(theirs);

  await seller.fill(`${theirs} (checked)`);
  await page.getByRole('button', { name: 'Save purchase' }).click();
  await expect(page.getByText('The purchase was saved.')).toBeVisible();
  const after = await request.get(`/api/v2/orders/carspurchased/${id}/`, { headers: auth });
  expect(((await after.json()) as { seller: string }).seller).toBe(`${theirs} (checked)`);
});
