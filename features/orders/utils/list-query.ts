// The URL state of the customer's record lists (DRF ?page= and a free-text ?search=), read the same way by the server
// page that prefetches and the client list that renders, so both ask React Query for one key.
import { parseRouteId } from '@/lib/route-id';

export interface ListQuery {
  page: number;
  search: string;
}

const SEARCH_MAX = 100;

type Raw = string | string[] | null | undefined;
const first = (raw: Raw): string | undefined => (Array.isArray(raw) ? raw[0] : (raw ?? undefined));

/** `?page=3&search=camry` → `{ page: 3, search: 'camry' }`; a bad page is 1, a long search is cut. */
export function readListQuery(page: Raw, search: Raw): ListQuery {
  return {
    page: parseRouteId(first(page)) ?? 1,
    search: (first(search) ?? '').trim().slice(0, SEARCH_MAX),
  };
}

/** The list request's query: page 1 sends no `page` and an empty search no `search`. */
export function listRequestParams({ page, search }: ListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (search) params.search = search;
  if (page > 1) params.page = String(page);
  return params;
}
