// A keyboard user at 375 and 1280 px (issue 20, decision 062), with Tab, Shift+Tab, Enter and Escape only: every
// stop shows a focus ring and is on screen, a carousel never leaves the focus on a slide that is mostly off-screen,
// the menu button says whether its menu is open and which it is, and each dialog and popup keeps the focus inside,
// closes on Escape and hands the focus back to what opened it.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';

const WIDTHS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

/** A US dealer car: it has several photos (the gallery's thumbnails scroll sideways on a phone). */
async function carPage(request: APIRequestContext): Promise<string> {
  const cars = (await (await request.get('/api/cars/selling-type/us%20dealer/filter/')).json()) as {
    results: { id: number }[];
  };
  return `/cars/${cars.results[3]!.id}/`;
}

/** What the focused element shows: its outline or ring (or its box's, for the home search), and whether it is on top. */
function focusState() {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  const drawn = (style: CSSStyleDeclaration) =>
    (style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) >= 2 &&
      style.outlineColor !== 'rgba(0, 0, 0, 0)') ||
    style.boxShadow !== 'none';
  const box = element.getBoundingClientRect();
  const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
  const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
  const top = document.elementFromPoint(x, y);
  return {
    name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
    ring:
      drawn(getComputedStyle(element)) ||
      (element.parentElement !== null && drawn(getComputedStyle(element.parentElement))),
    // Not hidden under the fixed navbar or a floating button (WCAG 2.4.11).
    onTop: top !== null && (element.contains(top) || top.contains(element)),
  };
}

