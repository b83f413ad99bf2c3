// Facet and suggestion queries over the cars table (grouped counts, bounds, trigram-ranked names).
import { count, inArray, max, min, sql, type SQL } from 'drizzle-orm';
import { CONDITION_TYPES } from '@/lib/contract/cars';
import type { Db } from '../../db/client';
import { cars } from '../../db/schema';
import { escapeLike } from '../../api/filters';
import { isListed } from './cars.repository';

/** The three local (Cambodian) types share one facet set: spec §7 "those three types map to local car". */
export const localCarCondition = inArray(cars.selling_type, [...CONDITION_TYPES]);

export const VALUE_FACETS = {
  body_styles: cars.body_style,
  fuel_types: cars.fuel_type,
  transmissions: cars.transmission,
  drivetrains: cars.drivetrain,
  exterior_colors: cars.exterior_color,
  interior_colors: cars.interior_color,
} as const;
export type ValueFacet = keyof typeof VALUE_FACETS;

export async function findBounds(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({
      count: count(),
      year_min: min(cars.year),
      year_max: max(cars.year),
      price_min: min(cars.price),
      price_max: max(cars.price),
      mileage_min: min(cars.mileage),
      mileage_max: max(cars.mileage),
    })
    .from(cars)
    .where(where);
  return row!;
}

export function findNameCounts(db: Db, where: SQL | undefined) {
  return db
    .select({ make_name: cars.make_name, model_name: cars.model_name, trim_name: cars.trim_name, count: count() })
    .from(cars)
    .where(where)
    .groupBy(cars.make_name, cars.model_name, cars.trim_name);
}

export function findValueCounts(db: Db, where: SQL | undefined, facet: ValueFacet) {
  const column = VALUE_FACETS[facet];
  return db
    .select({ value: column, count: count() })
    .from(cars)
    .where(sql`${where ?? sql`true`} and ${column} <> ''`)
    .groupBy(column)
    .orderBy(sql`count(*) desc`, column);
}

// Lower than pg_trgm's default (0.6) so two typos in a short name still match ("toyta cam" → Toyota Camry).
const MIN_SIMILARITY = 0.45;

export interface SuggestionRow {
  make: string;
  model: string;
  trim: string;
  display_name: string;
}

/**
 * A `with recursive name_keys (make_name, model_name, trim_name)` clause listing every distinct make, model and trim
 * of the cars table (any status), or of the given makes only. It is a skip scan of `cars_make_model_idx`: one index
 * probe per distinct name (a few hundred even at a million cars, about 10 µs each) instead of reading every car, so a
 * statement can read the names fresh (decision 076). The three columns are never null, so the row comparison steps
 * through them all.
 */
export function nameKeys(makes: readonly string[] = []): SQL {
  const columns = sql`c.make_name, c.model_name, c.trim_name`;
  const next = (after: SQL) => sql`(select ${columns} from cars c where ${after} order by ${columns} limit 1)`;
  if (!makes.length)
    return sql`with recursive name_keys (make_name, model_name, trim_name) as (
      ${next(sql`true`)}
      union all
      select n.* from name_keys k, lateral ${next(
        sql`(c.make_name, c.model_name, c.trim_name) > (k.make_name, k.model_name, k.trim_name)`,
      )} n
    )`;
  // Each make's first name, then the names after it within that make.
  const list = sql.join(
    makes.map((make) => sql`(${make})`),
    sql`, `,
  );
  return sql`with recursive name_keys (make_name, model_name, trim_name) as (
    select n.* from (values ${list}) as m (make), lateral ${next(sql`c.make_name = m.make`)} n
    union all
    select n.* from name_keys k, lateral ${next(
      sql`c.make_name = k.make_name and (c.model_name, c.trim_name) > (k.model_name, k.trim_name)`,
    )} n
  )`;
}

/**
 * Every make, make+model and make+model+trim of the public listings (a few hundred names even on 100k cars): a name
 * only photo-less or unpublished listings carry is never suggested, nor read as a name (decision 046's rule). The
 * distinct names come from the skip scan of `nameKeys`, each kept if one listing carries it (an index probe), instead
 * of grouping every car (decision 076: 3 ms instead of 700 ms at a million cars).
 */
export async function findListedNames(db: Db): Promise<SuggestionRow[]> {
  const result = await db.execute<{ make: string; model: string; trim: string }>(sql`
    ${nameKeys()}
    select k.make_name as make, k.model_name as model, k.trim_name as trim from name_keys k
    where exists (
      select 1 from cars
      where cars.make_name = k.make_name and cars.model_name = k.model_name and cars.trim_name = k.trim_name
        and ${isListed}
    )
  `);
  const rows =
    (result as unknown as { rows?: { make: string; model: string; trim: string }[] }).rows ??
    (result as unknown as { make: string; model: string; trim: string }[]);
  const names = new Map<string, SuggestionRow>();
  const add = (make: string, model: string, trim: string) => {
    const display_name = [make, model, trim].filter(Boolean).join(' ');
    names.set(display_name.toLowerCase(), { make, model, trim, display_name });
  };
  for (const { make, model, trim } of rows) {
    add(make, '', '');
    add(make, model, '');
    if (trim) add(make, model, trim);
  }
  return [...names.values()];
}

/**
 * Up to `limit` of `names` matching `text`, ranked with pg_trgm: names starting with the text first, then names
 * with a word starting with it, then by word similarity (so typos still find something).
 */
export async function rankSuggestions(
  db: Db,
  names: SuggestionRow[],
  text: string,
  limit: number,
): Promise<SuggestionRow[]> {
  if (!names.length) return [];
  const q = text.toLowerCase();
  const contains = `%${escapeLike(q)}%`;
  const prefix = `${escapeLike(q)}%`;
  const wordPrefix = `% ${escapeLike(q)}%`;
  const result = await db.execute<SuggestionRow & Record<string, unknown>>(sql`
    select make, model, trim, display_name
    from jsonb_to_recordset(${JSON.stringify(names)}::jsonb) as n(make text, model text, trim text, display_name text)
    where lower(display_name) like ${contains} or word_similarity(${q}, lower(display_name)) >= ${MIN_SIMILARITY}
    order by
      (lower(display_name) like ${prefix}) desc,
      (' ' || lower(display_name) like ${wordPrefix}) desc,
      word_similarity(${q}, lower(display_name)) desc,
      length(display_name), display_name
    limit ${limit}
  `);
  return (result as unknown as { rows?: SuggestionRow[] }).rows ?? (result as unknown as SuggestionRow[]);
}
