// Accounts end to end: sign-up with the e-mailed link (read from /dev/outbox), login to `next`, logout, the
// guards, SMS verification and SMS password reset, and a wrong password. These tests use the login form (the
// others start signed in); logout and password reset happen only on accounts made here, never a demo role.
import { expect, test, type Page } from '@playwright/test';
import { roleStateFile } from './support/roles';

/** Matches the page's path exactly (a query's `next=/dashboard/` must not pass for being on /dashboard/). */
const atPath = (path: string) => (url: URL) => url.pathname === path;
const loginFor = (next: string) => (url: URL) => url.pathname === '/login/' && url.searchParams.get('next') === next;

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const phoneNumber = () => `+85517${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** The newest outbox entry sent to `to`, as the /dev/outbox page shows it. */
async function newestOutboxItem(page: Page, to: string) {
  await page.goto('/dev/outbox/');
  const item = page.getByRole('list', { name: 'Outbox' }).getByRole('listitem').filter({ hasText: to }).first();
  await expect(item).toBeVisible();
  return item;
}

async function newestCode(page: Page, phone: string): Promise<string> {
  const code = (await (await newestOutboxItem(page, phone)).getByTestId('otp-code').first().textContent()) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

test.describe('accounts', () => {
  test('sign up, verify with the e-mailed link, log in to next, log out', async ({ page }) => {
    const email = `buyer-${unique()}@example.com`;
    await page.goto('/signup/');
    await page.getByLabel('First name').fill('Sophea');
    await page.getByLabel('Last name').fill('Kim');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Phone').fill(phoneNumber());
    await page.getByLabel('Password').fill('angkor-sunrise-2026');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/verification\/instruction\/\?email=/);
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

    const mail = await newestOutboxItem(page, email);
    await mail.getByRole('link', { name: /\/verification/ }).click();
    await expect(page.getByText(/verified/i).first()).toBeVisible();

    await page.goto('/dashboard/');
    await expect(page).toHaveURL(loginFor('/dashboard/'));
    await logIn(page, email, 'angkor-sunrise-2026');
    await expect(page).toHaveURL(atPath('/dashboard/'));
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    // Decision 051: logging out lands on the home page.
    await expect(page).toHaveURL(atPath('/'));
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('token');
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  });

  test('a visitor opening the dashboard is sent to the login page with next', async ({ page }) => {
    await page.goto('/shipping-dashboard/summary-report/');
    await expect(page).toHaveURL(loginFor('/shipping-dashboard/summary-report/'));
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  });

  test.describe('as a customer', () => {
    test.use({ storageState: roleStateFile('customer') });

    test('a customer opening a superuser page stays there and reads why it is closed (decision 051)', async ({
      page,
    }) => {
      await page.goto('/shipping-dashboard/summary-report/');
      await expect(page).toHaveURL(atPath('/shipping-dashboard/summary-report/'));
      await expect(page.getByRole('link', { name: 'Balance Report' })).toHaveCount(0);

      await page.goto('/shipping-dashboard/balance-report/');
      await expect(page).toHaveURL(atPath('/shipping-dashboard/balance-report/'));
      await expect(page.getByRole('heading', { name: 'The Balance Report is not open to you' })).toBeVisible();
    });
  });

  test('a wrong password shows the API’s error', async ({ page }) => {
    await page.goto('/login/');
    await logIn(page, 'customer2@demo.local', 'not-the-password');
    // Next's route announcer is an alert too; the form's own is inside the form.
    await expect(page.getByRole('form', { name: 'Log in' }).getByRole('alert')).toContainText(
      'No active account found with the given credentials',
    );
    await expect(page).toHaveURL(atPath('/login/'));
  });

  test('verify by SMS code, then reset the password by SMS code', async ({ page, request }) => {
    const email = `sms-${unique()}@example.com`;
    const phone = phoneNumber();
    const registered = await request.post('/api/usermgmt/register/', {
      data: { email, phone, password: 'mekong-river-2026', first_name: 'Rithy', last_name: 'Meas' },
    });
    expect(registered.status()).toBe(201);

    await page.goto('/verification/send-otp/');
    await page.getByLabel('Phone').fill(phone);
    await page.getByRole('button', { name: 'Send the code' }).click();
    await expect(page).toHaveURL(/\/verification\/verify-otp\/\?phone=/);
    const code = await newestCode(page, phone);
    await page.goto(`/verification/verify-otp/?phone=${encodeURIComponent(phone)}`);
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(atPath('/shipping-dashboard/summary-report/'));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);

    await page.goto('/phone/password-reset/');
    await page.getByLabel('Phone').fill(phone);
    await page.getByRole('button', { name: 'Send the code' }).click();
    await expect(page).toHaveURL(/\/phone\/reset-password\/\?phone=/);
    const resetCode = await newestCode(page, phone);
    expect(resetCode).not.toBe(code);
    await page.goto(`/phone/reset-password/?phone=${encodeURIComponent(phone)}`);
    await page.getByLabel('6-digit code').fill(resetCode);
    await page.getByLabel('New password').fill('tonle-sap-2027');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status')).toContainText(/reset/i);

    await page.getByRole('link', { name: 'Log in' }).click();
    await logIn(page, email, 'tonle-sap-2027');
    await expect(page).toHaveURL(atPath('/shipping-dashboard/summary-report/'));
  });
});
