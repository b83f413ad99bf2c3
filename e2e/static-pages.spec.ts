// Content pages are rendered once and then served from memory (decision 063): the policy allows their inline scripts by
// hash and nothing else inline, the page works in the browser with no policy error, and an injected script is blocked.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectScriptsAllowedByHash } from './support/csp';
import { expect, test } from './support/test';

const PAGES = ['/privacy-policy/', '/buying/auction/', '/contact-us/', '/about-us/'];

/** Waits until the server answers the page from memory (the first visit has it rendered once in the background). */
async function servedFromMemory(request: APIRequestContext, path: string) {
  await expect.poll(async () => (await request.get(path)).headers()['x-static-page'], { timeout: 20_000 }).toBe('hit');
  return request.get(path);
}

/** Collects the page's policy violations and console errors from its first script on. */
async function watchPolicy(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return {
    errors,
    // Not counted: zod's one-time probe `Function("")` (it falls back to no JIT; every page's policy forbids eval).
    violations: async () =>
      (await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).filter(
        (violation) => violation !== 'script-src eval',
      ),
  };
}

for (const path of PAGES) {
  test(`${path} is served from memory with every inline script allowed by its hash, and nothing else inline`, async ({
    request,
  }) => {
    const res = await servedFromMemory(request, path);
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    await expectScriptsAllowedByHash(res);

    // Revalidation: the page answers 304 to its current tag. /about-us/ is rendered again a minute after its last
    // render (it lists the sales team), and a new render may carry a new tag: ask again with the one then served.
    await expect
      .poll(async () => {
        const tag = (await request.get(path)).headers().etag!;
        return (await request.get(path, { headers: { 'if-none-match': tag } })).status();
      })
      .toBe(304);
  });
}

test('a prerendered page works in the browser without a policy error, and an injected inline script is blocked', async ({
  page,
  request,
}) => {
  await servedFromMemory(request, '/privacy-policy/');
  const policy = await watchPolicy(page);
  const res = await page.goto('/privacy-policy/');
  expect(res?.headers()['x-static-page']).toBe('hit');

  // Hydrated: the client-side scroll-to-top button appears and works.
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await page.mouse.wheel(0, 1500);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(20);
  // A client navigation from it still works (Next renders the next page's data).
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).first().click();
  await expect(page).toHaveURL(/\/contact-us\/$/);

  expect(await policy.violations()).toEqual([]);
  expect(policy.errors.filter((text) => /Content Security Policy/i.test(text) && !/'unsafe-eval'/.test(text))).toEqual(
    [],
  );

  await page.goto('/privacy-policy/');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected ?? false;
  });
  expect(ran).toBe(false);
  await expect.poll(policy.violations).toEqual([expect.stringMatching(/^script-src(?:-elem)? inline$/)]);
});

test('a signed-in visitor gets the same prerendered page and sees the account menu', async ({ pageAs, request }) => {
  await servedFromMemory(request, '/services/');
  const page = await pageAs('customer');
  const res = await page.goto('/services/');
  expect(res?.headers()['x-static-page']).toBe('hit');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});
