'use client';
// One navbar dropdown (Services, Cambodia Cars, …): a Headless UI menu, so arrows, Enter and Escape work.
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import clsx from 'clsx';
import Link from 'next/link';
import { ChevronDownIcon } from '@/components/ui/icons';
import { isActivePath } from '../active-path';
import type { NavGroup } from '../site-links';
import { navItemClass } from './nav-styles';

export function NavDropdown({ group, pathname }: { group: NavGroup; pathname: string }) {
  const active = group.items.some((item) => isActivePath(pathname, item.href));
  return (
    <Menu>
      <MenuButton className={clsx(navItemClass(active, { headless: true }), 'group gap-0.5')}>
        {group.label}
        <ChevronDownIcon className="size-3 transition group-data-open:rotate-180" />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom start', gap: 10 }}
        transition
        className="z-50 min-w-56 origin-top rounded-xl border border-gray-100 bg-white p-1.5 shadow-xl ring-1 ring-black/5 transition duration-150 ease-out focus:outline-none data-closed:scale-95 data-closed:opacity-0"
      >
        {group.items.map((item) => (
          <MenuItem
            key={item.href}
            as={Link}
            href={item.href}
            aria-current={isActivePath(pathname, item.href) ? 'page' : undefined}
            className="block rounded-lg px-3 py-2 text-sm text-gray-700 data-focus:bg-primary-50 data-focus:text-primary-700 aria-[current=page]:font-semibold aria-[current=page]:text-primary"
          >
            {item.label}
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
