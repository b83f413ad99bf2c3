// GET /api/v2/orders/containers/shipping-filter-data/: staff: shipping companies, vessels and loading ports
// to filter shippings and containers by.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { ShippingFilterData } from '@/lib/contract/orders-filter-data';
import { orderKeys } from './order-keys';

export async function getShippingFilterData(client: ApiClient = api): Promise<ShippingFilterData> {
  const { data } = await client.get<ShippingFilterData>('/api/v2/orders/containers/shipping-filter-data/');
  return data;
}

export const getShippingFilterDataQueryOptions = (client?: ApiClient) =>
  queryOptions({
    queryKey: orderKeys.filterData('shipping'),
    queryFn: () => getShippingFilterData(client),
    // Choices change seldom (a new warehouse, vessel or rep): five minutes before asking again.
    staleTime: 5 * 60_000,
  });

export const useShippingFilterData = () => useQuery(getShippingFilterDataQueryOptions());
