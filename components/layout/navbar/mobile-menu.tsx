'use client';
// Small-screen navigation: a full-screen panel with every navbar link (groups expandable) and the account
// actions; choosing any link closes it.
import clsx from 'clsx';
import Link from 'next/link';
import { useId, useState } from 'react';
import { Logo } from '@/components/brand/logo';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { signOut, type AuthUser } from '@/stores/use-auth-store';
import { isActivePath } from '../active-path';
import { isNavGroup, mainNav, type NavGroup } from '../site-links';
import { ACCOUNT_HREF, AFTER_LOGOUT_HREF, DASHBOARD_HREF, isAuthPage } from './auth-links';

interface MobileMenuProps {
  user: AuthUser | null;
  pathname: string;
  /** Links shown above the site's (the dashboard's sections); choosing one closes the menu too. */
  section?: React.ReactNode;
}

const linkClass = (active: boolean) =>
  clsx(
    'flex w-full items-center rounded-lg px-3 py-3 text-base font-medium',
    active ? 'bg-primary-50 text-primary-700' : 'text-gray-900 hover:bg-gray-50',
  );

export function MobileMenu({ user, pathname, section }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(true)}
        className="rounded-md p-2 text-gray-800 hover:bg-gray-100"
      >
        <MenuIcon className="size-6" />
      </button>
      <Modal
        id={menuId}
        open={open}
        onClose={close}
        label="Menu"
        className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white lg:hidden"
      >
        <div className="flex h-navbar shrink-0 items-center justify-between border-b border-gray-100 px-4">
          <Logo onClick={close} />
          <button
            type="button"
            aria-label="Close menu"
            onClick={close}
            className="rounded-md p-2 text-gray-800 hover:bg-gray-100"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        {section && (
          // A click on any of its links closes the menu, as the site's own links do. Delegated: the links are the
          // controls (Enter on a link is a click too), the box only listens.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
          <div
            className="border-b border-gray-100"
            onClick={(event) => (event.target as Element).closest('a') && close()}
          >
            {section}
          </div>
        )}
        <nav aria-label="Mobile" className="flex-1 space-y-1 px-3 py-4">
          <Link href="/" onClick={close} className={linkClass(isActivePath(pathname, '/'))}>
            Home
          </Link>
          {mainNav.map((entry) =>
            isNavGroup(entry) ? (
              <MobileGroup key={entry.label} group={entry} pathname={pathname} onNavigate={close} />
            ) : (
              <Link
                key={entry.href}
                href={entry.href}
                onClick={close}
                className={linkClass(isActivePath(pathname, entry.href))}
              >
                {entry.label}
              </Link>
            ),
          )}
        </nav>
        <AccountActions user={user} pathname={pathname} onNavigate={close} />
      </Modal>
    </>
  );
}

function MobileGroup({ group, pathname, onNavigate }: { group: NavGroup; pathname: string; onNavigate: () => void }) {
  const active = group.items.some((item) => isActivePath(pathname, item.href));
  const [open, setOpen] = useState(active);
  const panelId = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-open={open ? '' : undefined}
        onClick={() => setOpen(!open)}
        className={clsx(linkClass(false), 'group justify-between')}
      >
        {group.label}
        <ChevronDownIcon className="size-5 text-gray-400 transition group-data-open:rotate-180" />
      </button>
      <div id={panelId} hidden={!open} className="mb-2 ml-3 border-l-2 border-primary-100 pl-2">
        {group.items.map((item) => (
          <Link
            key={item.href}
            href={item.href}
            onClick={onNavigate}
            className={clsx(linkClass(isActivePath(pathname, item.href)), 'py-2.5 text-[15px]')}
          >
            {item.label}
          </Link>
        ))}
      </div>
    </div>
  );
}

function AccountActions({ user, pathname, onNavigate }: MobileMenuProps & { onNavigate: () => void }) {
  const button = 'flex h-11 flex-1 items-center justify-center rounded-lg text-sm font-semibold';
  if (!user && isAuthPage(pathname)) return null;
  return (
    <div className="sticky bottom-0 flex gap-3 border-t border-gray-100 bg-white p-4">
      {user ? (
        <>
          <Link href={DASHBOARD_HREF} onClick={onNavigate} className={clsx(button, 'bg-primary text-white')}>
            Dashboard
          </Link>
          <Link href={ACCOUNT_HREF} onClick={onNavigate} className={clsx(button, 'ring-1 ring-gray-300 text-gray-900')}>
            My account
          </Link>
          <button
            type="button"
            onClick={() => {
              onNavigate();
              signOut(AFTER_LOGOUT_HREF);
            }}
            className={clsx(button, 'ring-1 ring-gray-300 text-gray-900')}
          >
            Log out
          </button>
        </>
      ) : (
        <>
          <Link href="/login" onClick={onNavigate} className={clsx(button, 'ring-1 ring-gray-300 text-gray-900')}>
            Log in
          </Link>
          <Link href="/signup" onClick={onNavigate} className={clsx(button, 'bg-primary text-white')}>
            Sign up
          </Link>
        </>
      )}
    </div>
  );
}
