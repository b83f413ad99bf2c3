// What a staff list page's server part needs: the URL's list state (read as the list will read it) and the API
// query to prefetch for it, so the server's prefetch and the browser's first request share one React Query key.
import type { OrderKind } from '@/lib/contract/orders';
import { fromSearchParams } from '@/lib/query-string';
import { initialListState, listApiParams, readListState, type ListState } from './list-filters';

export async function readPageListState(
  kind: OrderKind,
  searchParams: Promise<Record<string, string | string[] | undefined>>,
): Promise<{ urlState: ListState; apiParams: Record<string, string> }> {
  const urlState = readListState(kind, fromSearchParams(await searchParams));
  return { urlState, apiParams: listApiParams(initialListState(kind, urlState)) };
}
