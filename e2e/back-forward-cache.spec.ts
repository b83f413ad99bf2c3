// Back after leaving an anonymous page may restore it from the browser's back/forward cache (decision 057): Chromium
// names nothing in the page that forbids it. A signed-in visitor's page stays out (no-store). Playwright runs
// Chromium with the cache switched off, so Chromium's own explanation of why a page was not restored is read
// through the DevTools protocol: only that switch may stand in the way of an anonymous page.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

interface Explanation {
  type: string;
  reason: string;
}

/** Opens `path`, leaves it for another page, goes back, and returns why Chromium did not restore it. */
async function notRestoredReasons(page: Page, path: string): Promise<Explanation[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  const reasons: Explanation[] = [];
  let reported = false;
  cdp.on('Page.backForwardCacheNotUsed', (event) => {
    reported = true;
    reasons.push(...(event.notRestoredExplanations as Explanation[]));
  });
  await page.goto(path);
  // Left while idle: a request still in flight when a page is left keeps it out too, whatever its headers.
  await page.waitForLoadState('networkidle');
  await page.goto('/about-us/');
  await page.goBack({ waitUntil: 'commit' });
  await expect.poll(() => reported).toBe(true);
  return reasons;
}

// A fetch still in flight when the page is left keeps it out of the cache that once; on a loaded machine one can start
// after `networkidle` (a poll, a lazily loaded part). That is timing, not the page's headers, which this test is about.
const IN_FLIGHT = new Set([
  'OutstandingNetworkRequestFetch',
  'OutstandingNetworkRequestXHR',
  'OutstandingNetworkRequestOthers',
]);

/** Reasons that come from the page itself rather than from how this browser was started or when it was left. */
const pageReasons = (reasons: Explanation[]) =>
  reasons.filter((r) => r.type !== 'Circumstantial' && !IN_FLIGHT.has(r.reason)).map((r) => r.reason);

test('an anonymous listing and content page may be kept for Back', async ({ page }) => {
  for (const path of ['/cars/', '/privacy-policy/']) {
    const reasons = await notRestoredReasons(page, path);
    expect(reasons.map((r) => r.reason)).toContain('BackForwardCacheDisabledByCommandLine');
    expect(pageReasons(reasons), path).toEqual([]);
    // Chromium files these under "circumstantial", but they are the page's: no-store on it or on what it fetched.
    for (const noStore of ['MainResourceHasCacheControlNoStore', 'JsNetworkRequestReceivedCacheControlNoStoreResource'])
      expect(
        reasons.map((r) => r.reason),
        path,
      ).not.toContain(noStore);
  }
});

test('a signed-in page is not kept', async ({ pageAs }) => {
  const customer = await pageAs('customer');
  const reasons = await notRestoredReasons(customer, '/cars/');
  expect(reasons.map((r) => r.reason)).toContain('MainResourceHasCacheControlNoStore');
});
