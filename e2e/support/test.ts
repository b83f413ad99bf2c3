// Playwright's `test` with the browsers a test opens beside its own page: as a demo role (saved storage state), as
// a new customer of its own, or as a visitor. Each is a browser context closed when the test ends, so no tab left
// on a chat reads the next test's messages.
import { test as base, type BrowserContextOptions, type Page } from '@playwright/test';
import { registerCustomer, type NewCustomer } from './accounts';
import { roleStateFile, sessionState, type Role } from './roles';

interface Browsers {
  /** A page in a browser of its own with the given session cookies (none: a visitor). */
  openBrowser: (storageState?: BrowserContextOptions['storageState']) => Promise<Page>;
  /** A page signed in as a demo role (a shared session: never end it server-side). */
  pageAs: (role: Role) => Promise<Page>;
  /** A page signed in as a customer made for this test, and the account's details. */
  newCustomerPage: () => Promise<{ page: Page; customer: NewCustomer }>;
}

// Fixture bodies name their callback `provide`: the React hooks lint rule takes any `use(...)` call for a hook.
export const test = base.extend<Browsers>({
  openBrowser: async ({ browser }, provide) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await provide(async (storageState) => {
      const context = await browser.newContext({ storageState });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  pageAs: async ({ openBrowser }, provide) => {
    await provide((role) => openBrowser(roleStateFile(role)));
  },
  newCustomerPage: async ({ openBrowser, request, baseURL }, provide) => {
    await provide(async () => {
      const customer = await registerCustomer(request);
      return { page: await openBrowser(sessionState(baseURL!, customer.tokens)), customer };
    });
  },
});

export { expect } from '@playwright/test';
