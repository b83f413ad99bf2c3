// GET /api/parts/orders/?page=: the signed-in user's part orders (staff: everyone's), newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { PartOrderPage } from '@/lib/contract/parts';
import { partKeys } from './part-keys';

export async function getPartOrders(page: number, client: ApiClient = api): Promise<PartOrderPage> {
  const { data } = await client.get<PartOrderPage>('/api/parts/orders/', {
    params: page > 1 ? { page } : {},
  });
  return data;
}

export const getPartOrdersQueryOptions = (page: number, client?: ApiClient) =>
  queryOptions({ queryKey: partKeys.orders(page), queryFn: () => getPartOrders(page, client) });

export const usePartOrders = (page: number) => useQuery(getPartOrdersQueryOptions(page));
