// GET /api/v2/orders/summaryreports/sales-rep-search-filter-data/: the sales reps the lists can be filtered by
// (staff: every rep; a customer: their own cars').
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { SalesRepFilterData } from '@/lib/contract/orders-filter-data';
import { orderKeys } from './order-keys';

export async function getSalesRepFilterData(client: ApiClient = api): Promise<SalesRepFilterData> {
  const { data } = await client.get<SalesRepFilterData>('/api/v2/orders/summaryreports/sales-rep-search-filter-data/');
  return data;
}

export const getSalesRepFilterDataQueryOptions = (client?: ApiClient) =>
  queryOptions({
    queryKey: orderKeys.filterData('sales-reps'),
    queryFn: () => getSalesRepFilterData(client),
    // Choices change seldom (a new warehouse, vessel or rep): five minutes before asking again.
    staleTime: 5 * 60_000,
  });

export const useSalesRepFilterData = () => useQuery(getSalesRepFilterDataQueryOptions());
