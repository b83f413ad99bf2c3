// A Business Account's public profile for its dealer page; private sellers and staff have none.
import { and, count, eq } from 'drizzle-orm';
import type { DealerProfile } from '@/lib/contract/cars';
import { ApiError } from '../../api/errors';
import type { MediaUrl } from '../../api/media-url';
import type { Db } from '../../db/client';
import { cars, users } from '../../db/schema';
import { isListed } from '../cars/cars.repository';
import { DEALER_ACCOUNT } from './dealer-access';

/** The profile with its count of active listings; 404 for anything but an active Business Account. */
export async function dealerProfile(db: Db, id: number, media: MediaUrl): Promise<DealerProfile> {
  const [dealer] = await db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      company_name: users.company_name,
      address: users.address,
      phone: users.phone,
      phone_verified: users.phone_verified,
      profile_pic: users.profile_pic,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.account_type, DEALER_ACCOUNT), eq(users.is_active, true)))
    .limit(1);
  if (!dealer) throw ApiError.notFound();
  const [listed] = await db
    .select({ n: count() })
    .from(cars)
    .where(and(isListed, eq(cars.dealer_id, dealer.id)));
  return {
    id: dealer.id,
    name: `${dealer.first_name} ${dealer.last_name}`.trim(),
    company_name: dealer.company_name,
    address: dealer.address,
    // An unconfirmed number is never shown as a contact.
    phone: dealer.phone_verified ? dealer.phone : null,
    profilePic: media(dealer.profile_pic),
    car_count: listed?.n ?? 0,
  };
}
