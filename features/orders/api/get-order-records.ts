// GET /api/v2/orders/{kind}/: a DRF page of one kind of record, filtered (spec §3 lookups) and ordered.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Page } from '@/lib/contract/common';
import type { OrderKind, OrderRecord } from '@/lib/contract/orders';
import { orderKeys, type OrderListParams } from './order-keys';

export async function getOrderRecords<K extends OrderKind>(
  kind: K,
  params: OrderListParams,
  client: ApiClient = api,
): Promise<Page<OrderRecord<K>>> {
  const { data } = await client.get<Page<OrderRecord<K>>>(`/api/v2/orders/${kind}/`, { params });
  return data;
}

export const getOrderRecordsQueryOptions = <K extends OrderKind>(
  kind: K,
  params: OrderListParams,
  client?: ApiClient,
) =>
  queryOptions({
    queryKey: orderKeys.list(kind, params),
    queryFn: () => getOrderRecords(kind, params, client),
    placeholderData: keepPreviousData,
  });

export const useOrderRecords = <K extends OrderKind>(kind: K, params: OrderListParams) =>
  useQuery(getOrderRecordsQueryOptions(kind, params));
