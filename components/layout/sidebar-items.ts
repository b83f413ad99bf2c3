// The dashboard sidebar as data (spec §2, in order), with the rule for who sees each item.
import type { ComponentType, SVGProps } from 'react';
import {
  BoxIcon,
  CarIcon,
  ChartIcon,
  ChatIcon,
  DashboardIcon,
  DocumentIcon,
  HeartIcon,
  ListIcon,
  ReceiptIcon,
  ShipIcon,
  TagIcon,
  TruckIcon,
  WalletIcon,
} from '@/components/ui/icons';
import type { AuthUser } from '@/stores/use-auth-store';

export interface SidebarItem {
  label: string;
  href: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Spec §6: only super users see it. */
  superuserOnly?: boolean;
  /** Spec §6: for dealers (Business Accounts); super users see it too, to oversee listings. */
  dealerOnly?: boolean;
  /** Office staff (admins) and super users only. */
  staffOnly?: boolean;
  /** Spec §6: dummy accounts lack the Dashboard item. */
  hiddenFromDummy?: boolean;
  /** Highlight the item on pages below it too (list → detail). */
  nested?: boolean;
  /** Other addresses of the same page (e.g. /cars/my-listings for Car Listings). */
  aliases?: string[];
}

export const sidebarItems: SidebarItem[] = [
  { label: 'Dashboard', href: '/dashboard', icon: DashboardIcon, hiddenFromDummy: true },
  { label: 'Saved Cars', href: '/dashboard/saved-cars', icon: HeartIcon, nested: true },
  { label: 'Summary Report', href: '/shipping-dashboard/summary-report', icon: ChartIcon, nested: true },
  { label: 'Car Orders', href: '/shipping-dashboard/car-sales', icon: ReceiptIcon, nested: true },
  { label: 'Purchases', href: '/dashboard/purchases', icon: TagIcon, superuserOnly: true, nested: true },
  { label: 'Towings', href: '/shipping-dashboard/towing', icon: TruckIcon, superuserOnly: true, nested: true },
  { label: 'Shippings', href: '/dashboard/shippings', icon: ShipIcon, nested: true },
  { label: 'Containers', href: '/shipping-dashboard/containers', icon: BoxIcon, superuserOnly: true, nested: true },
  {
    label: 'Balance Report',
    href: '/shipping-dashboard/balance-report',
    icon: WalletIcon,
    superuserOnly: true,
    nested: true,
  },
  { label: 'Car Reports', href: '/car-reports', icon: DocumentIcon, nested: true },
  { label: 'Sell Your Car', href: '/dashboard/sell-car', icon: CarIcon, nested: true },
  {
    label: 'Car Listings',
    href: '/dashboard/car-listings',
    icon: ListIcon,
    dealerOnly: true,
    nested: true,
    aliases: ['/cars/my-listings'],
  },
  { label: 'Parts Orders', href: '/dashboard/part-orders', icon: BoxIcon, nested: true },
  { label: 'Messages', href: '/messages', icon: ChatIcon, nested: true },
  // Issue 16: the riel rate and the landed-cost rates.
  { label: 'Prices', href: '/dashboard/pricing', icon: TagIcon, staffOnly: true },
];

export const DEALER_ACCOUNT_TYPE = 'Business Account';

export function isDealer(user: AuthUser | null): boolean {
  return user?.account_type === DEALER_ACCOUNT_TYPE;
}

export function canSeeSidebarItem(item: SidebarItem, user: AuthUser | null): boolean {
  const superuser = Boolean(user?.is_superuser);
  if (item.superuserOnly && !superuser) return false;
  if (item.staffOnly && !superuser && !user?.is_admin) return false;
  if (item.dealerOnly && !superuser && !isDealer(user)) return false;
  return !(item.hiddenFromDummy && user?.is_dummy_account);
}
