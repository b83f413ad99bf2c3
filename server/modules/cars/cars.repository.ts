// Queries for car listings: the selling-type rules, the filter and ordering whitelists, counted and paged reads.
import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { mileageBoundIn } from '@/lib/contract/mileage';
import { SELLING_TYPE, type SellingType } from '@/lib/contract/selling-types';
import type { Db } from '../../db/client';
import { PLAN_ONCE } from '../../db/named-statements';
import { rowsOf } from '../../db/rows';
import { cars } from '../../db/schema';
import type { FilterFields } from '../../api/filters';
import type { OrderingOptions } from '../../api/ordering';
import type { BoundedCount } from '../../api/pagination';
import { createCache, perObject } from '../../cache';

// `mileage_km__gte/__lte`: the odometer in kilometres whatever unit each listing keeps it in (listingMileageUnit in
// SQL): cars in Cambodia by the bound itself, US and Canadian cars by the same bound in miles, boats (engine hours)
// never. The wider of the two bounds is also a plain range on `mileage`, so the mileage indexes still serve it.
function mileageInKm(lookup: 'gte' | 'lte', km: number): SQL {
  const inKm = mileageBoundIn('km', lookup, km);
  const inMiles = mileageBoundIn('mi', lookup, km);
  const own = sql`(case when ${cars.country} = 'KH' then ${inKm}::integer else ${inMiles}::integer end)`;
  const notBoat = sql`${cars.vehicle_type} <> 'boat'`;
  return lookup === 'lte'
    ? sql`(${notBoat} and ${cars.mileage} <= ${Math.max(inKm, inMiles)} and ${cars.mileage} <= ${own})`
    : sql`(${notBoat} and ${cars.mileage} >= ${Math.min(inKm, inMiles)} and ${cars.mileage} >= ${own})`;
}

export const carFilterFields = {
  make_name: { column: cars.make_name, type: 'text', lookups: ['exact', 'iexact', 'icontains', 'in'] },
  model_name: { column: cars.model_name, type: 'text', lookups: ['exact', 'iexact', 'icontains', 'in'] },
  trim_name: { column: cars.trim_name, type: 'text', lookups: ['exact', 'iexact', 'icontains', 'in'] },
  year: { column: cars.year, type: 'int', lookups: ['exact', 'gte', 'lte', 'in'] },
  price: { column: cars.price, type: 'int', lookups: ['exact', 'gte', 'lte'] },
  mileage: { column: cars.mileage, type: 'int', lookups: ['exact', 'gte', 'lte'] },
  mileage_km: { column: cars.mileage, type: 'int', lookups: ['gte', 'lte'], compare: mileageInKm },
  vehicle_type: { column: cars.vehicle_type, type: 'text', lookups: ['exact', 'in'] },
  body_style: { column: cars.body_style, type: 'text', lookups: ['exact', 'in'] },
  fuel_type: { column: cars.fuel_type, type: 'text', lookups: ['exact', 'in'] },
  transmission: { column: cars.transmission, type: 'text', lookups: ['exact', 'in'] },
  drivetrain: { column: cars.drivetrain, type: 'text', lookups: ['exact', 'in'] },
  exterior_color: { column: cars.exterior_color, type: 'text', lookups: ['exact', 'in'] },
  interior_color: { column: cars.interior_color, type: 'text', lookups: ['exact', 'in'] },
  country: { column: cars.country, type: 'text', lookups: ['exact', 'in'] },
  title_type: { column: cars.title_type, type: 'text', lookups: ['exact', 'in'] },
  damage: { column: cars.damage, type: 'text', lookups: ['exact', 'in'] },
  accident_free: { column: cars.accident_free, type: 'bool', lookups: ['exact'] },
  one_owner: { column: cars.one_owner, type: 'bool', lookups: ['exact'] },
  dealer_id: { column: cars.dealer_id, type: 'int', lookups: ['exact', 'in'] },
} satisfies FilterFields;

/** Filters whose plain parameter takes a comma list (`body_style=SUV,Sedan`). */
export const LIST_FILTERS = [
  'body_style',
  'fuel_type',
  'transmission',
  'drivetrain',
  'exterior_color',
  'interior_color',
  'country',
  'title_type',
  'damage',
  'dealer_id',
] as const;

