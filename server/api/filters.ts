// django-filter's query dialect over a whitelist: `<path>__<lookup>=value` and `?search=` become Drizzle conditions.
import { and, getTableName, or, SQL, sql, type Column } from 'drizzle-orm';
import { z } from 'zod';
import { INT_MAX, INT_MIN } from '@/lib/contract/ids';
import { ApiError, type FieldErrors } from './errors';
import { businessDayStart } from './business-day';

/** `day`: a timestamp column compared by Cambodia's calendar day (a `YYYY-MM-DD` value; the whole day counts). */
export type FilterType = 'int' | 'number' | 'text' | 'date' | 'datetime' | 'day' | 'bool';
export type Lookup = 'exact' | 'iexact' | 'icontains' | 'gte' | 'lte' | 'in' | 'isnull';

const LOOKUPS: readonly Lookup[] = ['exact', 'iexact', 'icontains', 'gte', 'lte', 'in', 'isnull'];

export interface FilterField<J extends string = string> {
  column: Column | SQL;
  type: FilterType;
  lookups: readonly Lookup[];
  /** The joined table this column lives on: the caller adds that join when `joins` names it. */
  join?: J;
  /**
   * A text column with few distinct values (state codes, the nine car locations) and a btree index led by it:
   * `icontains` first reads the distinct values containing the term off that index, then matches rows by value
   * (decision 042), instead of lower-casing every row (a term shorter than three letters has no trigram to use).
   */
  fewValues?: boolean;
  /**
   * A number compared by its own SQL instead of `column op value` (its `gte`/`lte`): for a value read in other
   * units than the column's, such as mileage in km across listings kept in km and in miles (decision 052).
   */
  compare?: (lookup: 'gte' | 'lte', value: number) => SQL;
}

/** Filter paths a resource accepts, e.g. `year`, `make_name`, `loading_port__warehouse`. */
export type FilterFields<J extends string = string> = Record<string, FilterField<J>>;

export interface FilterOptions {
  /** Text columns `?search=` looks in (DRF's SearchFilter `search_fields`). */
  search?: readonly (Column | SQL)[];
}

export interface FilterResult<J extends string = string> {
  /** Every filter AND-ed; undefined when none applies. */
  where: SQL | undefined;
  /** Joins the conditions need, from the fields' `join`. */
  joins: J[];
  /** A condition reads its values by index probes (`fewValues`): its plan needs index scans. */
  probes: boolean;
}

type Params = URLSearchParams | Record<string, string | undefined>;

// django-filter's messages: NumberFilter (also used for integer columns) says "Enter a number.".
const MESSAGES: Record<FilterType, string> = {
  int: 'Enter a number.',
  number: 'Enter a number.',
  date: 'Enter a valid date.',
  day: 'Enter a valid date.',
  datetime: 'Enter a valid date/time.',
  bool: 'Enter a valid boolean.',
  text: 'Enter a valid value.',
};

class InvalidValue extends Error {}
class TooMany extends Error {}

function entries(params: Params): [string, string][] {
  if (params instanceof URLSearchParams) {
    // QueryDict.get semantics: the last of repeated keys wins.
    const last = new Map<string, string>();
    for (const [key, value] of params) last.set(key, value);
    return [...last];
  }
  return Object.entries(params).filter((e): e is [string, string] => typeof e[1] === 'string');
}

/** Splits `loading_port__warehouse__icontains` into a whitelisted path and a lookup (plain `field` is exact). */
export function resolveLookup<J extends string>(
  key: string,
  fields: FilterFields<J>,
): { path: string; field: FilterField<J>; lookup: Lookup } | null {
  const cut = key.lastIndexOf('__');
  const suffix = cut > 0 ? key.slice(cut + 2) : '';
  const isLookup = (LOOKUPS as readonly string[]).includes(suffix);
  const path = isLookup ? key.slice(0, cut) : key;
  const lookup: Lookup = isLookup ? (suffix as Lookup) : 'exact';
  const field = Object.hasOwn(fields, path) ? fields[path] : undefined;
  if (!field || !field.lookups.includes(lookup)) return null;
  return { path, field, lookup };
}

/** Decimal notation as Python's Decimal reads it (exponents too); no thousands separators, no Infinity/NaN. */
function parseNumber(raw: string): number {
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(raw)) throw new InvalidValue();
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new InvalidValue();
  return value;
}

function parseDate(raw: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (!match) throw new InvalidValue();
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) throw new InvalidValue();
  return raw;
}

