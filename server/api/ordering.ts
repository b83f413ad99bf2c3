// DRF's OrderingFilter: `?ordering=-price,year` over a whitelist, never an error, with a stable tiebreak.
import { asc, desc, type Column, type SQL } from 'drizzle-orm';

export interface OrderingOptions {
  /** Field name the client sends → the column or expression it sorts by. */
  fields: Record<string, Column | SQL>;
  /** Used when `ordering` is absent or names no allowed field. */
  defaultOrder: SQL[];
  /** Appended last so rows with equal keys keep one order from page to page (usually the id). */
  tiebreak: SQL;
}

export interface OrderingTerm {
  name: string;
  descending: boolean;
  column: Column | SQL;
}

/** The allowed field names `?ordering=` names, in order and without '-'; unknown or repeated ones dropped. */
export function orderingNames(raw: string | null | undefined, fields: OrderingOptions['fields']): string[] {
  return orderingTerms(raw, fields).map((t) => t.name);
}

/** The allowed terms `?ordering=` names, in order, each with its direction; unknown or repeated ones dropped. */
export function orderingTerms(raw: string | null | undefined, fields: OrderingOptions['fields']): OrderingTerm[] {
  const terms: OrderingTerm[] = [];
  for (const part of (raw ?? '').split(',')) {
    const term = part.trim();
    const descending = term.startsWith('-');
    const name = descending ? term.slice(1) : term;
    const column = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (!column || terms.some((t) => t.name === name)) continue;
    terms.push({ name, descending, column });
  }
  return terms;
}

/** The ORDER BY list for `?ordering=`; unknown or repeated fields are dropped silently, as DRF does. */
export function buildOrdering(raw: string | null | undefined, options: OrderingOptions): SQL[] {
  const order = orderingTerms(raw, options.fields).map((t) => (t.descending ? desc(t.column) : asc(t.column)));
  return [...(order.length ? order : options.defaultOrder), options.tiebreak];
}
