// The parts catalogue: the filtered list (django-filter lookups), a part's page, and the cascade of vehicle lists.
import {
  PART_SOURCES,
  PARTS_PAGE_SIZE,
  type PartCard,
  type PartCascadeLevel,
  type PartDetail,
  type PartPage,
  type PartSource,
} from '@/lib/contract/parts';
import { INT_MAX, INT_MIN } from '@/lib/contract/ids';
import { ApiError, type FieldErrors } from '../../api/errors';
import type { MediaUrl } from '../../api/media-url';
import { paginate } from '../../api/pagination';
import { createCache, perObject } from '../../cache';
import type { Db } from '../../db/client';
import {
  countParts,
  distinctText,
  distinctValues,
  findPart,
  findPartCards,
  findPartFitments,
  findPartImages,
  findRelatedParts,
  partsWhere,
  type CascadePrefix,
  type PartCardRow,
  type PartFilter,
  type TextColumn,
  type TextMatch,
} from './parts.repository';

/** The list's text lookups and the column each reads. */
const TEXT_PARAMS: [param: string, column: TextColumn][] = [
  ['make__icontains', 'make'],
  ['model__icontains', 'model'],
  ['engine__icontains', 'engine'],
  ['category__icontains', 'category'],
  ['sub_category__icontains', 'sub_category'],
  ['name__icontains', 'name'],
];
/** As the other lookups (decision 018): longer text is refused, not silently cut. */
const MAX_TEXT = 200;
/** A column with more distinct values than this is matched with ILIKE instead of an exact list (decision 033). */
const MAX_VOCABULARY = 2000;
/** Values one cascade level may list. */
const MAX_LEVEL_VALUES = 1000;
const RELATED_PARTS = 8;

/**
 * Per database: the distinct values of each text column (a minute), cascade lists (30 s) and list counts (10 s).
 * Nothing in the API adds parts or renames them, and ordering only changes stock, which neither lists nor counts
 * depend on; a catalogue import shows up in filters within a minute (decision 033).
 */
interface Vocabulary {
  values: string[];
  complete: boolean;
}
const caches = perObject((db: Db) => ({
  vocabulary: createCache<TextColumn, Vocabulary>({
    max: 10,
    ttl: 60_000,
    fetchMethod: async (column) => {
      const values = await distinctText(db, column, MAX_VOCABULARY + 1);
      return { values: values.slice(0, MAX_VOCABULARY), complete: values.length <= MAX_VOCABULARY };
    },
  }),
  cascade: createCache<string, string[], { level: PartCascadeLevel; prefix: CascadePrefix; source?: PartSource }>({
    max: 5000,
    ttl: 30_000,
    fetchMethod: (_key, _stale, { context }) =>
      distinctValues(db, context.level, context.prefix, context.source, MAX_LEVEL_VALUES),
  }),
  counts: createCache<string, number, PartFilter>({
    max: 5000,
    ttl: 10_000,
    fetchMethod: (_key, _stale, { context }) => countParts(db, context),
  }),
}));

/**
 * The cached value, or (`fresh`: Cache-Control no-cache) a new load that replaces it. A fresh read loads directly
 * rather than through `forceRefresh`, which would abort and restart the load every concurrent fresh reader shares.
 */
async function cached<V>(
  fromCache: () => Promise<V | undefined>,
  store: (value: V) => void,
  load: () => Promise<V>,
  fresh: boolean,
): Promise<V> {
  if (!fresh) return (await fromCache()) ?? load();
  const value = await load();
  store(value);
  return value;
}

/** Django's QueryDict.get: the last value of a repeated key, trimmed; empty is absent. */
function param(url: URL, name: string): string | undefined {
  const value = url.searchParams.getAll(name).at(-1)?.trim();
  return value ? value : undefined;
}

/** `source=warehouse|us dealer` (django-filter's ChoiceFilter): anything else is DRF's 400. */
function readSource(url: URL): PartSource | undefined {
  const raw = param(url, 'source');
  if (raw === undefined) return undefined;
  if (!(PART_SOURCES as readonly string[]).includes(raw)) {
    throw ApiError.validation({ source: [`Select a valid choice. ${raw} is not one of the available choices.`] });
  }
  return raw as PartSource;
}

/** NumberFilter on an integer column: junk is a 400; a number no part can have (2016.5, 1e12) matches nothing. */
function readYear(raw: string): number | 'none' | null {
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(raw)) return null;
  const value = Number(raw);
  if (!Number.isFinite(value)) return null;
  return Number.isInteger(value) && value >= INT_MIN && value <= INT_MAX ? value : 'none';
}

async function textMatch(db: Db, column: TextColumn, term: string): Promise<TextMatch> {
  const vocabulary = await caches(db).vocabulary.fetch(column);
  if (!vocabulary?.complete) return { contains: term };
  const needle = term.toLowerCase();
  return { values: vocabulary.values.filter((value) => value.toLowerCase().includes(needle)) };
}

/**
 * The list's filters, as django-filter reads them: every lookup AND-ed, empty values and unknown parameters
 * ignored, invalid values a 400 naming each. A substring of a low-cardinality column becomes the exact list of
 * values containing it, so the database answers from the cascade index (decision 033).
 */
