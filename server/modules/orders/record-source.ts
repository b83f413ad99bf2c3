// What every kind of record provides to the one list/detail service: its lookups, search, orderings and loaders.
import { and, Column, count, desc, eq, getTableName, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import type { OrderKind, RecordCar } from '@/lib/contract/orders';
import type { AuthUser } from '../../api/context';
import { buildFilters, resolveLookup, type FilterFields, type FilterType } from '../../api/filters';
import type { MediaUrl } from '../../api/media-url';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { carSales, recordCounts, recordFiles, users } from '../../db/schema';

export interface LoadContext {
  db: Db;
  viewer: AuthUser;
  media: MediaUrl;
}

/** A record as its kind's contract shapes it, before the notes fields are added. */
export type BareRecord = { id: number } & Record<string, unknown>;

export interface RecordSource {
  kind: OrderKind;
  /** The lookups of ORDER_FILTERS[kind] (django-filter style); `join` names what the count query must join. */
  filters: FilterFields;
  /** Contract lookup names read through another filter path (errors still name the contract's). */
  paramAliases?: Record<string, string>;
  search: readonly (Column | SQL)[];
  /** Joins the search columns need in the count query. */
  searchJoins: readonly string[];
  /** `?ordering=` names (without '-') to what they sort by. */
  ordering: Record<string, Column | SQL>;
  /** The id, descending: rows with equal keys keep one order from page to page. */
  tiebreak: SQL;
  /** The id, ascending: the tiebreak of the reversed ordering a page past the middle is read in (decision 066). */
  tiebreakReversed: SQL;
  /** The record's customer (scope 'own'), and the join it lives on in the count query (null: on the kind's table). */
  owner: Column | SQL;
  ownerJoin: string | null;
  /** Condition for "record number `id`" (a balance report's id is its customer's id). */
  byId(id: number): SQL;
  /** Condition for "one of these records" (a page's ids). */
  byIds(ids: readonly number[]): SQL;
  /**
   * Filter paths on the kind's own table whose row counts per value its triggers keep in record_counts (migration
   * 0039, decision 079): a list filtered by one of these alone is counted from there.
   */
  keptCounts?: readonly string[];
  count(db: Db, where: SQL | undefined, joins: ReadonlySet<string>, kept?: KeptCount): Promise<number>;
  /**
   * The ids of one page, from the kind's table with only the joins it needs: an index walks the ordering and skips
   * the offset without building whole rows, then `load` builds just the page (a deep page stays cheap). `plan` says
   * how, when the count says the walk could be slow (see PagePlan).
   */
  pageIds(
    db: Db,
    where: SQL | undefined,
    joins: ReadonlySet<string>,
    order: SQL[],
    limit: number,
    offset: number,
    plan?: PagePlan,
  ): Promise<number[]>;
  /** Pages of a large date range in another ordering, read a day at a time (decision 067). */
  byDay?: DayPages;
  load(ctx: LoadContext, where: SQL | undefined, order: SQL[], limit: number, offset: number): Promise<BareRecord[]>;
  /** Detail-only fields (timeline, ledger) for one loaded record. */
  detail?(ctx: LoadContext, record: BareRecord): Promise<Record<string, unknown>>;
}

/**
 * A count read from record_counts: the rows of one kept column (`''`: the table's rows) whose values meet `where`
 * (the list's own lookups, on the kept values instead of the rows).
 */
export interface KeptCount {
  /** The kept column's table (undefined: the list's own), which must be the list's own. */
  table?: string;
  column: string;
  where: SQL | undefined;
}

/** The table's own row count, kept by its triggers (migration 0027, decision 066). */
const EVERY_ROW: KeptCount = { column: '', where: undefined };

/**
 * Lookups that never match a NULL (the kept counts leave NULLs out), and the SQL type a kept value is read back as.
 * `icontains` on a kept value is the same `ilike` the rows' few-values lookup runs on the column's distinct values.
 */
const KEPT_LOOKUPS = new Set(['exact', 'gte', 'lte', 'in', 'icontains']);
const KEPT_TYPES: Partial<Record<FilterType, string>> = { int: 'int', bool: 'boolean', date: 'date', text: 'text' };

/**
 * The kept count for a list whose lookups (non-blank, `search` included) all name one of the source's `keptCounts`
 * paths (decision 079), for a viewer who sees every record; otherwise undefined (the rows are counted). The same
 * lookups are built over the kept values, so a value the rows would refuse gets the same 400 first.
 */
export function keptCountOf(source: RecordSource, params: Record<string, string>): KeptCount | undefined {
  const kept = Object.fromEntries((source.keptCounts ?? []).map((path) => [path, source.filters[path]!]));
  const given = Object.entries(params).filter(([, value]) => value.trim() !== '');
  // Each lookup as the rows' filter reads it: one the field does not take is ignored there, so it is not counted here.
  const lookups = given.map(([key]) => resolveLookup(key, kept));
  const [first] = lookups;
  if (!first || lookups.some((l) => !l || l.path !== first.path || !KEPT_LOOKUPS.has(l.lookup))) return undefined;
  const { path, field } = first;
  const type = KEPT_TYPES[field.type];
  // A car sale's own lookups name the `sale` join, which the sales list does not need: the column's table decides.
  if (!type || !(field.column instanceof Column)) return undefined;
  const column = field.column.name;
  // The value is read back only on this column's rows: another column's values need not cast to this type.
  const value = sql`(case when ${recordCounts.column_name} = ${column} then ${recordCounts.value} end)::${sql.raw(type)}`;
  const { where } = buildFilters(Object.fromEntries(given), { [path]: { ...field, column: value } });
  // A lookup that matched nothing to filter on (an empty `__in`) is ignored for the rows, not for the kept values.
  if (!where) return undefined;
  return { table: getTableName(field.column.table), column, where };
}

/**
 * Adds to a count or id query on the kind's table the joins that its lookups, search, scope or ordering name. A join
 * on a query with its own field list adds no fields, so the query keeps its type (hence the casts in each kind's).
 */
export type ListJoins = <T extends PgSelect>(query: T, joins: ReadonlySet<string>) => T;

/**
 * Up to this many matches, a filtered page on the kind's own table is planned as "find the matches by the filter's
 * index, then sort them" (decision 042). The planner assumes a filter and the ordering are independent, so it walks
 * the ordering's index until it has a page of matches; when they are correlated (old sales are the least recently
 * updated) that walk reads most of the table. Sorting at most this many rows is bounded; the count, known first,
 * says when.
 */
export const SORT_MATCHES_MAX = 25_000;

/**
 * Up to this many matches, a filtered page whose filter joins another table or probes an index for its values reads
 * the matches' ids first and then the page among them (decision 078): the planner's guess of how many rows such a
 * filter matches comes from ANALYZE's sample and can be a hundred times too high (a container number's `icontains`:
 * 2,525 containers guessed, 113 found), and then it walks the ordering's index through most of the table (760 ms at a
 * million records). With the ids given, the page is at most this many rows fetched by id and sorted.
 */
export const MATCHES_FIRST_MAX = 2_000;

/**
 * How a page's ids are read: `walk` leaves the plan to PostgreSQL (an index walk in the ordering's order, for a
 * list with many matches or none filtered); `sort matches` turns the walk off for an own-table filter (decision 042);
 * `matches first` reads the ids of every match, then sorts them (decision 078).
 */
export type PagePlan = 'walk' | 'sort matches' | 'matches first';

/** A kind's count and page-of-ids queries: its table, its id column and its joins; the rest is the same for all. */
export function listQueries(
  table: PgTable,
  id: AnyPgColumn<{ data: number; notNull: true }>,
  join: ListJoins,
): Pick<RecordSource, 'count' | 'pageIds'> {
  return {
    async count(db, where, joins, kept) {
      const key = kept ?? (where === undefined && joins.size === 0 ? EVERY_ROW : undefined);
      if (key?.table !== undefined && key.table !== getTableName(table))
        throw new Error(`${key.table}.${key.column} is not kept for ${getTableName(table)}`);
      if (key) {
        // Every row, or one kept column's values: a few rows of deltas added up, not hundreds of thousands counted.
        const [total] = await db
          .select({ n: sql<number>`coalesce(sum(${recordCounts.n}), 0)::int` })
          .from(recordCounts)
          .where(
            and(eq(recordCounts.table_name, getTableName(table)), eq(recordCounts.column_name, key.column), key.where),
          );
        return total?.n ?? 0;
      }
      const [row] = await join(db.select({ n: count() }).from(table).$dynamic(), joins).where(where);
      return row?.n ?? 0;
    },
    async pageIds(db, where, joins, order, limit, offset, plan = 'walk') {
      const page = async (q: Db, condition = where) => {
        const rows = await join(q.select({ id }).from(table).$dynamic(), joins)
          .where(condition)
          .orderBy(...order)
          .limit(limit)
          .offset(offset);
        return rows.map((r) => r.id);
      };
      if (plan === 'matches first') {
        // No ordering, so nothing to walk: the filter's own plan finds the matches (at most MATCHES_FIRST_MAX).
        const matches = await join(db.select({ id }).from(table).$dynamic(), joins).where(where);
        if (!matches.length) return [];
        // The ids are integers read from the table: written into the statement as one array.
        const ids = sql.raw(`'{${matches.map((r) => Number(r.id)).join(',')}}'::int[]`);
        return page(db, sql`${id} = any(${ids})`);
      }
      if (plan === 'walk') return page(db);
      return db.transaction(async (tx) => {
        // For this one query only (`set_config(…, true)` ends with the transaction): no index walk in the
        // ordering's order; the filter's indexes are still read as bitmaps.
        await tx.execute(
          sql`select set_config('enable_indexscan', 'off', true), set_config('enable_indexonlyscan', 'off', true)`,
        );
        return page(tx);
      });
    },
  };
}

export interface DayPages {
  /** The lookup path (`date`) whose `__gte`/`__lte` range over the day column. */
  filter: string;
  /** Orderings (names without '-') that an index on (day, ordering column, id) serves. */
  orderings: readonly string[];
  /** The page's ids, when the list's condition includes `range` (the day lookups alone) and orders by one of these. */
  pageIds(db: Db, range: SQL, where: SQL, order: SQL[], limit: number, offset: number): Promise<number[]>;
}

/**
 * A date range with more matches than SORT_MATCHES_MAX, ordered by something the date does not follow (a summary's
 * `updated_at`, while the lookup is on its sale date): walking the ordering's index meets the old sales last, and
 * sorting the matches reads them all. Instead the range's days are read off the date's index (one probe per day, as
 * filters.ts `valuesContaining` reads values), each day's first `offset + limit` rows in the ordering come off an
 * index on (day, ordering column, id), and the page is cut from those: the work follows the days in the range, not
 * the records. The lateral subquery takes the table's name, so the list's ORDER BY reads its columns unchanged.
 */
export function dayPages(
  table: PgTable,
  id: AnyPgColumn,
  day: AnyPgColumn,
  filter: string,
  orderings: Record<string, AnyPgColumn>,
): DayPages {
  const name = sql.identifier(getTableName(table));
  const dayName = sql.identifier(day.name);
  return {
    filter,
    orderings: Object.keys(orderings),
    async pageIds(db, range, where, order, limit, offset) {
      const by = sql.join(order, sql`, `);
      const rows = await db.execute(sql`with recursive days(day) as (
          (select ${dayName} from ${name} where ${range} order by ${dayName} limit 1)
          union all
          select (select ${dayName} from ${name} where ${dayName} > days.day and ${range} order by ${dayName} limit 1)
          from days where days.day is not null)
        select ${name}.${sql.identifier(id.name)} as id from days cross join lateral (
          select ${id}, ${sql.join(Object.values(orderings), sql`, `)} from ${name}
          where ${day} = days.day and ${where} order by ${by} limit ${offset + limit}) as ${name}
        order by ${by} limit ${limit} offset ${offset}`);
      return rowsOf<{ id: number }>(rows).map((r) => r.id);
    },
  };
}

export const salesRepUser = alias(users, 'sales_rep');

/** Columns of the customer and car every car-based kind shows. */
export const saleColumns = {
  car_sale_id: carSales.id,
  id_number: carSales.id_number,
  vin: carSales.vin,
  year: carSales.year,
  make: carSales.make,
  model: carSales.model,
  trim: carSales.trim,
  color: carSales.color,
};
export const customerColumns = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
};
export const salesRepColumns = {
  id: salesRepUser.id,
  first_name: salesRepUser.first_name,
  last_name: salesRepUser.last_name,
};