// "Ending soonest": auctions still running by their end, soonest first; ended ones (and listings without an end)
// have no key, so they come after every running auction rather than first.
const auctionRunning = sql`${cars.auction_ends_at} > now()`;
const runningAuctionEnd = sql`(case when ${auctionRunning} then ${cars.auction_ends_at} end)`;

export const carOrdering: OrderingOptions = {
  fields: {
    price: cars.price,
    mileage: cars.mileage,
    year: cars.year,
    created_at: cars.created_at,
    auction_ends_at: runningAuctionEnd,
  },
  defaultOrder: [desc(cars.created_at)],
  tiebreak: desc(cars.id),
};

/** Spec §3: most types are a listing's base category; the featured ones and `all` are derived. */
export function sellingTypeCondition(type: SellingType): SQL | undefined {
  switch (type) {
    case SELLING_TYPE.all:
      return undefined;
    case SELLING_TYPE.featured:
      return and(eq(cars.is_featured, true), ne(cars.selling_type, SELLING_TYPE.classic));
    case SELLING_TYPE.featuredClassic:
      return and(eq(cars.is_featured, true), eq(cars.selling_type, SELLING_TYPE.classic));
    default:
      return eq(cars.selling_type, type);
  }
}

// A listing with a photo: its cover, or a gallery picture (uploads only add gallery rows). The cover is checked
// first, so the probe of car_images runs only for listings without one; `has_cover` (cover_image <> '', kept by
// PostgreSQL) is in every listing index, so the check reads no table row (decision 069).
const hasPhoto = sql`("cars"."has_cover" or exists (select 1 from car_images ci where ci.car_id = "cars"."id"))`;

/** Only listings on sale and with at least one photo are public (decision 046). Every statement with this condition
 * is prepared by name (PLAN_ONCE), and the status is written into it, not passed as a parameter: its generic plan
 * can then use the partial listing indexes (`WHERE status = 'active'`), which a parameter would not prove (decision
 * 077). */
export const isListed = and(sql`"cars"."status" = 'active' ${sql.raw(PLAN_ONCE)}`, hasPhoto)!;

/** Public car pages: any listing but a draft, as long as it has a photo (sold cars stay readable). */
export const isPublicPage = and(sql`"cars"."status" <> 'draft' ${sql.raw(PLAN_ONCE)}`, hasPhoto)!;

// The cover picture, or the listing's first gallery image when no cover was chosen. Written out in full because
// drizzle leaves columns unqualified in single-table selects, and the subquery must reach the outer "cars"."id".
const coverImage = sql<string | null>`coalesce(nullif("cars"."cover_image", ''), (
  select ci.image from car_images ci where ci.car_id = "cars"."id" order by ci.position, ci.id limit 1
))`;

// A deal signal: the latest earlier price above today's, one indexed probe per card row (no extra round trip).
const previousPrice = sql<number | null>`(
  select h.price from car_price_history h where h.car_id = "cars"."id" and h.price > "cars"."price"
  order by h.changed_at desc, h.id desc limit 1
)`;

const cardColumns = {
  id: cars.id,
  slug: cars.slug,
  year: cars.year,
  make_name: cars.make_name,
  model_name: cars.model_name,
  trim_name: cars.trim_name,
  price: cars.price,
  mileage: cars.mileage,
  selling_type: cars.selling_type,
  is_featured: cars.is_featured,
  exterior_color: cars.exterior_color,
  fuel_type: cars.fuel_type,
  transmission: cars.transmission,
  cover_image: coverImage,
  country: cars.country,
  location: cars.location,
  vehicle_type: cars.vehicle_type,
  previous_price: previousPrice,
  auction_ends_at: cars.auction_ends_at,
  lot_number: cars.lot_number,
  title_type: cars.title_type,
  damage: cars.damage,
};

/** How far a listing's count is exact, and how many rows the estimate past it samples (decision 068). */
export interface CarCountBounds {
  /** Counts up to this are exact; past it the count is an estimate. */
  exactUpTo: number;
  /** About how many rows of `cars` the estimate reads (a fixed block sample). */
  sampleRows: number;
}

export const CAR_COUNT_BOUNDS: CarCountBounds = { exactUpTo: 10_000, sampleRows: 10_000 };