function parseDateTime(raw: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) return parseDate(raw);
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(raw)) throw new InvalidValue();
  const time = Date.parse(raw.replace(' ', 'T'));
  if (Number.isNaN(time)) throw new InvalidValue();
  return raw.replace(' ', 'T');
}

function parseBool(raw: string): boolean {
  const value = raw.toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new InvalidValue();
}

function parseValue(type: FilterType, raw: string): string | number | boolean {
  switch (type) {
    case 'int':
    case 'number':
      return parseNumber(raw);
    case 'date':
    case 'day':
      return parseDate(raw);
    case 'datetime':
      return parseDateTime(raw);
    case 'bool':
      return parseBool(raw);
    case 'text':
      return raw;
  }
}

/** `%`, `_` and `\` match themselves, not as LIKE wildcards. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, '\\$&');
}

function inList(column: Column | SQL, values: (string | number | boolean)[]): SQL {
  if (!values.length) return sql`false`;
  return sql`${column} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/**
 * `column = any(the column's distinct values containing the term)`. The distinct values come from a loose index
 * scan (one index probe per value: the smallest, then the next greater, …), so the cost follows the number of
 * values, never the number of rows; the array is computed once, before the rows are read by value.
 */
function valuesContaining(column: Column, pattern: string): SQL {
  const table = sql.identifier(getTableName(column.table));
  const name = sql.identifier(column.name);
  return sql`${column} = any(array(with recursive v(s) as ((select ${name} from ${table} where ${name} is not null order by ${name} limit 1) union all select (select ${name} from ${table} where ${name} > v.s order by ${name} limit 1) from v where v.s is not null) select s from v where s ilike ${pattern}))`;
}

function condition(field: FilterField, lookup: Lookup, raw: string): SQL | null {
  const { column, type } = field;
  if (lookup === 'isnull') return parseBool(raw) ? sql`${column} is null` : sql`${column} is not null`;
  if (lookup === 'icontains') {
    const pattern = `%${escapeLike(raw)}%`;
    if (field.fewValues && !(column instanceof SQL)) return valuesContaining(column, pattern);
    return sql`${column}::text ilike ${pattern}`;
  }
  if (lookup === 'iexact') return sql`lower(${column}::text) = lower(${raw})`;
  if (lookup === 'in') {
    const items = raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (!items.length) return null;
    if (items.length > MAX_IN_ITEMS) throw new TooMany();
    const values = items.map((item) => parseValue(type, item));
    // An integer column never equals 1.5 or 2^40: leave such values out rather than let the database reject them.
    return inList(
      column,
      type === 'int'
        ? values.filter((v) => Number.isInteger(v) && (v as number) <= INT_MAX && (v as number) >= INT_MIN)
        : values,
    );
  }
  const value = parseValue(type, raw);
  if (field.compare && typeof value === 'number' && (lookup === 'gte' || lookup === 'lte'))
    return field.compare(lookup, value);
  if (type === 'int' && typeof value === 'number' && (value > INT_MAX || value < INT_MIN)) {
    // As Django 5 does for integer fields: a bound beyond the column's range matches everything or nothing,
    // instead of letting the database reject the parameter.
    if (lookup === 'exact') return sql`false`;
    const matchesAll = lookup === 'gte' ? value < INT_MIN : value > INT_MAX;
    return matchesAll ? sql`${column} is not null` : sql`false`;
  }
  if (type === 'int' && typeof value === 'number' && !Number.isInteger(value)) {
    // Compare as the database would compare an integer with a decimal, without binding a decimal to it.
    if (lookup === 'exact') return sql`false`;
    return lookup === 'gte' ? sql`${column} >= ${Math.ceil(value)}` : sql`${column} <= ${Math.floor(value)}`;
  }
  if (type === 'day' && typeof value === 'string') {
    // The day's instants in Cambodia, so the timestamp's own index serves the comparison.
    const since = businessDayStart(value).toISOString();
    const until = businessDayStart(value, 1).toISOString();
    if (lookup === 'gte') return sql`${column} >= ${since}`;
    if (lookup === 'lte') return sql`${column} < ${until}`;
    return sql`${column} >= ${since} and ${column} < ${until}`;
  }
  if (lookup === 'gte') return sql`${column} >= ${value}`;
  if (lookup === 'lte') return sql`${column} <= ${value}`;
  return sql`${column} = ${value}`;
}

/** Free text is bounded (decision 018): one query condition per word, so words and characters are capped. */
const MAX_SEARCH_WORDS = 12;
const MAX_SEARCH_CHARS = 200;
/** An `__in` list binds one parameter per item. */
const MAX_IN_ITEMS = 50;

