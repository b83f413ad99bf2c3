// GET /api/car/{id or slug}/: one public listing with media, inspection, dealer, price history and is_saved.
import { and, asc, eq } from 'drizzle-orm';
import { INSPECTION_FIELDS, type CarDetail, type InspectionReport } from '@/lib/contract/cars';
import type { AuthUser } from '../../api/context';
import { ApiError } from '../../api/errors';
import type { MediaUrl } from '../../api/media-url';
import type { Db } from '../../db/client';
import { carFiles, carImages, carPriceHistory, cars, inspectionReports, savedCars, users } from '../../db/schema';
import { DEALER_ACCOUNT } from '../dealer/dealer-access';
import { isPublicPage } from './cars.repository';
import { toCarCard } from './cars.service';

type CarRow = typeof cars.$inferSelect;

/** A public listing (not a draft, with a photo) by numeric id or slug; 404 otherwise. */
export async function findPublicCar(db: Db, idOrSlug: string): Promise<CarRow> {
  const key = idOrSlug.trim();
  const byId = /^\d{1,9}$/.test(key);
  const [car] = await db
    .select()
    .from(cars)
    .where(and(byId ? eq(cars.id, Number(key)) : eq(cars.slug, key), isPublicPage))
    .limit(1);
  if (!car) throw ApiError.notFound();
  return car;
}

function toInspection(fields: Record<string, string | number | boolean | null> | undefined): InspectionReport | null {
  if (!fields) return null;
  return Object.fromEntries(INSPECTION_FIELDS.map((f) => [f, fields[f] ?? null])) as InspectionReport;
}

/** Everything the car page shows, for any listing row (public or the dealer's own). */
export async function carDetail(db: Db, car: CarRow, user: AuthUser | null, media: MediaUrl): Promise<CarDetail> {
  const [images, files, inspection, dealer, history, saved] = await Promise.all([
    db.select().from(carImages).where(eq(carImages.car_id, car.id)).orderBy(asc(carImages.position), asc(carImages.id)),
    db.select().from(carFiles).where(eq(carFiles.car_id, car.id)).orderBy(asc(carFiles.id)),
    db.select().from(inspectionReports).where(eq(inspectionReports.car_id, car.id)).limit(1),
    car.dealer_id ? db.select().from(users).where(eq(users.id, car.dealer_id)).limit(1) : Promise.resolve([]),
    db
      .select()
      .from(carPriceHistory)
      .where(eq(carPriceHistory.car_id, car.id))
      .orderBy(asc(carPriceHistory.changed_at), asc(carPriceHistory.id)),
    user
      ? db
          .select({ car_id: savedCars.car_id })
          .from(savedCars)
          .where(and(eq(savedCars.user_id, user.id), eq(savedCars.car_id, car.id)))
          .limit(1)
      : Promise.resolve([]),
  ]);
  const seller = dealer[0];
  const cover = car.cover_image || images[0]?.image || null;
  const card = {
    id: car.id,
    slug: car.slug,
    year: car.year,
    make_name: car.make_name,
    model_name: car.model_name,
    trim_name: car.trim_name,
    price: car.price,
    mileage: car.mileage,
    selling_type: car.selling_type,
    is_featured: car.is_featured,
    exterior_color: car.exterior_color,
    fuel_type: car.fuel_type,
    transmission: car.transmission,
    cover_image: cover,
    country: car.country,
    location: car.location,
    vehicle_type: car.vehicle_type,
    previous_price: history.findLast((h) => h.price > car.price)?.price ?? null,
    auction_ends_at: car.auction_ends_at,
    lot_number: car.lot_number,
    title_type: car.title_type,
    damage: car.damage,
  };
  return {
    ...toCarCard(card, media),
    body_style: car.body_style,
    engine_size: car.engine_size,
    cylinders: car.cylinders,
    drivetrain: car.drivetrain,
    interior_color: car.interior_color,
    steering: car.steering,
    description: car.description,
    vin: car.vin,
    title_type: car.title_type,
    damage: car.damage,
    auction_ends_at: car.auction_ends_at?.toISOString() ?? null,
    accident_free: car.accident_free,
    one_owner: car.one_owner,
    status: car.status,
    images: images.map((i) => ({ id: i.id, image: media(i.image) ?? '', width: i.width, height: i.height })),
    files: files.map((f) => ({ file: media(f.file) ?? '', name: f.name })),
    video: car.video,
    inspection: toInspection(inspection[0]?.fields),
    dealer: seller
      ? {
          id: seller.id,
          name: `${seller.first_name} ${seller.last_name}`.trim(),
          company_name: seller.company_name,
          // An unconfirmed number is never shown as a contact.
          phone: seller.phone_verified ? seller.phone : null,
          profilePic: media(seller.profile_pic),
          is_dealer: seller.account_type === DEALER_ACCOUNT,
        }
      : null,
    is_saved: saved.length > 0,
    price_history: history.map((h) => ({ price: h.price, changed_at: h.changed_at.toISOString() })),
    created_at: car.created_at.toISOString(),
  };
}
