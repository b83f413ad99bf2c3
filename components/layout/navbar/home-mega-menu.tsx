'use client';
// The desktop "Home" item: hovering, clicking or pressing Enter/Space opens a full-width mega-menu with
// three link columns and the company's contact details.
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import clsx from 'clsx';
import Link from 'next/link';
import { useEffect, useRef, type MouseEvent } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { ContactAddress } from '../contact-address';
import { megaMenuColumns } from '../site-links';
import { navItemClass } from './nav-styles';

// Long enough to cross the gap between the button and the panel without it closing.
const HOVER_CLOSE_DELAY_MS = 150;

export function HomeMegaMenu({ active }: { active: boolean }) {
  return <Popover>{({ open, close }) => <MegaMenu open={open} close={close} active={active} />}</Popover>;
}

function MegaMenu({ open, close, active }: { open: boolean; close: () => void; active: boolean }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A click right after a hover-open should keep the menu open, not toggle it shut.
  const openedByHover = useRef(false);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (!open) openedByHover.current = false;
  }, [open]);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const openOnHover = () => {
    cancelClose();
    if (open) return;
    openedByHover.current = true;
    buttonRef.current?.click();
  };
  const closeAfterHover = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => close(), HOVER_CLOSE_DELAY_MS);
  };
  const keepOpenOnClick = (event: MouseEvent) => {
    if (open && openedByHover.current && event.detail > 0) {
      openedByHover.current = false;
      event.preventDefault();
    }
  };

  return (
    <>
      <PopoverButton
        ref={buttonRef}
        onMouseEnter={openOnHover}
        onMouseLeave={closeAfterHover}
        onClick={keepOpenOnClick}
        className={clsx(navItemClass(active, { headless: true }), 'group gap-0.5')}
      >
        Home
        <ChevronDownIcon className="size-3 transition group-data-open:rotate-180" />
      </PopoverButton>
      <PopoverPanel
        transition
        onMouseEnter={cancelClose}
        onMouseLeave={closeAfterHover}
        className="absolute inset-x-0 top-full border-t border-gray-100 bg-white shadow-2xl transition duration-150 ease-out data-closed:-translate-y-1 data-closed:opacity-0"
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
                      onClick={close}
                      className="-mx-2 block rounded-md px-2 py-1.5 text-sm text-gray-700 hover:bg-primary-50 hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-primary"
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
      </PopoverPanel>
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
