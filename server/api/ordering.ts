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

/** The ORDER BY list for `?ordering=`; unknown or repeated fields are dropped silently, as DRF does. */
export function buildOrdering(raw: string | null | undefined, options: OrderingOptions): SQL[] {
  const order: SQL[] = [];
  const seen = new Set<string>();
  for (const part of (raw ?? '').split(',')) {
    const term = part.trim();
    const descending = term.startsWith('-');
    const name = descending ? term.slice(1) : term;
    const column = Object.hasOwn(options.fields, name) ? options.fields[name] : undefined;
    if (!column || seen.has(name)) continue;
    seen.add(name);
    order.push(descending ? desc(column) : asc(column));
  }
  return [...(order.length ? order : options.defaultOrder), options.tiebreak];
}
