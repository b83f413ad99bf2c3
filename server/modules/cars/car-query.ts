// The listing query dialect of the contract (carFilterQuerySchema) reduced to the django-filter whitelist's own.
import { LIST_FILTERS } from './cars.repository';

const ALIASES: Record<string, string> = { q: 'search', make: 'make_name', model: 'model_name', trim: 'trim_name' };
const LISTS: readonly string[] = LIST_FILTERS;

/**
 * `q`/`make`/`model`/`trim` become `search`/`make_name`/…; a comma list in a list facet becomes `__in`.
 * Paging and ordering parameters are left out; the result is sorted so equal queries share a count-cache key.
 */
export function normaliseCarQuery(params: URLSearchParams): URLSearchParams {
  const last = new Map<string, string>();
  for (const [key, value] of params) last.set(key, value);
  const out = new URLSearchParams();
  for (const [key, raw] of last) {
    const value = raw.trim();
    if (value === '' || key === 'page' || key === 'ordering' || key === 'page_size') continue;
    const name = ALIASES[key] ?? key;
    out.set(LISTS.includes(name) && value.includes(',') ? `${name}__in` : name, value);
  }
  out.sort();
  return out;
}
