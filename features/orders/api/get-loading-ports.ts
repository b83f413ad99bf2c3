// GET /api/v2/orders/loading-ports/ (staff): loading ports (each belongs to a warehouse), by name, for the edit forms' choices.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { LoadingRecord } from '@/lib/contract/orders';
import { orderKeys } from './order-keys';

export type LoadingPort = NonNullable<LoadingRecord['loading_port']>;

export async function getLoadingPorts(client: ApiClient = api): Promise<LoadingPort[]> {
  const { data } = await client.get<LoadingPort[]>('/api/v2/orders/loading-ports/');
  return data;
}

export const getLoadingPortsQueryOptions = (client?: ApiClient) =>
  queryOptions({
    queryKey: orderKeys.lookups('loading-ports'),
    queryFn: () => getLoadingPorts(client),
    // A list staff rarely change: kept for the visit.
    staleTime: 10 * 60_000,
  });

export const useLoadingPorts = () => useQuery(getLoadingPortsQueryOptions());
