// GET /api/v2/orders/{kind}/{id}/: one record with its notes (newest first), unread ids and, on details, the timeline.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { OrderKind, OrderRecord } from '@/lib/contract/orders';
import { orderKeys } from './order-keys';

export async function getOrderRecord<K extends OrderKind>(
  kind: K,
  id: number,
  client: ApiClient = api,
): Promise<OrderRecord<K>> {
  const { data } = await client.get<OrderRecord<K>>(`/api/v2/orders/${kind}/${id}/`);
  return data;
}

export const getOrderRecordQueryOptions = <K extends OrderKind>(kind: K, id: number, client?: ApiClient) =>
  queryOptions({ queryKey: orderKeys.detail(kind, id), queryFn: () => getOrderRecord(kind, id, client) });

export const useOrderRecord = <K extends OrderKind>(kind: K, id: number) =>
  useQuery(getOrderRecordQueryOptions(kind, id));
