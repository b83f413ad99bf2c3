// Dealer listings: create, read, update (keeping price history), delete, and the dealer's tool counts.
import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { CarDetail } from '@/lib/contract/cars';
import type { DealerCarCreate, DealerCarUpdate, DealerTools } from '@/lib/contract/dealer';
import { convertMileage, listingMileageUnit } from '@/lib/contract/mileage';
import type { AuthUser } from '../../api/context';
import type { MediaUrl } from '../../api/media-url';
import type { Db } from '../../db/client';
import { carImages, carPriceHistory, cars, savedCars } from '../../db/schema';
import { getStorage } from '../../storage';
import { carDetail } from '../cars/car-detail.service';
import { listedSpelling } from './car-options.service';
import { findOwnedCar, ownedBy } from './dealer-access';
import { assertNotPublishedOnCreate, assertPhotoBeforePublish } from './publish-rule';
import { storageKeyOf } from './gallery.service';

function slugFor(car: Pick<DealerCarCreate, 'year' | 'make_name' | 'model_name' | 'trim_name'>): string {
  const base = `${car.year} ${car.make_name} ${car.model_name} ${car.trim_name}`
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base}-${randomBytes(3).toString('hex')}`;
}

const pickNames = ({ make_name, model_name, trim_name }: DealerCarUpdate) =>
  Object.fromEntries(Object.entries({ make_name, model_name, trim_name }).filter(([, v]) => v !== undefined));

export async function createDealerCar(
  db: Db,
  user: AuthUser,
  input: DealerCarCreate,
  media: MediaUrl,
): Promise<CarDetail> {
  assertNotPublishedOnCreate(input.status);
  const { mileage_unit, ...given } = input;
  const fields = { ...given, ...(await listedSpelling(db, given)) } as typeof given;
  const unit = listingMileageUnit(fields);
  const mileage = convertMileage(fields.mileage, mileage_unit ?? unit, unit);
  const car = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cars)
      .values({ ...fields, mileage, vin: fields.vin ?? null, slug: slugFor(fields), dealer_id: user.id })
      .returning();
    await tx.insert(carPriceHistory).values({ car_id: row!.id, price: row!.price });
    return row!;
  });
  return carDetail(db, car, user, media);
}

export async function updateDealerCar(
  db: Db,
  user: AuthUser,
  id: number,
  input: DealerCarUpdate,
  media: MediaUrl,
): Promise<CarDetail> {
  const current = await findOwnedCar(db, user, id);
  await assertPhotoBeforePublish(db, current, input.status);
  const { mileage_unit, ...given } = input;
  const changes = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) as DealerCarUpdate;
  Object.assign(changes, await listedSpelling(db, pickNames(changes), current));
  // A reading typed in another unit is kept in the listing's own (which its new country or type decides).
  if (changes.mileage !== undefined && mileage_unit) {
    const unit = listingMileageUnit({ ...current, ...changes });
    changes.mileage = convertMileage(changes.mileage, mileage_unit, unit);
  }
  const car = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(cars)
      .set({ ...changes, updated_at: new Date() })
      .where(eq(cars.id, current.id))
      .returning();
    if (changes.price !== undefined && changes.price !== current.price) {
      await tx.insert(carPriceHistory).values({ car_id: current.id, price: changes.price });
    }
    return row!;
  });
  return carDetail(db, car, user, media);
}

export async function getDealerCar(db: Db, user: AuthUser, id: number, media: MediaUrl): Promise<CarDetail> {
  return carDetail(db, await findOwnedCar(db, user, id), user, media);
}

/** Deletes the listing (its images, files and saves go with it) and then its uploaded pictures. */
export async function deleteDealerCar(db: Db, user: AuthUser, id: number): Promise<void> {
  const car = await findOwnedCar(db, user, id);
  const images = await db.select({ image: carImages.image }).from(carImages).where(eq(carImages.car_id, car.id));
  await db.delete(cars).where(eq(cars.id, car.id));
  const storage = getStorage();
  await Promise.all(
    images
      .map(({ image }) => storageKeyOf(image))
      .filter((k): k is string => k !== null)
      .map((key) => storage.delete(key)),
  );
}

export async function dealerTools(db: Db, user: AuthUser): Promise<DealerTools> {
  const where = ownedBy(user);
  const [byStatus, saved] = await Promise.all([
    db.select({ status: cars.status, n: count() }).from(cars).where(where).groupBy(cars.status),
    db.select({ n: count() }).from(savedCars).innerJoin(cars, eq(cars.id, savedCars.car_id)).where(and(where)),
  ]);
  const of = (status: string) => byStatus.find((r) => r.status === status)?.n ?? 0;
  return {
    total: byStatus.reduce((sum, r) => sum + r.n, 0),
    active: of('active'),
    sold: of('sold'),
    draft: of('draft'),
    saved_count: saved[0]?.n ?? 0,
  };
}
