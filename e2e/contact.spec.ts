import { expect, test } from '@playwright/test';

test('the contact form validates, then saves an inquiry', async ({ page }) => {
  await page.goto('/contact-us');
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText('This field may not be blank.').first()).toBeVisible();

  await page.getByRole('textbox', { name: /name/i }).fill('Vannak Sok');
  await page.getByRole('textbox', { name: /e-?mail/i }).fill('not-an-email');
  await page.getByRole('textbox', { name: /subject/i }).fill('Shipping a 2019 Toyota Tacoma');
  await page
    .getByRole('textbox', { name: /message/i })
    .fill('How long does container shipping from Houston to Sihanoukville take?');
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();

  await page.getByRole('textbox', { name: /e-?mail/i }).fill('vannak@example.com');
  const saved = page.waitForResponse((r) => r.url().includes('/api/contact-us/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: /send/i }).click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByText(/thank you/i)).toBeVisible();
});
