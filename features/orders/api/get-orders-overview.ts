// GET /api/v2/orders/overview/: the signed-in customer's cars on their way, unread notes, balance due and activity.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { OrdersOverview } from '@/lib/contract/orders';
import { orderKeys } from './order-keys';

export async function getOrdersOverview(client: ApiClient = api): Promise<OrdersOverview> {
  const { data } = await client.get<OrdersOverview>('/api/v2/orders/overview/');
  return data;
}

export const getOrdersOverviewQueryOptions = (client?: ApiClient) =>
  queryOptions({ queryKey: orderKeys.overview(), queryFn: () => getOrdersOverview(client) });

export const useOrdersOverview = () => useQuery(getOrdersOverviewQueryOptions());
