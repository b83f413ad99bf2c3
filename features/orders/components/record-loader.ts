// Server side of a record's detail page: one fetch per request shared by generateMetadata and the page (React's
// cache), a missing record as null for notFound(), and the answer handed to the browser's cache.
import 'server-only';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { cache } from 'react';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';
import { errorStatus } from '@/lib/api/http-client';
import type { OrderKind, OrderRecord } from '@/lib/contract/orders';
import { getOrderRecord } from '../api/get-order-record';
import { orderKeys } from '../api/order-keys';

const load = cache(async (kind: OrderKind, id: number): Promise<unknown> => {
  try {
    return await getOrderRecord(kind, id, await getServerApi());
  } catch (error) {
    // 404: no such record. Anything else (403 despite the page's own check, the API down) is for the error page.
    if (errorStatus(error) === 404) return null;
    throw error;
  }
});

/** The record, or null when the API has none with this id. */
export const loadOrderRecord = <K extends OrderKind>(kind: K, id: number) =>
  load(kind, id) as Promise<OrderRecord<K> | null>;

/** The browser's React Query cache, holding the record so the detail's hook does not fetch it again. */
export function recordCacheState<K extends OrderKind>(kind: K, id: number, record: OrderRecord<K>): DehydratedState {
  const queryClient = makeQueryClient();
  queryClient.setQueryData(orderKeys.detail(kind, id), record);
  return dehydrate(queryClient);
}
