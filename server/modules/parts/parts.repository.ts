// Queries over the parts catalogue: skip scans for distinct values, filtered counts and pages, a part's pictures,
// fitments and related parts.
import { and, asc, desc, eq, gt, inArray, ne, sql, type Column, type SQL } from 'drizzle-orm';
import type { PartSource } from '@/lib/contract/parts';
import type { Db } from '../../db/client';
import { partCounts, partFitments, partImages, parts } from '../../db/schema';
import { escapeLike } from '../../api/filters';
import { rowsOf } from '../../db/rows';

export type PartRow = typeof parts.$inferSelect;
export type PartCardRow = Pick<
  PartRow,
  | 'id'
  | 'name'
  | 'make'
  | 'year'
  | 'model'
  | 'engine'
  | 'category'
  | 'sub_category'
  | 'part_number'
  | 'condition'
  | 'price'
  | 'stock'
  | 'image'
  | 'source'
>;

/** The columns the list filters on, in `parts` and in `part_counts` (the parts per combination of them). */
const filterColumns = (t: typeof parts | typeof partCounts) => ({
  make: t.make,
  model: t.model,
  engine: t.engine,
  category: t.category,
  sub_category: t.sub_category,
  name: t.name,
  year: t.year,
  source: t.source,
});
type FilterColumns = ReturnType<typeof filterColumns>;
/** The text columns the list filters and the cascade read. */
const TEXT_COLUMNS = filterColumns(parts);
const COUNT_COLUMNS = filterColumns(partCounts);
export type TextColumn = Exclude<keyof FilterColumns, 'year' | 'source'>;

/** A text filter: one of a known list of exact values, or (a column with too many values) a substring. */
export type TextMatch = { values: string[] } | { contains: string };

export interface PartFilter {
  text: Partial<Record<TextColumn, TextMatch>>;
  year?: number | 'none';
  source?: PartSource;
}

/** Exact values chosen so far in the cascade, in cascade order. */
export interface CascadePrefix {
  make?: string;
  year?: number;
  model?: string;
  engine?: string;
  category?: string;
}

export type CascadeColumn = 'make' | 'year' | 'model' | 'engine' | 'category' | 'sub_category';
const CASCADE_COLUMNS = {
  make: parts.make,
  year: parts.year,
  model: parts.model,
  engine: parts.engine,
  category: parts.category,
  sub_category: parts.sub_category,
} as const;

function textCondition(columns: FilterColumns, column: TextColumn, match: TextMatch): SQL {
  const col = columns[column];
  if ('contains' in match) return sql`${col} ilike ${`%${escapeLike(match.contains)}%`}`;
  return match.values.length ? inArray(col, match.values) : sql`false`;
}

/** The filter as a condition on `parts` or, for counting, on `part_counts`. */
export function partsWhere(filter: PartFilter, columns: FilterColumns = TEXT_COLUMNS): SQL | undefined {
  const conditions: SQL[] = Object.entries(filter.text).map(([column, match]) =>
    textCondition(columns, column as TextColumn, match),
  );
  if (filter.year === 'none') conditions.push(sql`false`);
  else if (filter.year !== undefined) conditions.push(eq(columns.year, filter.year));
  if (filter.source) conditions.push(eq(columns.source, filter.source));
  return conditions.length ? and(...conditions) : undefined;
}

function prefixWhere(prefix: CascadePrefix, source: PartSource | undefined): SQL[] {
  const conditions: SQL[] = [];
  for (const [level, value] of Object.entries(prefix)) {
    if (value !== undefined) conditions.push(eq(CASCADE_COLUMNS[level as keyof CascadePrefix], value));
  }
  if (source) conditions.push(eq(parts.source, source));
  return conditions;
}

/**
 * The distinct values of `col` among the rows matching `where`, read as a loose index scan: one index probe per value
 * ("the next value after the last one") instead of reading every matching row, so a level with ten values costs ten
 * probes whether 100 or 100,000 parts sit under it. At most `limit` values, in the index's order.
 */
