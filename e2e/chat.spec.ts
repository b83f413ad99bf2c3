// Live chat end to end: a customer and a staff member, each in their own browser, talk without reloading;
// staff label the conversation and mark it done. Each test's customer is an account made for it, so its chat list
// and unread count hold only what the test did.
import type { Page } from '@playwright/test';
import { accessTokenOf } from './support/roles';
import { notificationSocketSubscribed } from './support/sockets';
import { expect, test } from './support/test';

const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  // Send is enabled once there is text and the chat socket is connected.
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test('a customer and a staff member chat live; staff label the chat and mark it done', async ({
  newCustomerPage,
  pageAs,
}) => {
  const { page: customer, customer: account } = await newCustomerPage();
  const staff = await pageAs('staff');
  const supportChats = async () => {
    const res = await customer.request.get('/api/chats/?chat_type=support', {
      headers: { Authorization: `Bearer ${account.tokens.access}` },
    });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { count: number }).count;
  };

  // Opening "New conversation" and closing it leaves no chat: the first message makes it.
  await customer.goto('/messages/');
  await customer.getByRole('button', { name: 'New conversation' }).click();
  const dialog = customer.getByRole('dialog', { name: 'Message our team' });
  await expect(dialog.getByLabel('Your message')).toBeFocused();
  await customer.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(customer.getByRole('button', { name: 'New conversation' })).toBeFocused();
  expect(await supportChats()).toBe(0);

  await customer.getByRole('button', { name: 'New conversation' }).click();
  const hello = `Hello, is the Camry still available? ${Date.now()}`;
  await dialog.getByLabel('Your message').fill(hello);
  // A double click sends once: one chat, one message.
  await dialog.getByRole('button', { name: 'Send' }).dblclick();
  await expect(customer).toHaveURL(/\/messages\/\d+\/$/);
  const chatPath = new URL(customer.url()).pathname;
  await expect(messages(customer).getByText(hello)).toHaveCount(1);
  expect(await supportChats()).toBe(1);

  await staff.goto('/messages/');
  await staff.locator(`a[href="${chatPath}"]`).click();
  await expect(messages(staff).getByText(hello)).toBeVisible();
  const reply = `Yes, it is. When would you like to see it? ${Date.now()}`;
  await send(staff, reply);

  // Both see the reply without reloading: it came over the socket.
  await expect(messages(staff).getByText(reply)).toBeVisible();
  await expect(messages(customer).getByText(reply)).toBeVisible();
  const answer = `Tomorrow morning works. ${Date.now()}`;
  await send(customer, answer);
  await expect(messages(staff).getByText(answer)).toBeVisible();

  const label = `Hot lead ${Date.now() % 100000}`;
  await staff.getByRole('button', { name: 'Labels' }).click();
  await staff.getByRole('textbox', { name: 'Label name' }).fill(label);
  await staff.getByRole('button', { name: 'Create' }).click();
  await expect(staff.getByRole('list', { name: 'Labels on this chat' }).getByText(label)).toBeVisible();
  await staff.keyboard.press('Escape');

  await staff.getByRole('button', { name: 'Mark done' }).click();
  await expect(staff.getByRole('button', { name: 'Done ✓' })).toHaveAttribute('aria-pressed', 'true');
  const row = staff.locator(`a[href="${chatPath}"]`);
  await expect(row).toContainText(label);
  await expect(row).toContainText('Done');

  // What staff did is stored: a fresh load shows it too.
  await staff.reload();
  await expect(staff.getByRole('button', { name: 'Done ✓' })).toBeVisible();
  await expect(staff.locator('header').getByText(label)).toBeVisible();
});

