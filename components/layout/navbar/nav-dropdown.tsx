'use client';
// One navbar dropdown (Services, Cambodia Cars, …): a menu button, so arrows, Enter and Escape work.
import clsx from 'clsx';
import Link from 'next/link';
import { DropdownMenu, menuItemClass } from '@/components/ui/dropdown-menu';
import { ChevronDownIcon } from '@/components/ui/icons';
import { isActivePath } from '../active-path';
import type { NavGroup } from '../site-links';
import { navItemClass } from './nav-styles';

export function NavDropdown({ group, pathname }: { group: NavGroup; pathname: string }) {
  const active = group.items.some((item) => isActivePath(pathname, item.href));
  return (
    <DropdownMenu
      button={
        <>
          {group.label}
          <ChevronDownIcon className="size-3 transition group-data-open:rotate-180" />
        </>
      }
      buttonClassName={clsx(navItemClass(active), 'group gap-0.5')}
      panelClassName="min-w-56 rounded-xl border border-gray-100 bg-white p-1.5 shadow-xl ring-1 ring-black/5"
    >
      {group.items.map((item) => (
        <Link
          key={item.href}
          href={item.href}
          role="menuitem"
          tabIndex={-1}
          aria-current={isActivePath(pathname, item.href) ? 'page' : undefined}
          className={menuItemClass(
            'block rounded-lg px-3 py-2 text-sm text-gray-700 aria-[current=page]:font-semibold aria-[current=page]:text-primary',
          )}
        >
          {item.label}
        </Link>
      ))}
    </DropdownMenu>
  );
}