async function readPartFilter(db: Db, url: URL): Promise<PartFilter> {
  const errors: FieldErrors = {};
  const filter: PartFilter = { text: {} };
  for (const [name, column] of TEXT_PARAMS) {
    const raw = param(url, name);
    if (raw === undefined) continue;
    if (raw.length > MAX_TEXT) errors[name] = [`Ensure this field has no more than ${MAX_TEXT} characters.`];
    else filter.text[column] = await textMatch(db, column, raw);
  }
  const year = param(url, 'year__iexact');
  if (year !== undefined) {
    const value = readYear(year);
    if (value === null) errors.year__iexact = ['Enter a number.'];
    else filter.year = value;
  }
  try {
    filter.source = readSource(url);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    Object.assign(errors, error.body);
  }
  if (Object.keys(errors).length) throw ApiError.validation(errors);
  return filter;
}

function toSource(value: string): PartSource {
  return (PART_SOURCES as readonly string[]).includes(value) ? (value as PartSource) : 'warehouse';
}

function toPartCard(row: PartCardRow, media: MediaUrl): PartCard {
  return {
    id: row.id,
    name: row.name,
    make: row.make,
    year: row.year,
    model: row.model,
    engine: row.engine,
    category: row.category,
    sub_category: row.sub_category,
    part_number: row.part_number,
    condition: row.condition,
    price: row.price,
    stock: row.stock,
    image: media(row.image),
    source: toSource(row.source),
  };
}

/**
 * GET /api/parts/all/: a DRF page of part cards, most recently listed first. `fresh` (Cache-Control: no-cache)
 * recounts instead of using the cached count.
 */
export async function listParts(db: Db, url: URL, media: MediaUrl, fresh = false): Promise<PartPage> {
  const filter = await readPartFilter(db, url);
  const where = partsWhere(filter);
  return paginate(
    url,
    { defaultPageSize: PARTS_PAGE_SIZE },
    () => {
      const { counts } = caches(db);
      const key = JSON.stringify(filter);
      return cached(
        () => counts.fetch(key, { context: filter }),
        (n) => counts.set(key, n),
        () => countParts(db, filter),
        fresh,
      );
    },
    async ({ pageSize, offset }) => (await findPartCards(db, where, pageSize, offset)).map((r) => toPartCard(r, media)),
  );
}

/** GET /api/parts/{id}/: the part with its gallery, the vehicles it fits, its seller and related parts. */
export async function getPartDetail(db: Db, id: number, media: MediaUrl): Promise<PartDetail> {
  const part = await findPart(db, id);
  if (!part) throw ApiError.notFound();
  const [images, fits, related] = await Promise.all([
    findPartImages(db, id),
    findPartFitments(db, id),
    findRelatedParts(db, part, RELATED_PARTS),
  ]);
  const own = { make: part.make, year: part.year, model: part.model, engine: part.engine };
  const same = (f: typeof own) => f.make === own.make && f.year === own.year && f.model === own.model;
  const gallery = (images.length ? images : [part.image]).map((path) => media(path)).filter((u) => u !== null);
  return {
    ...toPartCard(part, media),
    image: gallery[0] ?? null,
    images: gallery,
    description: part.description,
    seller: {
      name: part.seller_name || (part.source === 'us dealer' ? 'US partner dealer' : 'Phnom Penh Warehouse'),
      location: part.seller_location || (part.source === 'us dealer' ? 'United States' : 'Phnom Penh, Cambodia'),
    },
    fits: fits.some((f) => same(f) && f.engine === own.engine) ? fits : [own, ...fits],
    related: related.map((r) => toPartCard(r, media)),
    created_at: part.created_at.toISOString(),
  };
}

/** The segments of a cascade path as the router gave them (decoded once), in cascade order. */
export interface CascadeSegments {
  make?: string;
  year?: string;
  model?: string;
  engine?: string;
  category?: string;
}

const NEXT_LEVEL: PartCascadeLevel[] = ['make', 'year', 'model', 'engine', 'category', 'sub_category'];

/**
 * One level of the cascade: the distinct values of the level after the last given segment, among parts matching
 * every segment (exactly) and `source`. Years come newest first, everything else alphabetically. A year that is not
 * a whole number names nothing: 404, as DRF's `<int:year>` route would answer. `fresh` reads past the cache.
 */
export async function cascadeLevel(db: Db, segments: CascadeSegments, url: URL, fresh = false): Promise<string[]> {
  const source = readSource(url);
  let year: number | undefined;
  if (segments.year !== undefined) {
    year = /^\d{1,4}$/.test(segments.year) ? Number(segments.year) : NaN;
    if (Number.isNaN(year)) throw ApiError.notFound();
  }
  const prefix: CascadePrefix = { ...segments, year };
  const given = Object.values(segments).filter((v) => v !== undefined).length;
  const level = NEXT_LEVEL[given]!;
  const key = JSON.stringify([level, prefix.make, year, prefix.model, prefix.engine, prefix.category, source]);
  const load = () => distinctValues(db, level, prefix, source, MAX_LEVEL_VALUES);
  const { cascade } = caches(db);
  const values = await cached(
    () => cascade.fetch(key, { context: { level, prefix, source } }),
    (list) => cascade.set(key, list),
    load,
    fresh,
  );
  return level === 'year'
    ? [...values].sort((a, b) => Number(b) - Number(a))
    : [...values].sort((a, b) => a.localeCompare(b, 'en'));
}
