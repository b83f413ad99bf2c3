'use client';
// Desktop account area: Log In / Sign Up for visitors, a profile menu (Dashboard, My account, Sign Out) for users.
import clsx from 'clsx';
import Link from 'next/link';
import { DropdownMenu, menuItemClass } from '@/components/ui/dropdown-menu';
import { ChevronDownIcon, DashboardIcon, LogoutIcon, UserIcon } from '@/components/ui/icons';
import { signOut, type AuthUser } from '@/stores/use-auth-store';
import { isActivePath } from '../active-path';

export const DASHBOARD_HREF = '/shipping-dashboard/summary-report';
export const ACCOUNT_HREF = '/account';
/** Where a visitor who chose to log out lands (decision 051). */
export const AFTER_LOGOUT_HREF = '/';

/** Spec §2: Log In and Sign Up are hidden on the login and signup pages themselves. */
export function isAuthPage(pathname: string): boolean {
  return isActivePath(pathname, '/login') || isActivePath(pathname, '/signup');
}

export function AuthLinks({ user, pathname }: { user: AuthUser | null; pathname: string }) {
  if (user) return <ProfileMenu user={user} />;
  if (isAuthPage(pathname)) return null;
  // The menu row leaves room for both links only on wide screens; narrower ones get a compact menu.
  return (
    <>
      <div className="min-[1440px]:hidden">
        <VisitorMenu />
      </div>
      <div className="hidden items-center gap-1.5 min-[1440px]:flex">
        <Link
          href="/login"
          className="inline-flex h-9 items-center rounded-md px-3 text-sm font-semibold whitespace-nowrap text-gray-800 hover:text-primary"
        >
          Log In
        </Link>
        <Link
          href="/signup"
          className="inline-flex h-9 items-center rounded-full bg-primary px-4 text-sm font-semibold whitespace-nowrap text-white shadow-sm hover:bg-primary-700"
        >
          Sign Up
        </Link>
      </div>
    </>
  );
}

function VisitorMenu() {
  const item = menuItemClass('block rounded-lg px-3 py-2 text-sm font-medium text-gray-800');
  return (
    <DropdownMenu
      label="Log in or sign up"
      align="end"
      button={<UserIcon className="size-4.5" />}
      buttonClassName="flex size-9 items-center justify-center rounded-full border border-gray-200 text-gray-700 hover:bg-gray-100 data-open:bg-gray-100"
      panelClassName="w-52 rounded-xl border border-gray-100 bg-white p-1.5 shadow-xl ring-1 ring-black/5"
    >
      <Link href="/login" role="menuitem" tabIndex={-1} className={item}>
        Log In
      </Link>
      <Link href="/signup" role="menuitem" tabIndex={-1} className={item}>
        Sign Up
      </Link>
    </DropdownMenu>
  );
}

export function initials(user: AuthUser): string {
  const letters = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.trim();
  return (letters || user.email.charAt(0) || '?').toUpperCase();
}

function ProfileMenu({ user }: { user: AuthUser }) {
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  const shown = initials(user);
  const item = menuItemClass('flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm text-gray-700');
  return (
    <DropdownMenu
      // The name starts with the initials the button shows, so a speech user can say what they see (WCAG 2.5.3).
      label={`${shown}, account menu`}
      align="end"
      button={
        <>
          <span className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-bold text-white">
            {shown}
          </span>
          <ChevronDownIcon className="size-3.5 text-gray-500 transition group-data-open:rotate-180" />
        </>
      }
      buttonClassName="group flex items-center gap-1.5 rounded-full p-0.5 pr-2 hover:bg-gray-100 data-open:bg-gray-100"
      panelClassName="w-60 rounded-xl border border-gray-100 bg-white p-1.5 shadow-xl ring-1 ring-black/5"
    >
      <div className="border-b border-gray-100 px-3 pt-2 pb-3">
        <p className="truncate text-sm font-semibold text-gray-900">{name}</p>
        <p className="truncate text-xs text-gray-500">{user.email}</p>
      </div>
      <Link href={DASHBOARD_HREF} role="menuitem" tabIndex={-1} className={clsx(item, 'mt-1')}>
        <DashboardIcon className="size-4" />
        Dashboard
      </Link>
      <Link href={ACCOUNT_HREF} role="menuitem" tabIndex={-1} className={item}>
        <UserIcon className="size-4" />
        My account
      </Link>
      <button type="button" role="menuitem" tabIndex={-1} onClick={() => signOut(AFTER_LOGOUT_HREF)} className={item}>
        <LogoutIcon className="size-4" />
        Sign Out
      </button>
    </DropdownMenu>
  );
}
