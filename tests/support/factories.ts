// Small row factories for API tests: sensible defaults, every column overridable, unique where the schema says so.
import type { Db } from '@/server/db/client';
import { ads, carImages, cars, salesTeam, users } from '@/server/db/schema';
import { forgetListings } from '@/server/modules/cars/listing-cache';

let sequence = 0;
const next = () => ++sequence;

function first<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

export type CarRow = typeof cars.$inferSelect;

/** A car row's values: the defaults, then `values`. */
function carValues(values: Partial<typeof cars.$inferInsert>): typeof cars.$inferInsert {
  const n = next();
  return {
    slug: `car-${n}`,
    year: 2018,
    make_name: 'Toyota',
    model_name: 'Camry',
    trim_name: 'SE',
    price: 20_000,
    mileage: 50_000,
    selling_type: 'buy now',
    cover_image: `/media/cars/${n}.jpg`,
    ...values,
  };
}

export async function insertCar(db: Db, values: Partial<typeof cars.$inferInsert> = {}): Promise<CarRow> {
  const rows = await db.insert(cars).values(carValues(values)).returning();
  // As the dealer API does after a write: listing pages remembered for a few seconds are dropped.
  forgetListings(db);
  return first(rows);
}

/** `count` cars in one statement, each `values(i)` (0-based) over the defaults. */
export async function insertCars(
  db: Db,
  count: number,
  values: (i: number) => Partial<typeof cars.$inferInsert> = () => ({}),
): Promise<void> {
  await db.insert(cars).values(Array.from({ length: count }, (_, i) => carValues(values(i))));
  forgetListings(db);
}

export async function insertCarImage(db: Db, carId: number, image: string, position = 0): Promise<void> {
  await db.insert(carImages).values({ car_id: carId, image, position });
  forgetListings(db);
}

export async function insertAd(
  db: Db,
  values: Partial<typeof ads.$inferInsert> = {},
): Promise<typeof ads.$inferSelect> {
  const n = next();
  const rows = await db
    .insert(ads)
    .values({ title: `Ad ${n}`, image: `/media/ads/${n}.jpg`, ...values })
    .returning();
  return first(rows);
}

export async function insertSalesPerson(
  db: Db,
  values: Partial<typeof salesTeam.$inferInsert> = {},
): Promise<typeof salesTeam.$inferSelect> {
  const n = next();
  const rows = await db
    .insert(salesTeam)
    .values({ name: `Sales Person ${n}`, position: 'Advisor', photo: `/media/team/${n}.jpg`, ...values })
    .returning();
  return first(rows);
}

export async function insertUser(
  db: Db,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<typeof users.$inferSelect> {
  const n = next();
  const rows = await db
    .insert(users)
    .values({ email: `user${n}@example.com`, first_name: 'Test', last_name: `User ${n}`, ...values })
    .returning();
  return first(rows);
}
