// GET /api/v2/orders/loadingrecords/search-filter-data/: staff: warehouses, loading ports and container
// numbers (the newest 100, `search` narrowing them) to filter loading records by.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { LoadingSearchFilterData } from '@/lib/contract/orders-filter-data';
import { orderKeys } from './order-keys';

export async function getLoadingSearchFilterData(
  search: string,
  client: ApiClient = api,
): Promise<LoadingSearchFilterData> {
  const { data } = await client.get<LoadingSearchFilterData>('/api/v2/orders/loadingrecords/search-filter-data/', {
    params: search ? { search } : {},
  });
  return data;
}

export const getLoadingSearchFilterDataQueryOptions = (search: string, client?: ApiClient) =>
  queryOptions({
    queryKey: orderKeys.filterData('loading-search', search),
    queryFn: () => getLoadingSearchFilterData(search, client),
    // Choices change seldom (a new warehouse, vessel or rep): five minutes before asking again.
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
