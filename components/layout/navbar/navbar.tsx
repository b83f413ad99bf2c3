'use client';
// The fixed top bar of every layout with navigation: logo, menus (desktop), search, account, mobile menu.
import clsx from 'clsx';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Logo } from '@/components/brand/logo';
import { selectVisibleUser, useAuthStore } from '@/stores/use-auth-store';
import { isActivePath } from '../active-path';
import { isNavGroup, mainNav } from '../site-links';
import { AuthLinks } from './auth-links';
import { HomeMegaMenu } from './home-mega-menu';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { navItemClass } from './nav-styles';
import { NavbarSearch } from './navbar-search';

interface NavbarProps {
  /** The notification bell, passed in by the layouts (components cannot import features). */
  bell?: React.ReactNode;
  /** The car search (with name suggestions), passed in the same way; a plain search box without it. */
  search?: React.ReactNode;
  /** Extra links at the top of the small-screen menu (the dashboard's sections), so a page has one menu button. */
  menuSection?: React.ReactNode;
}

export function Navbar({ bell, search, menuSection }: NavbarProps = {}) {
  const pathname = usePathname() ?? '/';
  const user = useAuthStore(selectVisibleUser);
  // Until the session is restored the account area stays hidden, so a signed-in user never sees "Log In" flash.
  const sessionKnown = useAuthStore((state) => state.status !== 'unknown');

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-navbar border-b border-gray-200 bg-white/95 shadow-xs backdrop-blur supports-backdrop-filter:bg-white/85">
      <div className="mx-auto flex h-full max-w-[1440px] items-center gap-3 px-4 lg:px-6">
        <Logo wordmarkClassName="lg:max-[1339px]:hidden" />
        <nav aria-label="Main" className="ml-2 hidden items-center gap-0.5 lg:flex">
          <HomeMegaMenu active={isActivePath(pathname, '/')} />
          {mainNav.map((entry) =>
            isNavGroup(entry) ? (
              <NavDropdown key={entry.label} group={entry} pathname={pathname} />
            ) : (
              <Link
                key={entry.href}
                href={entry.href}
                aria-current={isActivePath(pathname, entry.href) ? 'page' : undefined}
                className={navItemClass(isActivePath(pathname, entry.href))}
              >
                {entry.label}
              </Link>
            ),
          )}
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          {/* Every width: below 1200 px the button opens the same search over the bar. */}
          <div>{search ?? <NavbarSearch />}</div>
          {user && bell}
          <div className={clsx('hidden lg:block', !sessionKnown && 'invisible')}>
            <AuthLinks user={user} pathname={pathname} />
          </div>
          <div className="lg:hidden">
            <MobileMenu user={user} pathname={pathname} section={menuSection} />
          </div>
        </div>
      </div>
    </header>
  );
}
