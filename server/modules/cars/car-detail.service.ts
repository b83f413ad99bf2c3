// GET /api/car/{id or slug}/: one public listing with media, inspection, dealer, price history and is_saved, read in
// one statement: the related rows come back as JSON subqueries of the listing's own row (issue 17: a car page that
// misses every cache costs one database round trip, not six).
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { INSPECTION_FIELDS, type CarDetail, type InspectionReport } from '@/lib/contract/cars';
import type { AuthUser } from '../../api/context';
import { ApiError } from '../../api/errors';
import type { MediaUrl } from '../../api/media-url';
import type { Db } from '../../db/client';
import { cars } from '../../db/schema';
import { DEALER_ACCOUNT } from '../dealer/dealer-access';
import { isPublicPage } from './cars.repository';
import { toCarCard } from './cars.service';

type CarRow = typeof cars.$inferSelect;
type InspectionFields = Record<string, string | number | boolean | null>;

/** What the car page shows beside the listing's own columns, as the JSON subqueries below return it. */
interface Related {
  images: { id: number; image: string; width: number | null; height: number | null }[];
  files: { file: string; name: string }[];
  inspection: InspectionFields | null;
  seller: {
    id: number;
    first_name: string;
    last_name: string;
    company_name: string;
    phone: string | null;
    phone_verified: boolean;
    profile_pic: string | null;
    account_type: string;
  } | null;
  /** Oldest first; `changed_at` is PostgreSQL's JSON text of a timestamptz. */
  history: { price: number; changed_at: string }[];
  is_saved: boolean;
}

// Each subquery names the outer row as "cars"."id": drizzle leaves columns unqualified in single-table selects.
function relatedColumns(userId: number | null) {
  return {
    images: sql<Related['images']>`(select coalesce(json_agg(json_build_object('id', ci.id, 'image', ci.image,
      'width', ci.width, 'height', ci.height) order by ci.position, ci.id), '[]'::json)
      from car_images ci where ci.car_id = "cars"."id")`,
    files: sql<Related['files']>`(select coalesce(json_agg(json_build_object('file', cf.file, 'name', cf.name)
      order by cf.id), '[]'::json) from car_files cf where cf.car_id = "cars"."id")`,
    inspection: sql<Related['inspection']>`(select ir.fields from inspection_reports ir
      where ir.car_id = "cars"."id" limit 1)`,
    seller: sql<Related['seller']>`(select json_build_object('id', u.id, 'first_name', u.first_name,
      'last_name', u.last_name, 'company_name', u.company_name, 'phone', u.phone, 'phone_verified', u.phone_verified,
      'profile_pic', u.profile_pic, 'account_type', u.account_type) from users u where u.id = "cars"."dealer_id")`,
    history: sql<Related['history']>`(select coalesce(json_agg(json_build_object('price', h.price,
      'changed_at', h.changed_at) order by h.changed_at, h.id), '[]'::json)
      from car_price_history h where h.car_id = "cars"."id")`,
    is_saved:
      userId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from saved_cars s where s.user_id = ${userId} and s.car_id = "cars"."id")`,
  };
}

/** A public listing (not a draft, with a photo) by numeric id or slug, with everything its page shows; 404 otherwise. */
export async function findPublicCarDetail(
  db: Db,
  idOrSlug: string,
  user: AuthUser | null,
  media: MediaUrl,
): Promise<CarDetail> {
  const key = idOrSlug.trim();
  const byId = /^\d{1,9}$/.test(key);
  const [row] = await db
    .select({ ...getTableColumns(cars), ...relatedColumns(user?.id ?? null) })
    .from(cars)
    .where(and(byId ? eq(cars.id, Number(key)) : eq(cars.slug, key), isPublicPage))
    .limit(1);
  if (!row) throw ApiError.notFound();
  const { images, files, inspection, seller, history, is_saved, ...car } = row;
  return toCarDetail(car, { images, files, inspection, seller, history, is_saved }, media);
}

function toInspection(fields: InspectionFields | null): InspectionReport | null {
  if (!fields) return null;
  return Object.fromEntries(INSPECTION_FIELDS.map((f) => [f, fields[f] ?? null])) as InspectionReport;
}

/** Everything the car page shows, for any listing row (public or the dealer's own): one more round trip. */
export async function carDetail(db: Db, car: CarRow, user: AuthUser | null, media: MediaUrl): Promise<CarDetail> {
  const [related] = await db
    .select(relatedColumns(user?.id ?? null))
    .from(cars)
    .where(eq(cars.id, car.id));
  return toCarDetail(
    car,
    related ?? { images: [], files: [], inspection: null, seller: null, history: [], is_saved: false },
    media,
  );
}

function toCarDetail(car: CarRow, related: Related, media: MediaUrl): CarDetail {
  const { images, files, inspection, seller } = related;
  const history = related.history.map((h) => ({ price: h.price, changed_at: new Date(h.changed_at).toISOString() }));
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
    inspection: toInspection(inspection),
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
    is_saved: related.is_saved,
    price_history: history,
    created_at: car.created_at.toISOString(),
  };
}
