// A dealer's own listings: searched, filtered by status and sorted, with views and chat leads; marking one sold.
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CarDetail } from '@/lib/contract/cars';
import type { DealerCar, DealerCarListQuery, DealerCarPage, DealerListingSort } from '@/lib/contract/dealer';
import type { AuthUser } from '../../api/context';
import { escapeLike, searchWords } from '../../api/filters';
import type { MediaUrl } from '../../api/media-url';
import { paginate } from '../../api/pagination';
import type { Db } from '../../db/client';
import { cars, chats } from '../../db/schema';
import { carDetail } from '../cars/car-detail.service';
import { findCarCards } from '../cars/cars.repository';
import { CAR_PAGE_SIZE, toCarCard } from '../cars/cars.service';
import { findOwnedCar, ownedBy } from './dealer-access';

/** A listing's leads: car chats shoppers started about it (the staff's internal chats are not leads). */
const leadCount = sql<number>`(select count(*) from ${chats} where ${chats.car_id} = ${cars.id} and ${chats.chat_type} = 'car')`;

const ORDER: Record<DealerListingSort, SQL[]> = {
  '-created_at': [desc(cars.created_at)],
  created_at: [asc(cars.created_at)],
  '-price': [desc(cars.price)],
  price: [asc(cars.price)],
  '-views': [desc(cars.views)],
  // Counted per listing through the chats(car_id) index, so the sort covers every page, not only the one shown.
  '-leads': [desc(leadCount), desc(cars.created_at)],
};

/** Every word must be in the make, model or trim, or in the VIN. */
function searchCondition(raw: string | undefined): SQL | undefined {
  const words = searchWords('search', raw);
  if (!words.length) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word.toLowerCase())}%`;
      return or(sql`${cars.search_name} like ${pattern}`, sql`lower(coalesce(${cars.vin}, '')) like ${pattern}`);
    }),
  );
}

/** Car chats shoppers started about each of these listings (the staff's internal chats are not leads). */
async function leadCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ car_id: chats.car_id, n: count() })
    .from(chats)
    .where(and(inArray(chats.car_id, ids), eq(chats.chat_type, 'car')))
    .groupBy(chats.car_id);
  return new Map(rows.map((row) => [row.car_id!, row.n]));
}

/** The dealer's listings (staff see everyone's), 20 a page, newest first unless another sort is asked for. */
export function listDealerCars(
  db: Db,
  user: AuthUser,
  query: DealerCarListQuery,
  url: URL,
  media: MediaUrl,
): Promise<DealerCarPage> {
  const where = and(
    ownedBy(user),
    query.status ? eq(cars.status, query.status) : undefined,
    searchCondition(query.search),
  );
  const order = [...ORDER[query.ordering ?? '-created_at'], desc(cars.id)];
  return paginate(
    url,
    { defaultPageSize: CAR_PAGE_SIZE },
    async () => (await db.select({ n: count() }).from(cars).where(where))[0]?.n ?? 0,
    async ({ pageSize, offset }) => {
      const cards = await findCarCards(db, where, order, { limit: pageSize, offset });
      if (!cards.length) return [];
      const ids = cards.map((card) => card.id);
      const [extra, leads] = await Promise.all([
        db
          .select({
            id: cars.id,
            status: cars.status,
            vin: cars.vin,
            views: cars.views,
            created_at: cars.created_at,
            updated_at: cars.updated_at,
          })
          .from(cars)
          .where(inArray(cars.id, ids)),
        leadCounts(db, ids),
      ]);
      const byId = new Map(extra.map((e) => [e.id, e]));
      return cards.map((row): DealerCar => {
        const e = byId.get(row.id)!;
        return {
          ...toCarCard(row, media),
          status: e.status === 'sold' || e.status === 'draft' ? e.status : 'active',
          vin: e.vin,
          views: e.views,
          leads: leads.get(row.id) ?? 0,
          created_at: e.created_at.toISOString(),
          updated_at: e.updated_at.toISOString(),
        };
      });
    },
  );
}

/** The owner (or staff) marks a listing sold: it leaves the public lists and its page says so. */
export async function markDealerCarSold(db: Db, user: AuthUser, id: number, media: MediaUrl): Promise<CarDetail> {
  const current = await findOwnedCar(db, user, id);
  const [row] = await db
    .update(cars)
    .set({ status: 'sold', updated_at: new Date() })
    .where(eq(cars.id, current.id))
    .returning();
  return carDetail(db, row!, user, media);
}