/**
 * The words of a free-text parameter (split on spaces and commas), or DRF's 400 on `field` when the text is longer
 * than MAX_SEARCH_CHARS or has more than MAX_SEARCH_WORDS words: extra input is refused, never silently dropped.
 */
export function searchWords(field: string, raw: string | undefined): string[] {
  const text = (raw ?? '').trim();
  if (text.length > MAX_SEARCH_CHARS) {
    throw ApiError.validation({ [field]: [`Ensure this field has no more than ${MAX_SEARCH_CHARS} characters.`] });
  }
  const words = text.split(/[\s,]+/).filter(Boolean);
  if (words.length > MAX_SEARCH_WORDS) {
    throw ApiError.validation({ [field]: [`Ensure this field has no more than ${MAX_SEARCH_WORDS} words.`] });
  }
  return words;
}

function searchCondition(field: string, raw: string, columns: readonly (Column | SQL)[]): SQL | undefined {
  const terms = searchWords(field, raw);
  if (!terms.length || !columns.length) return undefined;
  // Each term must match some column; every term must match.
  return and(...terms.map((term) => or(...columns.map((col) => sql`${col} ilike ${`%${escapeLike(term)}%`}`))));
}

/**
 * Turns the whitelisted filter parameters into one AND-ed condition, as django-filter does: unknown parameters
 * and empty values are ignored; invalid values are DRF's 400 naming each parameter.
 */
export function buildFilters<J extends string = string>(
  params: Params,
  fields: FilterFields<J>,
  options: FilterOptions = {},
): FilterResult<J> {
  const conditions: SQL[] = [];
  const joins = new Set<J>();
  let probes = false;
  const errors: FieldErrors = {};
  for (const [key, rawValue] of entries(params)) {
    const raw = rawValue.trim();
    if (raw === '') continue;
    if (key === 'search' && options.search) {
      const found = searchCondition(key, raw, options.search);
      if (found) conditions.push(found);
      continue;
    }
    const resolved = resolveLookup(key, fields);
    if (!resolved) continue;
    const items = resolved.lookup === 'in' ? raw.split(',') : [raw];
    if (items.some((item) => item.length > MAX_SEARCH_CHARS)) {
      errors[key] = [`Ensure this field has no more than ${MAX_SEARCH_CHARS} characters.`];
      continue;
    }
    try {
      const found = condition(resolved.field, resolved.lookup, raw);
      if (!found) continue;
      conditions.push(found);
      if (resolved.field.join) joins.add(resolved.field.join);
      if (resolved.field.fewValues && resolved.lookup === 'icontains') probes = true;
    } catch (error) {
      if (error instanceof TooMany) {
        errors[key] = [`Ensure this list has no more than ${MAX_IN_ITEMS} items.`];
        continue;
      }
      if (!(error instanceof InvalidValue)) throw error;
      const type = resolved.lookup === 'isnull' ? 'bool' : resolved.field.type;
      errors[key] = [MESSAGES[type]];
    }
  }
  if (Object.keys(errors).length) throw ApiError.validation(errors);
  return { where: conditions.length ? and(...conditions) : undefined, joins: [...joins], probes };
}

/**
 * A documented query parameter; a repeated key keeps its last value, as Django's QueryDict.get does. The schema is
 * for the document only (the router does not run query schemas, decision 084): handlers read the value with
 * `queryValue`, or the URL's `searchParams` the same way.
 */
export function queryParam(description: string) {
  return z.preprocess((v) => (Array.isArray(v) ? v.at(-1) : v), z.string().optional()).describe(description);
}

/** A query parameter's value as a handler reads it: the last of a repeated key, as Django's QueryDict.get. */
export function queryValue(url: URL, name: string): string | undefined {
  return url.searchParams.getAll(name).at(-1);
}

/**
 * A query parameter taking one of `values`; blank is no filter where the handler reads it as django-filter's
 * ChoiceFilter does (`blank`), and anything else a 400. Documented as an enum, so a generated client offers the values.
 */
export function choiceParam(values: readonly string[], description: string, { blank = true } = {}) {
  return queryParam(description).meta({ enum: blank ? ['', ...values] : [...values] });
}

/** A whole-number query parameter from `minimum` (the handler answers anything else with a 400). */
export function integerParam(description: string, minimum = 0) {
  return queryParam(description).meta({ type: 'integer', minimum });
}

/** DRF's `page`: a number from 1 or "last"; blank is the first page, anything else a 404 `Invalid page.`. */
export function pageParam() {
  return queryParam('Page number, or "last"').meta({ pattern: '^([1-9][0-9]*|last)?$' });
}