// Counting tens of thousands of rows costs more than the page itself: large counts are reused for a few seconds
// (a new listing shows up in the count a little later; small counts, which people notice, are always exact). Requests
// asking for the same count at the same time share one statement (fetchMethod), small counts too: when the large ones
// had expired, the first pages of a dozen listings at once each counted their listing again per request, in the same
// second (decision 082).
const LARGE_COUNT = 5000;
const COUNT_TTL_MS = 10_000;
type CountLoad = () => Promise<BoundedCount>;
const countCache = perObject(() =>
  createCache<string, BoundedCount, CountLoad>({
    max: 500,
    ttl: COUNT_TTL_MS,
    fetchMethod: async (_key, _stale, { context, options }) => {
      const counted = await context();
      // A small count is shared only while it is being counted (1 ms: a ttl of 0 would mean "for ever").
      if (counted.count < LARGE_COUNT) options.ttl = 1;
      return counted;
    },
  }),
);

// The share of `cars` (in percent) a block sample must read to see about `rows` rows, from the planner's row count
// (-1 before the first ANALYZE, when the whole table is read).
const samplePercent = (rows: number) =>
  sql`(select least(100, ${rows} * 100.0 / greatest(c.reltuples, 1)) from pg_class c where c.oid = 'cars'::regclass)`;

// The rows of `cars` now, as the planner reckons them: the last ANALYZE's rows per page times the pages it has now.
const tableRows = sql`(select c.reltuples / greatest(c.relpages, 1)
  * (pg_relation_size(c.oid) / current_setting('block_size')::float8) from pg_class c where c.oid = 'cars'::regclass)`;

/**
 * Matching rows, counted up to `exactUpTo` + 1 and estimated past it, in one statement: the estimate (a scalar
 * subquery only run when the bounded count reaches past the bound) reads a fixed sample of the table's blocks
 * (TABLESAMPLE SYSTEM, REPEATABLE, so a query gets the same estimate every time) and scales the share of its rows that
 * match to the table's rows (a sample that happens to hold more blocks than its share would otherwise inflate every
 * estimate alike). `cacheKey` (the normalised query) lets a large count be reused briefly.
 */
export async function countCars(
  db: Db,
  where: SQL | undefined,
  cacheKey: string,
  bounds: CarCountBounds = CAR_COUNT_BOUNDS,
): Promise<BoundedCount> {
  const key = `${bounds.exactUpTo}/${bounds.sampleRows}|${cacheKey}`;
  return countCache(db).forceFetch(key, { context: () => countNow(db, where, bounds) });
}

async function countNow(db: Db, where: SQL | undefined, bounds: CarCountBounds): Promise<BoundedCount> {
  const condition = where ?? sql`true`;
  const percent = samplePercent(bounds.sampleRows);
  const result = await db.execute(sql`select count(*)::int as n, case when count(*) > ${bounds.exactUpTo} then (
      select (count(*) filter (where ${condition})
        * case when ${percent} >= 100 then 1 else ${tableRows} / greatest(count(*), 1) end)::float8
      from ${cars} tablesample system (${percent}) repeatable (0)
    ) end as sampled from (select 1 from ${cars} where ${condition} limit ${bounds.exactUpTo + 1}) as bounded`);
  const [row] = rowsOf<{ n: number; sampled: number | null }>(result);
  return row?.sampled == null
    ? { count: row?.n ?? 0, estimate: false }
    : { count: roughCount(row.sampled, bounds.exactUpTo), estimate: true };
}

/** An estimate as shown: two significant figures, never below the exact bound (more than that matched). */
export function roughCount(sampled: number, exactUpTo: number): number {
  return Number(Math.max(sampled, exactUpTo + 1).toPrecision(2));
}

/** Every matching row, counted (`page=last` of an estimated listing); reused briefly when large. */
export async function countCarsExactly(db: Db, where: SQL | undefined, cacheKey: string): Promise<number> {
  const counted = await countCache(db).forceFetch(`exact|${cacheKey}`, {
    context: async () => {
      const [row] = await db.select({ n: count() }).from(cars).where(where);
      return { count: row?.n ?? 0, estimate: false };
    },
  });
  return counted.count;
}

