// Signing in as a demo account in a browser of its own. The browsers are closed after each test (closeBrowsers):
// a tab left open on a chat would read the next test's messages and change its unread counts.
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234!';
const contexts: BrowserContext[] = [];

export async function newBrowserPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}

export async function logInAs(browser: Browser, email: string): Promise<Page> {
  const page = await newBrowserPage(browser);
  await page.goto('/login/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login\//, { timeout: 30_000 });
  return page;
}

export async function closeBrowsers(): Promise<void> {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
}