test('on a phone the inbox shows one pane at a time, with a way back to the list @mobile', async ({
  newCustomerPage,
}) => {
  const { page: customer } = await newCustomerPage();
  await customer.setViewportSize({ width: 375, height: 740 });
  await customer.goto('/messages/');
  await customer.getByRole('button', { name: 'New conversation' }).click();
  const dialog = customer.getByRole('dialog', { name: 'Message our team' });
  await dialog.getByLabel('Your message').fill('Hello from my phone');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(customer).toHaveURL(/\/messages\/\d+\/$/);
  await expect(customer.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(customer.getByRole('heading', { name: 'Messages' })).toBeHidden();

  await customer.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(customer).toHaveURL(/\/messages\/$/);
  await expect(customer.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await expect(customer.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
});

test('scrolling up loads older messages and keeps the one being read in place', async ({ newCustomerPage }) => {
  const { page: customer, customer: account } = await newCustomerPage();
  const headers = { Authorization: `Bearer ${account.tokens.access}` };
  const run = Date.now();
  const data = { content: `Start of ${run}` };
  const chat = (await (await customer.request.post('/api/chats/create/', { headers, data })).json()) as {
    id: number;
  };
  for (let n = 1; n <= 45; n += 1) {
    const res = await customer.request.post('/api/chats/messages/create/', {
      headers,
      multipart: { chat: String(chat.id), content: `Line ${n} of ${run}` },
    });
    expect(res.ok()).toBe(true);
  }

  await customer.goto(`/messages/${chat.id}/`);
  const list = messages(customer);
  await expect(list.getByText(`Line 45 of ${run}`)).toBeInViewport();
  const oldestShown = list.getByText(`Line 26 of ${run}`, { exact: true });
  await expect(list.getByText(`Line 25 of ${run}`, { exact: true })).toHaveCount(0);

  await list.evaluate((node) => node.parentElement!.scrollTo({ top: 0 }));
  await expect(list.getByText(`Line 25 of ${run}`, { exact: true })).toBeAttached();
  // The older page went in above the reader: what was at the top is still on screen, the new page's top is not,
  // and nothing set off a second page.
  await expect(oldestShown).toBeInViewport();
  await expect(list.getByText(`Line 6 of ${run}`, { exact: true })).not.toBeInViewport();
  await expect(list.getByText(`Line 5 of ${run}`, { exact: true })).toHaveCount(0);
});

test('"Chat about this car" opens the car chat, named after the vehicle for the customer', async ({
  openBrowser,
  newCustomerPage,
  request,
}) => {
  const cars = await (await request.get('/api/cars/selling-type/us%20dealer/filter/')).json();
  const car = cars.results[1] as { id: number; vehicle_name: string };
  const visitor = await openBrowser();
  await visitor.goto(`/cars/${car.id}/`);
  // Visitors chat in the page's widget, or log in first.
  await expect(visitor.getByRole('link', { name: 'log in to chat from your account' })).toHaveAttribute(
    'href',
    /\/login\/\?next=/,
  );

  const { page: customer } = await newCustomerPage();
  await customer.goto(`/cars/${car.id}/`);
  await customer.getByRole('button', { name: 'Chat about this car' }).click();
  // The chat starts with the first message.
  await customer.getByRole('dialog', { name: 'Ask about this car' }).getByRole('button', { name: 'Send' }).click();
  await expect(customer).toHaveURL(/\/messages\/\d+\/$/);
  await expect(customer.getByRole('heading', { name: car.vehicle_name }).first()).toBeVisible();
});

test('the bell and the inbox follow a reply live, and staff assign the chat to a colleague', async ({
  newCustomerPage,
  pageAs,
}) => {
  const { page: customer } = await newCustomerPage();
  const headers = { Authorization: `Bearer ${await accessTokenOf(customer)}` };
  const data = { content: 'I would like an inspection.' };
  const chat = (await (await customer.request.post('/api/chats/create/', { headers, data })).json()) as {
    id: number;
  };
  const chatPath = `/messages/${chat.id}/`;

  // The inbox with no chat open: only the notification socket is listening. A new account has nothing unread.
  const listening = await notificationSocketSubscribed(customer);
  await customer.goto('/messages/');
  await expect(customer.getByRole('link', { name: 'You have 0 unread messages' })).toBeVisible();
  const firstRow = customer.getByRole('list', { name: 'Conversations' }).getByRole('link').first();
  await listening();

  const staff = await pageAs('staff');
  await staff.goto(chatPath);
  const reply = `We have booked your inspection for Monday. ${Date.now()}`;
  await send(staff, reply);
  await expect(messages(staff).getByText(reply)).toBeVisible();

  // The customer's bell rises, and their chat shows the reply and an unread badge.
  await expect(customer.getByRole('link', { name: 'You have 1 unread messages' })).toBeVisible();
  await expect(firstRow).toHaveAttribute('href', chatPath);
  await expect(firstRow).toContainText(reply);
  await expect(firstRow.getByLabel('1 unread')).toBeVisible();

  // Reading it brings the count back down.
  await firstRow.click();
  await expect(messages(customer).getByText(reply)).toBeVisible();
  await expect(customer.getByRole('link', { name: 'You have 0 unread messages' })).toBeVisible();
  await expect(firstRow.getByLabel('1 unread')).toHaveCount(0);

  // Staff hand the chat to a colleague; the choice is stored.
  await staff.getByRole('button', { name: /^(Assign|Assigned: .+)$/ }).click();
  await staff.getByRole('list', { name: 'Employees' }).getByRole('button', { name: 'Piseth Ly' }).click();
  await expect(staff.getByRole('button', { name: 'Assigned: Piseth' })).toBeVisible();
  await staff.reload();
  await expect(staff.getByRole('button', { name: 'Assigned: Piseth' })).toBeVisible();
});