async function skipScan(db: Db, col: Column, where: SQL[], limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    with recursive found(v) as (
      (select ${col} from ${parts} where ${and(...where) ?? sql`true`} order by ${col} limit 1)
      union all
      select (select ${col} from ${parts} where ${and(...where, sql`${col} > found.v`)} order by ${col} limit 1)
      from found where found.v is not null
    )
    select v from found where v is not null limit ${limit}
  `);
  return rowsOf<{ v: string | number }>(result).map((row) => String(row.v));
}

/** The values of one cascade level under the levels chosen above it. */
export function distinctValues(
  db: Db,
  column: CascadeColumn,
  prefix: CascadePrefix,
  source: PartSource | undefined,
  limit: number,
): Promise<string[]> {
  return skipScan(db, CASCADE_COLUMNS[column], prefixWhere(prefix, source), limit);
}

/** Every distinct value of a text column (up to `limit`), for turning `__icontains` into an exact list. */
export function distinctText(db: Db, column: TextColumn, limit: number): Promise<string[]> {
  return skipScan(db, TEXT_COLUMNS[column], [], limit);
}

/**
 * The parts matching `filter`, added up from `part_counts` (one row per combination of the filtered values, kept by
 * triggers): its cost follows the catalogue's combinations, not its parts (decision 066).
 */
export async function countParts(db: Db, filter: PartFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${partCounts.n}), 0)::int` })
    .from(partCounts)
    .where(partsWhere(filter, COUNT_COLUMNS));
  return row?.n ?? 0;
}

const cardColumns = {
  id: parts.id,
  name: parts.name,
  make: parts.make,
  year: parts.year,
  model: parts.model,
  engine: parts.engine,
  category: parts.category,
  sub_category: parts.sub_category,
  part_number: parts.part_number,
  condition: parts.condition,
  price: parts.price,
  stock: parts.stock,
  image: parts.image,
  source: parts.source,
};

/** Most recently listed first. */
export function findPartCards(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<PartCardRow[]> {
  // The page's ids first, then only their rows: narrowed by the cascade, the ids come from parts_cascade_idx alone
  // (it ends in the id) instead of every match's row being read to sort them (decision 083).
  const page = db.select({ id: parts.id }).from(parts).where(where).orderBy(desc(parts.id)).limit(limit).offset(offset);
  return db.select(cardColumns).from(parts).where(inArray(parts.id, page)).orderBy(desc(parts.id));
}

export async function findPart(db: Db, id: number): Promise<PartRow | null> {
  const [row] = await db.select().from(parts).where(eq(parts.id, id)).limit(1);
  return row ?? null;
}

export async function findPartImages(db: Db, partId: number): Promise<string[]> {
  const rows = await db
    .select({ url: partImages.url })
    .from(partImages)
    .where(eq(partImages.part_id, partId))
    .orderBy(asc(partImages.position), asc(partImages.id));
  return rows.map((r) => r.url);
}

export function findPartFitments(db: Db, partId: number) {
  return db
    .select({
      make: partFitments.make,
      year: partFitments.year,
      model: partFitments.model,
      engine: partFitments.engine,
    })
    .from(partFitments)
    .where(eq(partFitments.part_id, partId))
    .orderBy(desc(partFitments.year), asc(partFitments.make), asc(partFitments.model), asc(partFitments.engine));
}

/** Other in-stock parts for the same vehicle: the same category first, then the cheapest. */
export function findRelatedParts(db: Db, part: PartRow, limit: number): Promise<PartCardRow[]> {
  return db
    .select(cardColumns)
    .from(parts)
    .where(
      and(
        eq(parts.make, part.make),
        eq(parts.year, part.year),
        eq(parts.model, part.model),
        ne(parts.id, part.id),
        gt(parts.stock, 0),
      ),
    )
    .orderBy(sql`(${parts.category} = ${part.category}) desc`, asc(parts.price), asc(parts.id))
    .limit(limit);
}
