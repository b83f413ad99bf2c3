// Shared class names for top-level navbar items, so links and menu buttons line up exactly.
import clsx from 'clsx';

/** `data-open` marks a menu button whose menu is showing; the keyboard's ring sits closer (items are 2 px apart). */
export function navItemClass(active: boolean): string {
  return clsx(
    'inline-flex h-9 items-center rounded-md px-1.5 text-[13px] font-medium whitespace-nowrap transition-colors',
    'hover:bg-gray-100 hover:text-primary data-open:bg-gray-100 data-open:text-primary',
    'focus-visible:outline-offset-1',
    active ? 'text-primary' : 'text-gray-800',
  );
}
