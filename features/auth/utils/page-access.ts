// Every page a role may not open, whom it is for and its name (decisions 051, 055): one table read by the pages'
// guard (requirePageAccess) and by the explanation page the others get in its place (AccessDenied, 403).
import type { User } from '@/lib/contract/auth';

type RoleFields = Pick<User, 'is_superuser' | 'is_admin' | 'account_type'>;

export const AUDIENCES = {
  superusers: {
    label: 'super users',
    allows: (user: RoleFields) => user.is_superuser,
    hint: 'If you need it for your work, ask an administrator for access.',
  },
  staff: {
    label: 'our staff',
    allows: (user: RoleFields) => user.is_admin || user.is_superuser,
    hint: 'If you need it for your work, ask an administrator for access.',
  },
  dealers: {
    label: 'dealers (Business Accounts) and our staff',
    allows: (user: RoleFields) => user.account_type === 'Business Account' || user.is_admin || user.is_superuser,
    hint: 'To list cars for sale, contact us about a Business Account. To sell your own car, use Sell Your Car in your dashboard.',
  },
} as const;

export type Audience = keyof typeof AUDIENCES;

export interface ProtectedPage {
  /** The page and everything under it. */
  prefix: string;
  /** How the explanation names it: "Purchases is not open to you". */
  name: string;
  audience: Audience;
}

export const PROTECTED_PAGES: readonly ProtectedPage[] = [
  // Spec §6's superuser areas.
  { prefix: '/dashboard/purchases', name: 'Purchases', audience: 'superusers' },
  { prefix: '/shipping-dashboard/containers', name: 'Containers', audience: 'superusers' },
  { prefix: '/shipping-dashboard/towing', name: 'Towings', audience: 'superusers' },
  { prefix: '/shipping-dashboard/balance-report', name: 'The Balance Report', audience: 'superusers' },
  // Staff tools.
  { prefix: '/dashboard/outbox', name: 'The outbox', audience: 'staff' },
  { prefix: '/dashboard/pricing', name: 'Prices and landed cost', audience: 'staff' },
  { prefix: '/shipping-dashboard/car-sales/new', name: 'Recording car sales', audience: 'staff' },
  { prefix: '/shipping-dashboard/car-sales/edit', name: 'Editing car sales', audience: 'staff' },
  { prefix: '/shipping-dashboard/loading-record/edit', name: 'Editing loading records', audience: 'staff' },
  // Dealer tools (spec §6: a dealer is a Business Account; staff may manage listings too).
  { prefix: '/cars/car/add', name: 'Adding a car', audience: 'dealers' },
  { prefix: '/cars/car/edit', name: 'Editing a listing', audience: 'dealers' },
  { prefix: '/cars/my-listings', name: 'My Listings', audience: 'dealers' },
  { prefix: '/dashboard/car-listings', name: 'Car Listings', audience: 'dealers' },
];

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The table's entry for a path (query and trailing slash allowed), or null for pages open to every signed-in user. */
export function protectedPage(pathname: string): ProtectedPage | null {
  const path = pathname.split('?')[0] ?? '';
  return PROTECTED_PAGES.find((page) => under(path, page.prefix)) ?? null;
}

/** Whether the user may open the page at `pathname`. */
export function mayOpen(pathname: string, user: RoleFields): boolean {
  const page = protectedPage(pathname);
  return !page || AUDIENCES[page.audience].allows(user);
}

/** How the page names the visitor's role: what they are, so they can tell why the page is not theirs. */
export function roleName(user: RoleFields): string {
  if (user.is_superuser) return 'a super user';
  if (user.is_admin) return 'staff';
  return user.account_type === 'Business Account' ? 'a dealer (Business Account)' : 'a customer';
}
