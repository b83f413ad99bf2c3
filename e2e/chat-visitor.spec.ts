// The visitors' chat widget end to end: a visitor starts an anonymous chat from a car page, staff answer from the
// inbox and the reply arrives live; the visitor then keeps the conversation by e-mail and lands in /messages.
import type { Page } from '@playwright/test';
import { accessTokenOf } from './support/roles';
import { expect, test } from './support/test';

/** The 6-digit code in the newest outbox entry to `to`, as /dev/outbox shows it. */
async function newestCode(page: Page, to: string): Promise<string> {
  await page.goto('/dev/outbox/');
  const item = page.getByRole('list', { name: 'Outbox' }).getByRole('listitem').filter({ hasText: to }).first();
  const code = (await item.getByTestId('otp-code').first().textContent()) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

test.setTimeout(90_000);

test('a visitor starts an anonymous chat from a car page, gets a live reply, then keeps it by e-mail', async ({
  openBrowser,
  pageAs,
  request,
}) => {
  const cars = (await (await request.get('/api/cars/selling-type/us%20dealer/filter/')).json()) as {
    results: { id: number; vehicle_name: string }[];
  };
  const car = cars.results[2]!;
  const run = Date.now();
  const name = `Vanna ${run.toString(36)}`;

  const visitor = await openBrowser();
  await visitor.goto(`/cars/${car.id}/`);
  await expect(visitor.getByRole('link', { name: 'log in to chat from your account' })).toHaveAttribute(
    'href',
    /\/login\/\?next=/,
  );
  await visitor.getByRole('button', { name: 'Chat about this car' }).click();
  const panel = visitor.getByRole('dialog');
  await panel.getByLabel('Your first name').fill(name);
  await panel.getByLabel('Phone').fill('017 217 919');
  await panel.getByRole('button', { name: 'Start chat' }).click();

  // The car chat starts with the visitor's first message.
  const hello = `Is this car still available? ${run}`;
  await panel.getByLabel('Your first message about this car').fill(hello);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('heading', { name: car.vehicle_name })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Messages' }).getByText(hello)).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Message' })).toBeFocused();

  // Staff find the visitor's chat in the inbox and answer.
  const staff = await pageAs('staff');
  await staff.goto('/messages/');
  const search = staff.getByRole('searchbox', { name: 'Search customers' });
  await search.fill(name);
  await search.press('Enter');
  await staff.getByRole('link').filter({ hasText: name }).first().click();
  const staffMessages = staff.getByRole('list', { name: 'Messages' });
  await expect(staffMessages.getByText(hello)).toBeVisible();
  const reply = `Yes, it is. Would you like a shipping quote? ${run}`;
  const staffBox = staff.getByRole('textbox', { name: 'Message' });
  await staffBox.fill(reply);
  await expect(staff.getByRole('button', { name: 'Send' })).toBeEnabled();
  await staffBox.press('Enter');

  // The visitor sees the reply without reloading.
  await expect(panel.getByRole('list', { name: 'Messages' }).getByText(reply)).toBeVisible();

  // A reload continues the same conversation (the visitor's session is kept in the browser).
  await visitor.reload();
  await visitor.getByRole('button', { name: 'Chat with us' }).click();
  await expect(visitor.getByRole('dialog').getByText(reply)).toBeVisible();
  await visitor.keyboard.press('Escape');
  await expect(visitor.getByRole('dialog')).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Chat with us' })).toBeFocused();

  // Keep the conversation: a code by e-mail, read from the dev outbox in another tab.
  await visitor.getByRole('button', { name: 'Chat with us' }).click();
  const dialog = visitor.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Keep this conversation' }).click();
  const email = `visitor-${run.toString(36)}@example.com`;
  await dialog.getByLabel('Your e-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send me a code' }).click();
  await expect(dialog.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  const code = await newestCode(await visitor.context().newPage(), email);
  await dialog.getByLabel('6-digit code').fill(code);
  await dialog.getByRole('button', { name: 'Verify and keep the chat' }).click();

  await expect(visitor).toHaveURL(/\/messages\/\d+\/$/);
  const messages = visitor.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText(hello)).toBeVisible();
  await expect(messages.getByText(reply)).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
});

test('a visitor who opens "Chat with us" and closes it leaves no chat; the first message makes one', async ({
  openBrowser,
  pageAs,
}) => {
  const run = Date.now();
  const name = `Sokun ${run.toString(36)}`;
  const staff = await pageAs('staff');
  await staff.goto('/messages/');
  const staffToken = await accessTokenOf(staff);
  const chatsOf = async () => {
    const res = await staff.request.get(`/api/chats/?search=${encodeURIComponent(name)}`, {
      headers: { Authorization: `Bearer ${staffToken}` },
    });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { count: number }).count;
  };

  const visitor = await openBrowser();
  await visitor.goto('/');
  const launcher = visitor.getByRole('button', { name: 'Chat with us' });
  await launcher.click();
  const panel = visitor.getByRole('dialog');
  await panel.getByLabel('Your first name').fill(name);
  await panel.getByLabel('Telegram username').fill(`@sokun_${run.toString(36)}`);
  await panel.getByRole('button', { name: 'Start chat' }).click();
  await expect(panel.getByLabel('Your message to our team')).toBeFocused();
  await visitor.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  expect(await chatsOf()).toBe(0);

  // Opened again, still no chat until the message is sent.
  await launcher.click();
  const hello = `Do you ship to Battambang? ${run}`;
  await panel.getByLabel('Your message to our team').fill(hello);
  expect(await chatsOf()).toBe(0);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('list', { name: 'Messages' }).getByText(hello)).toBeVisible();
  await expect.poll(chatsOf).toBe(1);
});
