// Car listings by selling type: public, active listings only, filtered, ordered and paged as DRF does.
import { and } from 'drizzle-orm';
import { SELLING_TYPES, type CarCard, type CarPage, type SellingType } from '@/lib/contract/cars';
import { ApiError } from '../../api/errors';
import { buildFilters } from '../../api/filters';
import type { MediaUrl } from '../../api/media-url';
import { buildOrdering } from '../../api/ordering';
import { paginate } from '../../api/pagination';
import type { Db } from '../../db/client';
import {
  carFilterFields,
  carFilterOptions,
  carOrdering,
  countCars,
  findCarCards,
  isListed,
  sellingTypeCondition,
  type CarCardRow,
} from './cars.repository';

export const CAR_PAGE_SIZE = 20;

export function parseSellingType(raw: string): SellingType {
  const type = raw.trim().toLowerCase();
  const known = SELLING_TYPES.find((t) => t === type);
  if (!known) throw ApiError.notFound();
  return known;
}

export function toCarCard(row: CarCardRow, media: MediaUrl): CarCard {
  return {
    ...row,
    vehicle_name: `${row.year} ${row.make_name} ${row.model_name} ${row.trim_name}`.replace(/\s+/g, ' ').trim(),
    cover_image: media(row.cover_image),
    vehicle_type: row.vehicle_type === 'boat' ? 'boat' : 'car',
  };
}

/** One DRF page of cards for a selling type; `url` is the public request URL (filters, ordering, page). */
export async function listCarsBySellingType(db: Db, rawType: string, url: URL, media: MediaUrl): Promise<CarPage> {
  const type = parseSellingType(rawType);
  const filters = buildFilters(url.searchParams, carFilterFields, carFilterOptions);
  const where = and(isListed, sellingTypeCondition(type), filters.where);
  const orderBy = buildOrdering(url.searchParams.getAll('ordering').at(-1), carOrdering);
  return paginate(
    url,
    { defaultPageSize: CAR_PAGE_SIZE },
    () => countCars(db, where),
    async ({ pageSize, offset }) =>
      (await findCarCards(db, where, orderBy, { limit: pageSize, offset })).map((row) => toCarCard(row, media)),
  );
}
