// Lists and details of every kind of shipping record: access from the one table, lookups, ordering, pages, notes.
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import {
  CUSTOMER_TYPES,
  ORDER_FILTERS,
  ORDER_ORDERING,
  ORDERS_PAGE_SIZE,
  PAYMENT_STATUSES,
  SHIPMENT_STAGES,
  TOWING_STATUSES,
  type OrderKind,
} from '@/lib/contract/orders';
import { ApiError, type FieldErrors } from '../../api/errors';
import { buildFilters } from '../../api/filters';
import { buildOrdering, orderingNames } from '../../api/ordering';
import { paginate, type Page } from '../../api/pagination';
import type { Db } from '../../db/client';
import { findVisibleRecord, requireScope } from './access';
import { attachNotes } from './notes.service';
import {
  keptCountOf,
  MATCHES_FIRST_MAX,
  SORT_MATCHES_MAX,
  type BareRecord,
  type KeptCount,
  type LoadContext,
  type PagePlan,
  type RecordSource,
} from './record-source';
import { balanceReportsSource, containersSource } from './sources-ledger';
import { loadingRecordsSource, shippingsSource, towingsSource } from './sources-logistics';
import { carPurchasesSource, carSalesSource, summaryReportsSource } from './sources-sales';

export const RECORD_SOURCES: Record<OrderKind, RecordSource> = {
  carsales: carSalesSource,
  carspurchased: carPurchasesSource,
  summaryreports: summaryReportsSource,
  towings: towingsSource,
  loadingrecords: loadingRecordsSource,
  shippings: shippingsSource,
  containers: containersSource,
  balancereports: balanceReportsSource,
};

/** Lookups whose value must be one of a fixed list (django-filter's ChoiceFilter): anything else is a 400. */
const CHOICES: Record<string, { values: readonly string[]; caseless?: boolean }> = {
  customer_type: { values: CUSTOMER_TYPES },
  stage: { values: SHIPMENT_STAGES },
  payment_status: { values: PAYMENT_STATUSES },
  towing_status__iexact: { values: TOWING_STATUSES, caseless: true },
};

/** The kind's lookups and `search`, last value of a repeated key; everything else is ignored, as django-filter does. */
function acceptedParams(kind: OrderKind, url: URL): Record<string, string> {
  const accepted = new Set<string>([...ORDER_FILTERS[kind], 'search']);
  const out: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (accepted.has(key)) out[key] = value;
  return out;
}

function checkChoices(params: Record<string, string>): void {
  const errors: FieldErrors = {};
  for (const [key, raw] of Object.entries(params)) {
    const choice = CHOICES[key];
    const value = raw.trim();
    if (!choice || value === '') continue;
    const known = choice.caseless
      ? choice.values.some((v) => v.toLowerCase() === value.toLowerCase())
      : choice.values.includes(value);
    if (!known) errors[key] = [`Select a valid choice. ${value} is not one of the available choices.`];
  }
  if (Object.keys(errors).length) throw ApiError.validation(errors);
}

/** buildFilters over the kind's lookups, through its aliases; a 400 names the parameters the client sent. */
function filtersOf(source: RecordSource, params: Record<string, string>) {
  const aliases = source.paramAliases ?? {};
  const renamed = Object.fromEntries(Object.entries(params).map(([key, value]) => [aliases[key] ?? key, value]));
  try {
    return buildFilters(renamed, source.filters, { search: source.search });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    const back = new Map(Object.entries(aliases).map(([sent, path]) => [path, sent]));
    const fields = Object.entries(error.body).map(([key, messages]) => [back.get(key) ?? key, messages as string[]]);
    throw ApiError.validation(Object.fromEntries(fields));
  }
}

/** `-date,year` → `date,-year`. */
const flipped = (terms: string) =>
  terms
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean)
    .map((term) => (term.startsWith('-') ? term.slice(1) : `-${term}`))
    .join(',');

/** The list's ORDER BY, or (`reversed`) the same ordering read from its far end. */
function orderingOf(source: RecordSource, raw: string | null, reversed = false): SQL[] {
  const [kindDefault = ''] = ORDER_ORDERING[source.kind];
  const first = reversed ? flipped(kindDefault) : kindDefault;
  const name = first.replace(/^-/, '');
  const column = source.ordering[name] ?? sql`1`;
  return buildOrdering(reversed && raw ? flipped(raw) : raw, {
    fields: source.ordering,
    defaultOrder: [first.startsWith('-') ? desc(column) : asc(column)],
    tiebreak: reversed ? source.tiebreakReversed : source.tiebreak,
  });
}

/** The notes fields each record carries (the private thread only where the viewer's role has it on the kind). */
async function withNotes(ctx: LoadContext, kind: OrderKind, records: BareRecord[]) {
  const notes = await attachNotes(ctx.db, kind, records, ctx.viewer);
  return records.map((record) => ({ ...record, ...(notes.get(record.id) ?? { notes: [], unread_notes: [] }) }));
}

/** The rows a list query names: the kind's source, its condition (scope, lookups, search), joins and ordering. */
export interface ListSelection {
  source: RecordSource;
  where: SQL | undefined;
  joins: Set<string>;
  order: SQL[];
  /** The same ordering reversed, for pages nearer the end than the start. */
  reversedOrder: SQL[];
  /** A lookup reads its values by index probes (filters.ts `fewValues`). */
  probes: boolean;
  /** The day lookups alone, when the kind can read this list's pages a day at a time (`byDay`, decision 067). */
  dayRange: SQL | undefined;
  /** Where the count is read from record_counts instead of the rows (decision 079). */
  kept: KeptCount | undefined;
}

