// Public car listings (search, selling type, local condition): active listings only, filtered, ordered and paged.
import { and, type SQL } from 'drizzle-orm';
import {
  CONDITION_TYPES,
  SELLING_TYPES,
  type CarCard,
  type CarListingPage,
  type ConditionType,
  type SellingType,
} from '@/lib/contract/cars';
import { listingMileageUnit } from '@/lib/contract/mileage';
import { ApiError } from '../../api/errors';
import type { MediaUrl } from '../../api/media-url';
import { buildOrdering, orderingTerms } from '../../api/ordering';
import { paginateBounded } from '../../api/pagination';
import type { Db } from '../../db/client';
import { carQueryCondition } from './car-query';
import {
  carOrdering,
  countCars,
  countCarsExactly,
  findCarCards,
  findCarCardsEndingSoonest,
  isListed,
  sellingTypeCondition,
  type CarCardRow,
  type CarCountBounds,
} from './cars.repository';

export const CAR_PAGE_SIZE = 20;

export function parseSellingType(raw: string): SellingType {
  const type = raw.trim().toLowerCase();
  const known = SELLING_TYPES.find((t) => t === type);
  if (!known) throw ApiError.notFound();
  return known;
}

export function parseConditionType(raw: string): ConditionType {
  const type = raw.trim().toLowerCase();
  const known = CONDITION_TYPES.find((t) => t === type);
  if (!known) throw ApiError.notFound();
  return known;
}

/** A card, its fields written out in the contract's order: spreading the row cost more than the rest of the page. */
export function toCarCard(row: CarCardRow, media: MediaUrl): CarCard {
  return {
    id: row.id,
    slug: row.slug,
    year: row.year,
    make_name: row.make_name,
    model_name: row.model_name,
    trim_name: row.trim_name,
    price: row.price,
    mileage: row.mileage,
    selling_type: row.selling_type,
    is_featured: row.is_featured,
    exterior_color: row.exterior_color,
    fuel_type: row.fuel_type,
    transmission: row.transmission,
    cover_image: media(row.cover_image),
    country: row.country,
    location: row.location,
    vehicle_type: row.vehicle_type === 'boat' ? 'boat' : 'car',
    previous_price: row.previous_price === null ? null : Number(row.previous_price),
    auction_ends_at: row.auction_ends_at?.toISOString() ?? null,
    lot_number: row.lot_number,
    title_type: row.title_type,
    damage: row.damage,
    mileage_unit: listingMileageUnit(row),
    vehicle_name: `${row.year} ${row.make_name} ${row.model_name} ${row.trim_name}`.replace(/\s+/g, ' ').trim(),
  };
}

/** A listing request's WHERE: listed, of the given category, with its filters and free text (400 on bad values). */
export async function listingCondition(
  db: Db,
  url: URL,
  category: SQL | undefined,
): Promise<{ where: SQL | undefined; key: string }> {
  const { where, key } = await carQueryCondition(db, url.searchParams);
  return { where: and(isListed, category, where), key };
}

/** One DRF page of cards; `category` narrows to a selling type, `scope` names it for the count cache. */
export async function listCars(
  db: Db,
  url: URL,
  media: MediaUrl,
  category: SQL | undefined,
  scope: string,
  bounds?: CarCountBounds,
): Promise<CarListingPage> {
  const { where, key } = await listingCondition(db, url, category);
  const ordering = url.searchParams.getAll('ordering').at(-1);
  const orderBy = buildOrdering(ordering, carOrdering);
  // "Ending soonest" depends on now(), so no index holds its order: it is read as two parts (decision 070).
  const [lead] = orderingTerms(ordering, carOrdering.fields);
  const endingSoonest = lead?.name === 'auction_ends_at' && !lead.descending;
  const countKey = `${scope}?${key}`;
  return paginateBounded(
    url,
    { defaultPageSize: CAR_PAGE_SIZE },
    () => countCars(db, where, countKey, bounds),
    () => countCarsExactly(db, where, countKey),
    async (rows) =>
      (endingSoonest
        ? await findCarCardsEndingSoonest(db, where, orderBy.slice(1), rows)
        : await findCarCards(db, where, orderBy, rows)
      ).map((row) => toCarCard(row, media)),
  );
}

/** The listing of one selling type or local condition, parsed by the caller (an unknown one is a 404 before this). */
export function listCarsOfType(
  db: Db,
  type: SellingType,
  url: URL,
  media: MediaUrl,
  bounds?: CarCountBounds,
): Promise<CarListingPage> {
  return listCars(db, url, media, sellingTypeCondition(type), type, bounds);
}
