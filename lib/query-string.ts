// Query strings for lists whose state lives in the URL (spec §5): empty values never reach the URL or the API.

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

const isEmpty = (value: QueryValue): value is null | undefined | '' =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The params without empty values, as strings (key order kept). */
export function dropEmpty(params: QueryParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (!isEmpty(value)) out[key] = String(value).trim();
  }
  return out;
}

/** `{ make_name: 'BMW', q: '', page: 2 }` → `make_name=BMW&page=2` (no leading `?`). */
export function toQueryString(params: QueryParams): string {
  return new URLSearchParams(dropEmpty(params)).toString();
}

/** A path with the params appended, or the bare path when none are left. */
export function withQuery(path: string, params: QueryParams): string {
  const query = toQueryString(params);
  return query ? `${path}?${query}` : path;
}

/** Next's `searchParams` (repeated keys give arrays) → one value per key, first wins, empties dropped. */
export function fromSearchParams(
  input: URLSearchParams | Record<string, string | string[] | undefined>,
): Record<string, string> {
  const entries: [string, string | undefined][] =
    input instanceof URLSearchParams
      ? [...input.keys()].map((key) => [key, input.get(key) ?? undefined])
      : Object.entries(input).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]);
  return dropEmpty(Object.fromEntries(entries));
}

/** `current` with `changes` applied; a change to anything but the page sends the visitor back to page 1. */
export function mergeQuery(current: Record<string, string>, changes: QueryParams): Record<string, string> {
  const resetsPage = Object.keys(changes).some((key) => key !== 'page');
  return dropEmpty({ ...current, ...(resetsPage ? { page: undefined } : {}), ...changes });
}
