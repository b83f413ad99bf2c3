// Issue 16 on a 375 px phone: a car page's floating buttons cover neither its sticky contact bar, its main buttons nor
// the footer's last lines; the bar's Call link dials the office; opening a car chat creates nothing until the first
// message is sent.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';

const PHONE = { width: 375, height: 740 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The on-screen boxes of the floating buttons that are showing. */
async function floatingBoxes(page: Page): Promise<Box[]> {
  const floating = [page.getByRole('button', { name: 'Scroll to top' }), page.locator('[data-floating-chat]')];
  const boxes: Box[] = [];
  for (const button of floating) {
    if ((await button.count()) && (await button.first().isVisible())) boxes.push((await button.first().boundingBox())!);
  }
  return boxes;
}

async function expectUncovered(page: Page, targets: Record<string, Locator>) {
  const floating = await floatingBoxes(page);
  for (const [name, target] of Object.entries(targets)) {
    const box = await target.boundingBox();
    if (!box) continue;
    for (const button of floating) expect(overlaps(button, box), `a floating button covers ${name}`).toBe(false);
  }
}

async function carWithPhotos(request: import('@playwright/test').APIRequestContext) {
  const cars = (await (await request.get('/api/cars/selling-type/us%20dealer/filter/')).json()) as {
    results: { id: number; vehicle_name: string }[];
  };
  return cars.results[3]!;
}

test('on a phone, a car page has a Call / Telegram / Chat bar and the floating buttons cover nothing @mobile', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const car = await carWithPhotos(request);
  await page.goto(`/cars/${car.id}/`);

  const bar = page.getByRole('region', { name: 'Contact us about this car' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+855\d{8,9}$/);
  await expect(bar.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', /^https:\/\/t\.me\/.+/);
  await expect(bar.getByRole('button', { name: 'Chat' })).toBeVisible();
  // The bar has its own Chat button: the floating one steps aside.
  await expect(page.locator('[data-floating-chat]')).toBeHidden();

  const cta = page.getByRole('button', { name: 'Chat about this car' });
  const footerEnd = page.locator('[data-site-footer]').getByText(/All rights reserved/);
  const footerLinks = page.locator('[data-site-footer]').getByRole('link', { name: 'Contact', exact: true });
  const targets = { 'the sticky bar': bar, 'the chat button': cta, 'the footer': footerEnd, 'its links': footerLinks };

  // Mid-page, with the main button in view: scroll-to-top shows, above the bar.
  await cta.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 300));
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
  await expectUncovered(page, targets);
  const scrollTop = (await page.getByRole('button', { name: 'Scroll to top' }).boundingBox())!;
  const barBox = (await bar.boundingBox())!;
  expect(scrollTop.y + scrollTop.height).toBeLessThanOrEqual(barBox.y);

  // At the page's end the footer's last lines sit above the bar, and nothing floats over them.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() => page.evaluate(() => window.scrollY + window.innerHeight >= document.body.scrollHeight - 2))
    .toBe(true);
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeHidden();
  await expectUncovered(page, targets);
  const footerBox = (await footerEnd.boundingBox())!;
  expect(footerBox.y + footerBox.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
});

test('on a phone, pages without the bar keep the footer clear of the floating chat button @mobile', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/about-us/');
  const chat = page.locator('[data-floating-chat]');
  await expect(chat).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() => page.evaluate(() => window.scrollY + window.innerHeight >= document.body.scrollHeight - 2))
    .toBe(true);
  const footer = page.locator('[data-site-footer]');
  await expectUncovered(page, {
    'the copyright line': footer.getByText(/All rights reserved/),
    'the privacy link': footer.getByRole('link', { name: 'Privacy Policy' }).last(),
    'the contact link': footer.getByRole('link', { name: 'Contact', exact: true }),
  });
});

test('on a phone, opening a car chat creates no chat until the first message is sent @mobile', async ({
  newCustomerPage,
  request,
}) => {
  const car = await carWithPhotos(request);
  const { page, customer } = await newCustomerPage();
  await page.setViewportSize(PHONE);
  const chatsAboutCar = async () => {
    const res = await request.get(`/api/chats/?car=${car.id}`, {
      headers: { authorization: `Bearer ${customer.tokens.access}` },
    });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { count: number }).count;
  };

  await page.goto(`/cars/${car.id}/`);
  const bar = page.getByRole('region', { name: 'Contact us about this car' });
  await bar.getByRole('button', { name: 'Chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask about this car' });
  await expect(dialog.getByLabel('Your message')).toBeFocused();
  expect(await chatsAboutCar()).toBe(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(bar.getByRole('button', { name: 'Chat' })).toBeFocused();
  expect(await chatsAboutCar()).toBe(0);

  await page.getByRole('button', { name: 'Chat about this car' }).click();
  const message = `Can you ship it to Phnom Penh? ${Date.now()}`;
  await dialog.getByLabel('Your message').fill(message);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/messages\/\d+\/$/);
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(message)).toBeVisible();
  await expect.poll(chatsAboutCar).toBe(1);
});
