// Keyboard users skip the navbar (issue 20): the first tab stop of a page is "Skip to main content", shown when
// focused, and following it makes the next tab stop the first control of the page's own content.
import { expect, test } from './support/test';

for (const path of ['/', '/cars/', '/privacy-policy/']) {
  test(`the first tab stop on ${path} skips to the main content`, async ({ page }) => {
    await page.goto(path);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // The focus is now inside <main>, past the navbar's links.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main')?.id ?? null)).toBe('main');
  });
}

test('the home page search shows a focus ring when the keyboard reaches it', async ({ page }) => {
  await page.goto('/');
  const field = page.getByRole('searchbox', { name: 'Search cars' });
  await field.focus();
  // The field draws no outline of its own; its box carries the ring.
  const ring = await field.evaluate((input) => getComputedStyle(input.parentElement!).boxShadow);
  expect(ring).not.toBe('none');
});
