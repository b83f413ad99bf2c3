// Every main page through axe (WCAG 2.0–2.2 A and AA, and best practice) at 1280 px and then 375 px, signed out and as
// each role that reaches it: any critical, serious or moderate violation fails the test, listed rule by rule with the
// elements it names (decisions 061, 081). One page load per page × role; the data the pages show (a lowered price, a
// saved car, a chat) is made through the API by e2e/support/a11y-data.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { a11yData, type A11yData } from './support/a11y-data';
import { expect, test } from './support/test';

type Who = 'visitor' | 'customer' | 'new customer' | 'dealer' | 'staff' | 'admin';

interface Scan {
  /** `{name}` is replaced by the id of that name in A11yData. */
  path: string;
  who: readonly Who[];
  /** The page's HTTP status when not 200 (a page that says why someone may not see it). */
  status?: number;
  /** What must be on the page before it is scanned, beyond its h1 and no loading placeholders. */
  ready?: (page: Page, data: A11yData) => Locator[];
}

// axe reads every element's colours on a long table: a page's check can take seconds on a busy machine.
test.describe.configure({ timeout: 60_000 });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const FAILING = new Set(['critical', 'serious', 'moderate']);

const EVERYONE: readonly Who[] = ['visitor', 'customer', 'dealer', 'staff', 'admin'];
const VISITOR_AND_CUSTOMER: readonly Who[] = ['visitor', 'customer'];
const wide = (page: Page) => (page.viewportSize()?.width ?? 1280) >= 992;

const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const priceDrop = (page: Page) => [results(page).getByText('Price drop', { exact: true }).first()];

const SCANS: Scan[] = [
  // Pages whose content depends on who is looking: every role.
  { path: '/', who: EVERYONE },
  {
    path: '/cars/',
    who: EVERYONE,
    // The car made for this run leads the newest-first results; the sponsored card and (wide) the filters load after.
    ready: (page) => [
      ...priceDrop(page),
      results(page).getByRole('link', { name: /^Sponsored / }),
      ...(wide(page) ? [page.getByRole('complementary', { name: 'Filters' }).getByLabel('Make')] : []),
    ],
  },
  { path: '/cars/local/{droppedCar}/', who: EVERYONE, ready: (page) => [page.getByText(/^Price dropped/)] },
  { path: '/cars/{auctionCar}/', who: EVERYONE },
  // The same for everyone but the navbar's account button, which every signed-in page below has too.
  { path: '/cars/auction/', who: VISITOR_AND_CUSTOMER, ready: (page) => [results(page).getByRole('link').first()] },
  { path: '/cars/local/', who: VISITOR_AND_CUSTOMER },
  { path: '/cars/us-dealer/', who: ['visitor'] },
  { path: '/parts/', who: VISITOR_AND_CUSTOMER, ready: (page) => [results(page).getByRole('link').first()] },
  { path: '/parts/{part}/', who: VISITOR_AND_CUSTOMER },
  ...[
    '/privacy-policy/',
    '/carcheckk/terms-and-conditions/',
    '/about-us/',
    '/services/',
    '/contact-us/',
    '/buying/auction/',
    '/buying/dealers/',
    '/buying/dealer-to-dealer/',
    '/buying/payment-process/',
    '/buying/shipping-types/',
    '/carcheckk/',
    '/sell-your-car-3/',
    '/login/',
    '/signup/',
    '/password/reset/',
  ].map((path): Scan => ({ path, who: ['visitor'] })),

  // A customer's own pages (the demo customer has the seed's orders and reports).
  { path: '/dashboard/', who: ['customer', 'dealer', 'staff'] },
  { path: '/shipping-dashboard/summary-report/', who: ['customer', 'staff'] },
  { path: '/shipping-dashboard/summary-report/{ownSale}/', who: ['customer'] },
  { path: '/shipping-dashboard/car-sales/', who: ['customer', 'staff'] },
  { path: '/shipping-dashboard/car-sales/{ownSale}/', who: ['customer'] },
  { path: '/dashboard/shippings/', who: ['customer', 'staff'] },
  { path: '/dashboard/shippings/detail/?id={ownShipping}', who: ['customer'] },
  { path: '/car-reports/', who: ['customer'] },
  { path: '/car-reports/{ownReport}/', who: ['customer'] },
  { path: '/dashboard/sell-car/', who: ['customer'] },
  { path: '/dashboard/part-orders/', who: ['customer', 'staff'] },
  { path: '/account/', who: ['customer'] },
  // A superuser's page opened by someone else: the page that says why not.
  { path: '/dashboard/purchases/', who: ['customer'], status: 403 },
  // The customer made for this run: its saved car and its chat about it.
  {
    path: '/dashboard/saved-cars/',
    who: ['new customer'],
    ready: (page) => [page.getByText('Price drop', { exact: true }).first()],
  },
  { path: '/messages/', who: ['new customer', 'dealer', 'staff'] },
  {
    path: '/messages/{chat}/',
    who: ['new customer', 'staff'],
    ready: (page, data) => [page.getByRole('list', { name: 'Messages' }).getByText(data.chatMessage)],
  },

  // A dealer's tools.
  { path: '/cars/my-listings/', who: ['dealer'] },
  { path: '/cars/car/add/', who: ['dealer'] },
  { path: '/cars/car/edit/{droppedCar}/', who: ['dealer'] },

  // Office staff's record pages.
  { path: '/shipping-dashboard/car-sales/{sale}/', who: ['staff'] },
  { path: '/shipping-dashboard/car-sales/edit/{sale}/', who: ['staff'] },
  { path: '/shipping-dashboard/car-sales/new/', who: ['staff'] },
  { path: '/shipping-dashboard/summary-report/{sale}/', who: ['staff'] },
  { path: '/shipping-dashboard/loading-record/', who: ['staff'] },
  { path: '/shipping-dashboard/loading-record/{loading}/', who: ['staff'] },
  { path: '/shipping-dashboard/loading-record/edit/{loading}/', who: ['staff'] },
  { path: '/dashboard/shippings/detail/?id={loading}', who: ['staff'] },
  { path: '/dashboard/pricing/', who: ['staff'] },
  { path: '/dashboard/outbox/', who: ['staff'] },

  // A superuser's record pages.
  { path: '/dashboard/purchases/', who: ['admin'] },
  { path: '/dashboard/purchases/{purchase}/', who: ['admin'] },
  { path: '/shipping-dashboard/towing/', who: ['admin'] },
  { path: '/shipping-dashboard/towing/{towing}/', who: ['admin'] },
  { path: '/shipping-dashboard/towing/edit/{towing}/', who: ['admin'] },
  { path: '/shipping-dashboard/containers/', who: ['admin'] },
  { path: '/shipping-dashboard/containers/{container}/', who: ['admin'] },
  { path: '/shipping-dashboard/containers/edit/{container}/', who: ['admin'] },
  { path: '/shipping-dashboard/containers/new/', who: ['admin'] },
  { path: '/shipping-dashboard/balance-report/', who: ['admin'] },
  { path: '/shipping-dashboard/balance-report/{balanceCustomer}/', who: ['admin'] },
];

