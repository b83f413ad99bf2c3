'use client';
// A menu button (WAI-ARIA menu pattern) without a UI library: Enter, Space or the arrows open it, the arrows,
// Home and End move between items, Escape closes it and returns focus to the button, a press outside or Tab closes it.
// The panel is always in the markup (hidden while closed), so crawlers and no-script readers find its links.
import clsx from 'clsx';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useDismiss } from './use-dismiss';

interface DropdownMenuProps {
  /** The button's content; `label` names it when the content is only an icon. */
  button: ReactNode;
  label?: string;
  buttonClassName: string;
  panelClassName: string;
  /** Which edge of the button the panel lines up with. */
  align?: 'start' | 'end';
  /** The items: elements with role="menuitem" and tabIndex -1; choosing one closes the menu. */
  children: ReactNode;
}

const ITEM_SELECTOR = '[role="menuitem"]';

export function DropdownMenu({
  button,
  label,
  buttonClassName,
  panelClassName,
  align = 'start',
  children,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  // Which item takes focus once the panel is rendered: the first, the last, or none (opened by a mouse click).
  const [initialFocus, setInitialFocus] = useState<'first' | 'last' | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const panelId = useId();

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  const dismiss = useCallback((reason: 'escape' | 'outside') => close(reason === 'escape'), [close]);
  useDismiss(open, { inside: [buttonRef, panelRef], onDismiss: dismiss });

  useEffect(() => {
    if (!open) return;
    const items = menuItems(panelRef.current);
    if (initialFocus === 'first') items[0]?.focus();
    else if (initialFocus === 'last') items.at(-1)?.focus();
    else panelRef.current?.focus();
  }, [open, initialFocus]);

  const openWith = (focus: 'first' | 'last' | null) => {
    setInitialFocus(focus);
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openWith('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const items = menuItems(panelRef.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % items.length,
      ArrowUp: (current - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in moves && items.length > 0) {
      event.preventDefault();
      items[moves[event.key]!]?.focus();
    } else if (event.key === 'Tab') {
      close();
    }
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={panelId}
        data-open={open ? '' : undefined}
        onClick={() => (open ? close() : openWith(null))}
        onKeyDown={onButtonKeyDown}
        className={buttonClassName}
      >
        {button}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        role="menu"
        tabIndex={-1}
        hidden={!open}
        aria-labelledby={buttonId}
        onKeyDown={onPanelKeyDown}
        onClick={(event) => (event.target as HTMLElement).closest(ITEM_SELECTOR) && close()}
        className={clsx(
          'absolute top-full z-50 mt-2.5 transition duration-150 ease-out starting:scale-95 starting:opacity-0 focus:outline-none',
          align === 'end' ? 'right-0 origin-top-right' : 'left-0 origin-top-left',
          panelClassName,
        )}
      >
        {children}
      </div>
    </div>
  );
}

function menuItems(panel: HTMLElement | null): HTMLElement[] {
  return panel ? [...panel.querySelectorAll<HTMLElement>(ITEM_SELECTOR)] : [];
}

/** Class names for a menu item: the focused item is highlighted like a hovered one, and ringed inside the panel. */
export const menuItemClass = (className: string) =>
  clsx(
    className,
    'hover:bg-primary-50 hover:text-primary-700 focus:bg-primary-50 focus:text-primary-700 focus-visible:-outline-offset-2',
  );
