// Who may read and change the pricing settings: one table of roles (the pattern of decision 028), tested as a table.
import type { AuthUser } from '../../api/context';
import { ApiError } from '../../api/errors';

export const PRICING_ACTIONS = ['read', 'update'] as const;
export type PricingAction = (typeof PRICING_ACTIONS)[number];

/** A dealer is a Business Account; staff are admins; superusers are staff too. */
export type PricingRole = 'anonymous' | 'customer' | 'dealer' | 'dummy' | 'staff' | 'superuser';

const READ_ONLY = { read: true, update: false };
const READ_WRITE = { read: true, update: true };

/** Everyone sees the rates (every car page shows them); only office staff change them. */
export const PRICING_ACCESS: Record<PricingRole, Record<PricingAction, boolean>> = {
  anonymous: READ_ONLY,
  customer: READ_ONLY,
  dealer: READ_ONLY,
  dummy: READ_ONLY,
  staff: READ_WRITE,
  superuser: READ_WRITE,
};

const DEALER_ACCOUNT_TYPE = 'Business Account';

export function pricingRole(user: AuthUser | null): PricingRole {
  if (!user) return 'anonymous';
  if (user.is_superuser) return 'superuser';
  if (user.is_staff) return 'staff';
  if (user.is_dummy_account) return 'dummy';
  return user.account_type === DEALER_ACCOUNT_TYPE ? 'dealer' : 'customer';
}

/** DRF's answers: 401 for an anonymous caller who needs an account, 403 for a signed-in one without the right. */
export function requirePricingAccess(user: AuthUser | null, action: PricingAction): void {
  const role = pricingRole(user);
  if (PRICING_ACCESS[role][action]) return;
  throw role === 'anonymous' ? ApiError.notAuthenticated() : ApiError.forbidden();
}

/** The signed-in user who may change the rates (401 or 403 otherwise). */
export function requirePricingEditor(user: AuthUser | null): AuthUser {
  requirePricingAccess(user, 'update');
  if (!user) throw ApiError.notAuthenticated();
  return user;
}
