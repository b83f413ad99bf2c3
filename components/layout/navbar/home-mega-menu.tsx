'use client';
// The desktop "Home" item: hovering, clicking or pressing Enter/Space opens a full-width mega-menu with
// three link columns and the company's contact details (a disclosure: Escape or a press outside closes it). The
// panel stays in the markup while closed (hidden), so crawlers reach every category from any page.
import clsx from 'clsx';
import Link from 'next/link';
import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useDismiss } from '@/components/ui/use-dismiss';
import { ContactAddress } from '../contact-address';
import { megaMenuColumns } from '../site-links';
import { navItemClass } from './nav-styles';

// Long enough to cross the gap between the button and the panel without it closing.
const HOVER_CLOSE_DELAY_MS = 150;

export function HomeMegaMenu({ active }: { active: boolean }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const closeTimer = useRef<number | undefined>(undefined);
  // A click right after a hover-open should keep the menu open, not toggle it shut.
  const openedByHover = useRef(false);

  const close = useCallback((returnFocus = false) => {
    window.clearTimeout(closeTimer.current);
    openedByHover.current = false;
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  const dismiss = useCallback((reason: 'escape' | 'outside') => close(reason === 'escape'), [close]);
  useDismiss(open, { inside: [buttonRef, panelRef], onDismiss: dismiss });
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const openOnHover = () => {
    cancelClose();
    if (open) return;
    openedByHover.current = true;
    setOpen(true);
  };
  const closeAfterHover = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => close(), HOVER_CLOSE_DELAY_MS);
  };
  const toggle = (event: MouseEvent) => {
    if (open && openedByHover.current && event.detail > 0) {
      openedByHover.current = false;
      return;
    }
    if (open) close();
    else setOpen(true);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-open={open ? '' : undefined}
        onMouseEnter={openOnHover}
        onMouseLeave={closeAfterHover}
        onClick={toggle}
        className={clsx(navItemClass(active), 'group gap-0.5')}
      >
        Home
        <ChevronDownIcon className="size-3 transition group-data-open:rotate-180" />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onMouseEnter={cancelClose}
        onMouseLeave={closeAfterHover}
        className="absolute inset-x-0 top-full border-t border-gray-100 bg-white shadow-2xl transition duration-150 ease-out starting:-translate-y-1 starting:opacity-0"
      >
        <div className="mx-auto grid max-w-[1440px] grid-cols-4 gap-8 px-6 py-8">
          {megaMenuColumns.map((column) => (
            <div key={column.label}>
              <p className="text-xs font-bold tracking-widest text-gray-400 uppercase">{column.label}</p>
              <ul className="mt-3 space-y-1">
                {column.items.map((item) => (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      onClick={() => close()}
                      className="-mx-2 block rounded-md px-2 py-1.5 text-sm text-gray-700 hover:bg-primary-50 hover:text-primary-700"
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <ContactColumn />
        </div>
      </div>
    </>
  );
}

function ContactColumn() {
  return (
    <div className="rounded-xl bg-gray-50 p-5 ring-1 ring-gray-100">
      <p className="text-xs font-bold tracking-widest text-gray-400 uppercase">Contact Us</p>
      <ContactAddress tone="light" className="mt-3 text-gray-700" />
    </div>
  );
}
