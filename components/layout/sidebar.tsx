'use client';
// The dashboard's navigation list; the same list fills the desktop sidebar and the mobile drawer.
import clsx from 'clsx';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useAuthStore } from '@/stores/use-auth-store';
import { isActivePath } from './active-path';
import { canSeeSidebarItem, sidebarItems } from './sidebar-items';

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname() ?? '/';
  const user = useAuthStore((state) => state.user);
  return (
    <nav aria-label="Dashboard" className="px-3 py-4">
      <ul className="space-y-0.5">
        {sidebarItems
          .filter((item) => canSeeSidebarItem(item, user))
          .map((item) => {
            const active = [item.href, ...(item.aliases ?? [])].some((href) =>
              isActivePath(pathname, href, { nested: item.nested }),
            );
            const Icon = item.icon;
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={clsx(
                    'group flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                    active ? 'bg-primary-50 text-primary-700' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
                  )}
                >
                  <Icon
                    className={clsx(
                      'size-5 shrink-0',
                      active ? 'text-primary' : 'text-gray-400 group-hover:text-gray-600',
                    )}
                  />
                  {item.label}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