/** The `byDay` lookups of the list (none: undefined), when it orders by exactly one ordering `byDay` serves. */
function dayRangeOf(source: RecordSource, params: Record<string, string>, raw: string | null): SQL | undefined {
  const byDay = source.byDay;
  const field = byDay && source.filters[byDay.filter];
  if (!byDay || !field) return undefined;
  const [kindDefault = ''] = ORDER_ORDERING[source.kind];
  const [name = kindDefault.replace(/^-/, ''), ...more] = orderingNames(raw, source.ordering);
  if (more.length || !byDay.orderings.includes(name)) return undefined;
  const prefix = `${byDay.filter}__`;
  const lookups = Object.fromEntries(Object.entries(params).filter(([key]) => key.startsWith(prefix)));
  return buildFilters(lookups, { [byDay.filter]: field }).where;
}

/**
 * The list's query parsing, once for the page (`list`) and the CSV export (`export`, decision 038): the viewer's
 * scope for the action, the kind's lookups (400 on a wrong type or unknown choice), `search` and `ordering`.
 */
export function listSelection(
  ctx: LoadContext,
  kind: OrderKind,
  url: URL,
  action: 'list' | 'export' = 'list',
): ListSelection {
  const scope = requireScope(kind, ctx.viewer, action);
  const source = RECORD_SOURCES[kind];
  const params = acceptedParams(kind, url);
  checkChoices(params);
  const filters = filtersOf(source, params);
  const joins = new Set<string>(filters.joins);
  if (params.search?.trim()) for (const join of source.searchJoins) joins.add(join);
  let where = filters.where;
  if (scope === 'own') {
    // The customer's own records only: a customer_id lookup narrows within them, never widens.
    where = and(sql`${source.owner} = ${ctx.viewer.id}`, where);
    if (source.ownerJoin) joins.add(source.ownerJoin);
  }
  const ordering = url.searchParams.get('ordering');
  return {
    source,
    where,
    joins,
    order: orderingOf(source, ordering),
    reversedOrder: orderingOf(source, ordering, true),
    probes: filters.probes,
    dayRange: dayRangeOf(source, params, ordering),
    // Kept counts are of every record: a customer's own are counted from the rows.
    kept: scope === 'all' ? keptCountOf(source, params) : undefined,
  };
}

/**
 * How a filtered list's page is read, from its count (PagePlan). A filter on the kind's own table with few matches:
 * sort the matches (SORT_MATCHES_MAX, decision 042); not when a lookup probes an index for its values (with index
 * scans off, each probe would read the whole table) or joins another table: those read the matches' ids first when
 * there are very few (MATCHES_FIRST_MAX, decision 078). Otherwise the walk.
 */
export function pagePlan({ where, joins, probes }: ListSelection, total: number): PagePlan {
  if (where === undefined) return 'walk';
  if (joins.size === 0 && !probes && total <= SORT_MATCHES_MAX) return 'sort matches';
  if (total <= MATCHES_FIRST_MAX) return 'matches first';
  return 'walk';
}

/** How a list reads a page's ids: a day at a time (decision 067), or from the kind's table with its joins. */
function pageReader(db: Db, { source, where, joins, dayRange }: ListSelection, plan: PagePlan) {
  const byDay = source.byDay;
  // Too many matches to sort, in a date range the ordering does not follow (old sales are the least recently updated).
  if (byDay && where && dayRange && joins.size === 0 && plan === 'walk')
    return (order: SQL[], limit: number, offset: number) => byDay.pageIds(db, dayRange, where, order, limit, offset);
  return (order: SQL[], limit: number, offset: number) => source.pageIds(db, where, joins, order, limit, offset, plan);
}

export async function listRecords(ctx: LoadContext, kind: OrderKind, url: URL): Promise<Page<BareRecord>> {
  const selection = listSelection(ctx, kind, url);
  const { source, where, joins, order, reversedOrder, kept } = selection;
  return paginate(
    url,
    { defaultPageSize: ORDERS_PAGE_SIZE },
    () => source.count(ctx.db, where, joins, kept),
    async ({ pageSize, offset, total }) => {
      const plan = pagePlan(selection, total);
      const pageIds = pageReader(ctx.db, selection, plan);
      // A page past the middle is read from the far end in the reversed ordering (the count is exact, so where the
      // page starts from either end is known): an index walk skips at most half the matches, never 90 % of a
      // million (decision 066).
      const fromEnd = plan === 'walk' && offset > total / 2;
      const ids = fromEnd
        ? (
            await pageIds(reversedOrder, Math.min(pageSize, total - offset), Math.max(0, total - offset - pageSize))
          ).reverse()
        : await pageIds(order, pageSize, offset);
      if (!ids.length) return [];
      return withNotes(ctx, kind, await source.load(ctx, source.byIds(ids), order, ids.length, 0));
    },
  );
}

/** One record (404 when it is not there or, for a customer, not theirs), with its detail-only fields and notes. */
export async function getRecord(ctx: LoadContext, kind: OrderKind, id: number): Promise<BareRecord> {
  await findVisibleRecord(ctx.db, kind, id, ctx.viewer, 'detail');
  const source = RECORD_SOURCES[kind];
  const [record] = await source.load(ctx, source.byId(id), [source.tiebreak], 1, 0);
  if (!record) throw ApiError.notFound();
  const extra = source.detail ? await source.detail(ctx, record) : {};
  const [withNotesRecord] = await withNotes(ctx, kind, [{ ...record, ...extra }]);
  return withNotesRecord!;
}