/** The rule, its impact and help, and each element it names with axe's reason, one line each. */
function listed(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((v) =>
      [
        `${v.impact} ${v.id}: ${v.help}`,
        ...v.nodes.map((node) => `  ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`),
      ].join('\n'),
    )
    .join('\n');
}

// Each page is loaded once and scanned at 1280 px, then at 375 px: the phone layout is the same page under its media
// queries, and a second browser and page load per page (93 of them) took about a third of the suite's time.
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

for (const scan of SCANS) {
  for (const who of scan.who) {
    test(`${scan.path} as ${who} has no accessibility violations at 1280 and 375 px`, async ({
      openBrowser,
      pageAs,
      baseURL,
    }) => {
      const data = await a11yData(baseURL!);
      const page =
        who === 'visitor'
          ? await openBrowser()
          : who === 'new customer'
            ? await openBrowser(data.newCustomer)
            : who === 'admin'
              ? await openBrowser(data.admin)
              : await pageAs(who);
      await page.setViewportSize(WIDTHS[0]);
      const path = scan.path.replace(/\{(\w+)\}/g, (_, name: string) => String(data.ids[name]));

      const response = await page.goto(path);
      expect(response?.status()).toBe(scan.status ?? 200);
      for (const size of WIDTHS) {
        await test.step(`at ${size.width} px`, async () => {
          await page.setViewportSize(size);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          for (const shown of scan.ready?.(page, data) ?? []) await expect(shown).toBeVisible();
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

          // Legacy mode runs axe in the page itself: the same results on these one-frame pages (a car's video iframe
          // is checked as an element of the page), without axe's default finishing run in a second, fresh page,
          // which injects axe twice and took 3.4-5.5 s a scan against 1.3-1.8 s.
          const { violations } = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).analyze();
          const failing = violations.filter((v) => v.impact && FAILING.has(v.impact));
          expect(failing, `at ${size.width} px:\n${listed(failing)}`).toEqual([]);
        });
      }
    });
  }
}
