// The car list's results as a shopper reads them.
import type { Page } from '@playwright/test';

/** The names of the cars listed, in order; the sponsored card (a title heading of its own) is left out. */
export function carNames(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Results' })
    .getByRole('listitem')
    .filter({ hasNotText: 'Sponsored' })
    .getByRole('heading', { level: 3 })
    .allTextContents();
}