/** A card's row: `cardColumns` by name. */
export interface CarCardRow {
  id: number;
  slug: string;
  year: number;
  make_name: string;
  model_name: string;
  trim_name: string;
  price: number;
  mileage: number;
  selling_type: string;
  is_featured: boolean;
  exterior_color: string;
  fuel_type: string;
  transmission: string;
  cover_image: string | null;
  country: string;
  location: string;
  vehicle_type: string;
  previous_price: number | null;
  auction_ends_at: Date | null;
  lot_number: string | null;
  title_type: string | null;
  damage: string | null;
}

// The cards' select list, written out once (it has no parameters): rebuilding it with the query builder and mapping
// its rows back was a third of a listing request's CPU.
const CARD_SELECT = sql.raw(
  new PgDialect().sqlToQuery(
    sql.join(
      Object.entries(cardColumns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
      sql`, `,
    ),
  ).sql,
);

// The cards of the page whose ids `pageIds` selects, in `orderBy`'s order (the ids come unordered).
async function cardsOf(db: Db, pageIds: SQL, orderBy: SQL[]): Promise<CarCardRow[]> {
  const result = await db.execute(
    sql`select ${CARD_SELECT} from (${pageIds}) as page join ${cars} on ${cars.id} = page.id${orderClause(orderBy)}`,
  );
  // The drivers hand timestamps over as text here (Drizzle's parsers), numbers and booleans as such.
  const rows = rowsOf<Omit<CarCardRow, 'auction_ends_at'> & { auction_ends_at: string | Date | null }>(result);
  for (const row of rows)
    if (typeof row.auction_ends_at === 'string') row.auction_ends_at = new Date(row.auction_ends_at);
  return rows as CarCardRow[];
}

// No ordering (a caller that sorts the rows itself, as saved cars do) is no ORDER BY, not an empty one.
const orderClause = (orderBy: SQL[]) => (orderBy.length ? sql` order by ${sql.join(orderBy, sql`, `)}` : sql``);

/**
 * One page of cards. The page's ids are found first and the cards built for those rows only: the per-card subqueries
 * (cover, previous price) would otherwise run for every row the offset skips, 480 of them on page 25.
 */
export function findCarCards(
  db: Db,
  where: SQL | undefined,
  orderBy: SQL[],
  page: { limit: number; offset: number },
): Promise<CarCardRow[]> {
  const pageIds = sql`select ${cars.id} from ${cars} where ${where ?? sql`true`}${orderClause(orderBy)}
    limit ${page.limit} offset ${page.offset}`;
  return cardsOf(db, pageIds, orderBy);
}

/**
 * One page of "ending soonest" (`carOrdering`'s `auction_ends_at` first, then `then`), read from two indexes instead
 * of sorting every match (decision 070): the running auctions from `cars_active_auction_end_idx` in the order of their
 * end (`then` breaks ties), and after them every other match in `then`'s order, as the one ORDER BY puts them. The
 * page takes its rows of the running part with the page's own LIMIT and OFFSET; the rest is read only for what that
 * leaves of the page, skipping what the running auctions did not (their count, bounded by the page's end). On a page
 * of running auctions alone the rest, and the count, are never run: the page is full before they are reached.
 */
export function findCarCardsEndingSoonest(
  db: Db,
  where: SQL | undefined,
  then: SQL[],
  page: { limit: number; offset: number },
): Promise<CarCardRow[]> {
  const { limit, offset } = page;
  const running = and(where, auctionRunning);
  const byEnd = orderClause([asc(cars.auction_ends_at), ...then]);
  // The two parts never give more than the page; the last LIMIT says so to the planner (it reckons a LIMIT it cannot
  // compute at a tenth of the rows, and joined a million cars' primary key to the page's ids for it).
  const pageIds = sql`with running_count as materialized (
      select count(*) as n from (select 1 from ${cars} where ${running} limit ${offset + limit}) as bounded
    )
    (select ${cars.id} from ${cars} where ${running}${byEnd} limit ${limit} offset ${offset})
    union all (
      select ${cars.id} from ${cars} where ${and(where, sql`(${auctionRunning}) is not true`)}${orderClause(then)}
      limit ${offset + limit} - greatest(${offset}, (select n from running_count))
      offset greatest(0, ${offset} - (select n from running_count))
    )
    limit ${limit}`;
  return cardsOf(db, pageIds, [asc(runningAuctionEnd), ...then]);
}