/** Presses Tab (Shift+Tab with `back`, for what is near the page's end) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, { back = false, max = 150 } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tab and Shift+Tab both stay inside `dialog`, going round it. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  const stops = await dialog.evaluate(
    (element) => element.querySelectorAll('a[href], button:not([disabled]), input, select, textarea').length,
  );
  for (let i = 0; i <= stops; i += 1) {
    await page.keyboard.press('Tab');
    expect(await inside(), `Tab ${i + 1} left the dialog`).toBe(true);
  }
  for (let i = 0; i <= stops; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await inside(), `Shift+Tab ${i + 1} left the dialog`).toBe(true);
  }
}

for (const viewport of WIDTHS) {
  test.describe(`keyboard at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('every tab stop on the home page, /cars/ and a car page shows a focus ring and is not covered', async ({
      page,
      request,
    }) => {
      test.slow();
      for (const path of ['/', '/cars/', await carPage(request)]) {
        await page.goto(path);
        await page.getByRole('link', { name: 'Skip to main content' }).waitFor({ state: 'attached' });
        const seen = new Set<string>();
        for (let stop = 0; stop < 150; stop += 1) {
          await page.keyboard.press('Tab');
          const state = await page.evaluate(focusState);
          if (state === null) break;
          expect(state.ring, `${path}: ${state.name} shows no focus ring`).toBe(true);
          expect(state.onTop, `${path}: ${state.name} is covered`).toBe(true);
          seen.add(state.name);
        }
        expect(seen.size, path).toBeGreaterThan(10);
      }
    });

    test('the home carousel and a car page’s thumbnails bring each focused slide fully into view', async ({
      page,
      request,
    }) => {
      const strips = [
        { path: '/', items: page.getByRole('region', { name: 'Promotions' }).getByRole('link') },
        { path: await carPage(request), items: page.getByRole('button', { name: /^Show photo \d+$/ }) },
      ];
      for (const { path, items } of strips) {
        await page.goto(path);
        await tabTo(page, items.first());
        const count = await items.count();
        expect(count, path).toBeGreaterThan(1);
        for (let i = 1; i < count; i += 1) {
          await page.keyboard.press('Tab');
          await expect(items.nth(i)).toBeFocused();
          // At least half of the focused slide is inside its scrolling strip and the window.
          await expect
            .poll(() =>
              items.nth(i).evaluate((element) => {
                const box = element.getBoundingClientRect();
                const strip = element.closest('ul')!.getBoundingClientRect();
                const left = Math.max(box.left, strip.left, 0);
                const right = Math.min(box.right, strip.right, innerWidth);
                return Math.max(0, right - left) / box.width;
              }),
            )
            .toBeGreaterThanOrEqual(0.5);
        }
      }
    });

    test('the lightbox and the visitors’ chat keep the focus, close on Escape and give it back', async ({
      page,
      request,
    }) => {
      await page.goto(await carPage(request));
      const opener = page.getByRole('button', { name: /^Photo 1 of \d+: open full screen$/ });
      await tabTo(page, opener);
      await page.keyboard.press('Enter');
      const lightbox = page.getByRole('dialog', { name: /Photo 1 of/ });
      await expect(lightbox.getByRole('button', { name: 'Close photos' })).toBeVisible();
      await expectFocusTrapped(page, lightbox);
      await page.keyboard.press('Escape');
      await expect(lightbox).toBeHidden();
      await expect(opener).toBeFocused();

      // The floating chat button (on a phone the car page's contact bar has its own, which opens the same chat).
      const launcher =
        viewport.width < 768
          ? page.getByRole('region', { name: 'Contact us about this car' }).getByRole('button', { name: 'Chat' })
          : page.locator('[data-floating-chat]');
      await tabTo(page, launcher, { back: true });
      await page.keyboard.press('Enter');
      const chat = page.getByRole('dialog');
      await expect(chat.getByLabel('Your first name')).toBeFocused();
      await expect(chat).toHaveAttribute('aria-modal', 'true');
      await expectFocusTrapped(page, chat);
      await page.keyboard.press('Escape');
      await expect(chat).toBeHidden();
      await expect(launcher).toBeFocused();
    });

    test('a signed-in customer’s first-message box keeps the focus and gives it back', async ({
      newCustomerPage,
      request,
    }) => {
      const { page } = await newCustomerPage();
      await page.setViewportSize(viewport);
      await page.goto(await carPage(request));
      const opener = page.getByRole('button', { name: 'Chat about this car' });
      await tabTo(page, opener);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Ask about this car' });
      await expect(dialog.getByLabel('Your message')).toBeFocused();
      await expectFocusTrapped(page, dialog);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });
}

test.describe('keyboard at 375 px: menu and filters', () => {
  test.use({ viewport: WIDTHS[0] });

  test('the menu button says it opens the menu dialog; the menu keeps the focus and Escape gives it back', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(menu).toHaveRole('dialog');
    await expect(menu).toHaveAccessibleName('Menu');
    await expectFocusTrapped(page, menu);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the filters drawer keeps the focus, and Escape gives it back to the Filters button', async ({ page }) => {
    await page.goto('/cars/');
    const button = page.getByRole('button', { name: 'Filters', exact: true });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Filter cars' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer).toHaveAttribute('id', (await button.getAttribute('aria-controls'))!);
    await expect(drawer.getByRole('combobox').first()).toBeVisible();
    await expectFocusTrapped(page, drawer);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('keyboard at 1280 px: navbar popups', () => {
  test.use({ viewport: WIDTHS[1] });

  test('the Home mega-menu, the search box and the account menu close on Escape with the focus back', async ({
    page,
  }) => {
    await page.goto('/');
    const home = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Home' });
    await tabTo(page, home);
    await page.keyboard.press('Enter');
    await expect(home).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(
        (id) => document.getElementById(id)?.contains(document.activeElement),
        (await home.getAttribute('aria-controls'))!,
      ),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect(home).toHaveAttribute('aria-expanded', 'false');
    await expect(home).toBeFocused();

    const search = page.getByRole('button', { name: 'Search cars' }).first();
    await tabTo(page, search);
    await page.keyboard.press('Enter');
    const box = page.getByRole('search').getByRole('combobox').or(page.getByRole('search').getByRole('searchbox'));
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('search')).toHaveCount(0);
    await expect(search).toBeFocused();

    const account = page.getByRole('button', { name: 'Log in or sign up' });
    await tabTo(page, account);
    await page.keyboard.press('Enter');
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitem', { name: 'Log In' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Sign Up' })).toBeFocused();
    expect((await page.evaluate(focusState))?.ring).toBe(true);
    await page.keyboard.press('Escape');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(account).toBeFocused();
  });
});
