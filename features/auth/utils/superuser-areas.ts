// The superuser-only areas (spec §6) and the words that tell anyone else why such a page is closed to them, shown in
// place of the page (decision 051) rather than after a silent bounce to the home page.
import type { User } from '@/lib/contract/auth';
import { isSuperuserPath } from '@/lib/session';

const AREAS = [
  { prefix: '/dashboard/purchases', name: 'Purchases' },
  { prefix: '/shipping-dashboard/containers', name: 'Containers' },
  { prefix: '/shipping-dashboard/towing', name: 'Towings' },
  { prefix: '/shipping-dashboard/balance-report', name: 'The Balance Report' },
] as const;

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** "Purchases" for any page under /dashboard/purchases/; null outside the superuser areas. */
export function superuserAreaName(pathname: string): string | null {
  const path = pathname.split('?')[0] ?? '';
  if (!isSuperuserPath(path)) return null;
  return AREAS.find((area) => under(path, area.prefix))?.name ?? null;
}

/** How the page names the visitor's role: what they are, so they can tell why the page is not theirs. */
export function roleName(user: Pick<User, 'is_superuser' | 'is_admin' | 'account_type'>): string {
  if (user.is_superuser) return 'a super user';
  if (user.is_admin) return 'staff';
  return user.account_type === 'Business Account' ? 'a dealer (Business Account)' : 'a customer';
}
