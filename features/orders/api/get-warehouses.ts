// GET /api/v2/orders/warehouses/ (staff): our US warehouses, by name, for the edit forms' choices.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { LoadingRecord } from '@/lib/contract/orders';
import { orderKeys } from './order-keys';

export type Warehouse = NonNullable<LoadingRecord['warehouse']>;

export async function getWarehouses(client: ApiClient = api): Promise<Warehouse[]> {
  const { data } = await client.get<Warehouse[]>('/api/v2/orders/warehouses/');
  return data;
}

export const getWarehousesQueryOptions = (client?: ApiClient) =>
  queryOptions({
    queryKey: orderKeys.lookups('warehouses'),
    queryFn: () => getWarehouses(client),
    // A list staff rarely change: kept for the visit.
    staleTime: 10 * 60_000,
  });

export const useWarehouses = () => useQuery(getWarehousesQueryOptions());
