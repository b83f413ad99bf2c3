// Shared class names for top-level navbar items, so links and menu buttons line up exactly.
import clsx from 'clsx';

/**
 * Headless UI buttons get their ring from `data-focus` (keyboard focus only): the hover-opened mega-menu
 * focuses its button, and the browser's focus-visible heuristic would ring it on a mouse hover.
 */
export function navItemClass(active: boolean, { headless = false } = {}): string {
  return clsx(
    'inline-flex h-9 items-center rounded-md px-1.5 text-[13px] font-medium whitespace-nowrap transition-colors',
    'hover:bg-gray-100 hover:text-primary data-open:bg-gray-100 data-open:text-primary',
    headless
      ? 'focus:outline-none data-focus:outline-2 data-focus:outline-offset-1 data-focus:outline-primary'
      : 'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary',
    active ? 'text-primary' : 'text-gray-800',
  );
}
