// Saved cars: each user's own watch list; adding and removing are idempotent, unknown cars are a 400.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { CarPage, SavedCarResponse } from '@/lib/contract/cars';
import type { AuthUser } from '../../api/context';
import { ApiError } from '../../api/errors';
import type { MediaUrl } from '../../api/media-url';
import { paginate } from '../../api/pagination';
import type { Db } from '../../db/client';
import { cars, savedCars } from '../../db/schema';
import { findCarCards, isListed } from '../cars/cars.repository';
import { CAR_PAGE_SIZE, toCarCard } from '../cars/cars.service';

async function assertCarExists(db: Db, carId: number): Promise<void> {
  const [car] = await db.select({ id: cars.id, status: cars.status }).from(cars).where(eq(cars.id, carId)).limit(1);
  if (!car || car.status === 'draft')
    throw ApiError.validation({ car_id: [`Invalid pk "${carId}" - object does not exist.`] });
}

export async function saveCar(db: Db, user: AuthUser, carId: number): Promise<SavedCarResponse> {
  await assertCarExists(db, carId);
  await db.insert(savedCars).values({ user_id: user.id, car_id: carId }).onConflictDoNothing();
  return { detail: 'Car added to saved list.', car_id: carId, is_saved: true };
}

export async function unsaveCar(db: Db, user: AuthUser, carId: number): Promise<SavedCarResponse> {
  await assertCarExists(db, carId);
  await db.delete(savedCars).where(and(eq(savedCars.user_id, user.id), eq(savedCars.car_id, carId)));
  return { detail: 'Car removed from saved list.', car_id: carId, is_saved: false };
}

/** The user's saved cars that are still listed, most recently saved first. */
export function listSavedCars(db: Db, user: AuthUser, url: URL, media: MediaUrl): Promise<CarPage> {
  const where = and(eq(savedCars.user_id, user.id), isListed);
  return paginate(
    url,
    { defaultPageSize: CAR_PAGE_SIZE },
    async () => {
      const [row] = await db
        .select({ n: count() })
        .from(savedCars)
        .innerJoin(cars, eq(cars.id, savedCars.car_id))
        .where(where);
      return row?.n ?? 0;
    },
    async ({ pageSize, offset }) => {
      const ids = await db
        .select({ id: savedCars.car_id })
        .from(savedCars)
        .innerJoin(cars, eq(cars.id, savedCars.car_id))
        .where(where)
        .orderBy(desc(savedCars.created_at), desc(savedCars.car_id))
        .limit(pageSize)
        .offset(offset);
      if (!ids.length) return [];
      const order = new Map(ids.map((r, i) => [r.id, i]));
      const rows = await findCarCards(
        db,
        inArray(
          cars.id,
          ids.map((r) => r.id),
        ),
        [],
        { limit: pageSize, offset: 0 },
      );
      return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!).map((row) => toCarCard(row, media));
    },
  );
}
