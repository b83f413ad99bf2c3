// Who may use the dealer endpoints (Business Accounts and staff) and which listings each may touch.
import { and, eq, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../api/context';
import { requireUser } from '../../api/auth';
import { ApiError } from '../../api/errors';
import type { Db } from '../../db/client';
import { cars } from '../../db/schema';

export const DEALER_ACCOUNT = 'Business Account';

/** 401 when anonymous, 403 unless a Business Account or staff. */
export function requireDealer(user: AuthUser | null): AuthUser {
  const u = requireUser(user);
  if (u.account_type !== DEALER_ACCOUNT && !u.is_staff) throw ApiError.forbidden();
  return u;
}

/** A dealer's own listings; staff manage every listing. */
export function ownedBy(user: AuthUser): SQL | undefined {
  return user.is_staff ? undefined : eq(cars.dealer_id, user.id);
}

/** The listing if this user may manage it; someone else's listing is a 404, as if it did not exist. */
export async function findOwnedCar(db: Db, user: AuthUser, id: number): Promise<typeof cars.$inferSelect> {
  const [car] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.id, id), ownedBy(user)))
    .limit(1);
  if (!car) throw ApiError.notFound();
  return car;
}