export type SaleCols = { [K in keyof typeof saleColumns]: (typeof saleColumns)[K]['_']['data'] };
type PersonRow = { id: number; first_name: string; last_name: string; email: string | null };

export function toPerson(row: PersonRow) {
  return { id: row.id, first_name: row.first_name, last_name: row.last_name, email: row.email ?? '' };
}

export function toSalesRep(row: { id: number; first_name: string; last_name: string } | null) {
  return row ? { id: row.id, name: `${row.first_name} ${row.last_name}`.trim() } : null;
}

export function toCar(sale: SaleCols, images: Map<number, string | null>): RecordCar {
  return { ...sale, image: images.get(sale.car_sale_id) ?? null };
}

export const isoDateTime = (value: Date) => value.toISOString();
export const isoDateTimeOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * A picture per car: the latest stage photo (shipping, then loading; its thumbnail when it has one), as absolute
 * URLs. One query for a page.
 */
export async function carImages(ctx: LoadContext, saleIds: readonly number[]): Promise<Map<number, string | null>> {
  const out = new Map<number, string | null>();
  if (!saleIds.length) return out;
  const rows = await ctx.db
    .selectDistinctOn([recordFiles.car_sale_id], {
      car_sale_id: recordFiles.car_sale_id,
      path: sql<string>`coalesce(${recordFiles.thumb_path}, ${recordFiles.path})`,
    })
    .from(recordFiles)
    .where(
      and(
        inArray(recordFiles.car_sale_id, [...new Set(saleIds)]),
        or(
          and(eq(recordFiles.kind, 'shippings'), eq(recordFiles.collection, 'images')),
          and(eq(recordFiles.kind, 'loadingrecords'), eq(recordFiles.collection, 'container_images')),
        ),
      ),
    )
    // Shippings before loading records, then the newest file.
    .orderBy(recordFiles.car_sale_id, sql`${recordFiles.kind} = 'shippings' desc`, desc(recordFiles.id));
  for (const row of rows) if (row.car_sale_id !== null) out.set(row.car_sale_id, ctx.media(row.path));
  return out;
}

/** Images as absolute URLs. */
export const mediaList = (ctx: LoadContext, paths: readonly string[]) =>
  paths.map((p) => ctx.media(p)).filter((u): u is string => u !== null);
