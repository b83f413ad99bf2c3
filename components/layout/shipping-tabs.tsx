'use client';
// The shipping dashboard's tab bar (spec §2): links, the current one marked, scrollable on narrow screens.
import clsx from 'clsx';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useAuthStore } from '@/stores/use-auth-store';
import { isActivePath } from './active-path';

export interface ShippingTab {
  label: string;
  href: string;
  superuserOnly?: boolean;
}

export const shippingTabs: ShippingTab[] = [
  { label: 'Summary Report', href: '/shipping-dashboard/summary-report' },
  { label: 'Car Sales', href: '/shipping-dashboard/car-sales' },
  { label: 'Purchases', href: '/dashboard/purchases', superuserOnly: true },
  { label: 'Towing', href: '/shipping-dashboard/towing', superuserOnly: true },
  { label: 'Loading Record', href: '/shipping-dashboard/loading-record' },
  { label: 'Containers', href: '/shipping-dashboard/containers', superuserOnly: true },
  { label: 'Balance Report', href: '/shipping-dashboard/balance-report', superuserOnly: true },
];

export function ShippingTabs() {
  const pathname = usePathname() ?? '/';
  const isSuperuser = useAuthStore((state) => Boolean(state.user?.is_superuser));
  const tabs = shippingTabs.filter((tab) => !tab.superuserOnly || isSuperuser);
  return (
    <nav aria-label="Shipping dashboard" className="border-b border-gray-200 bg-white">
      <ul className="flex gap-1 overflow-x-auto px-4 [scrollbar-width:none] md:px-6">
        {tabs.map((tab) => {
          const active = isActivePath(pathname, tab.href, { nested: true });
          return (
            <li key={tab.href} className="shrink-0">
              <Link
                href={tab.href}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'inline-flex h-12 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:-outline-offset-2',
                  active
                    ? 'border-primary text-primary'
                    : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900',
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
