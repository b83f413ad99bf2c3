// GET /api/dealer/cars/?page&search&status&ordering: the signed-in dealer's own listings with views and chat leads.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { DealerCarPage } from '@/lib/contract/dealer';
import { dealerKeys, type DealerCarsParams } from './dealer-keys';

/** Empty search, status and sort are left out of the request (spec §5: empty filter values are dropped). */
const requestParams = (params: DealerCarsParams) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));

export async function getDealerCars(params: DealerCarsParams, client: ApiClient = api): Promise<DealerCarPage> {
  const { data } = await client.get<DealerCarPage>('/api/dealer/cars/', { params: requestParams(params) });
  return data;
}

export const getDealerCarsQueryOptions = (params: DealerCarsParams, client?: ApiClient) =>
  queryOptions({
    queryKey: dealerKeys.cars(params),
    queryFn: () => getDealerCars(params, client),
    placeholderData: keepPreviousData,
  });

export const useDealerCars = (params: DealerCarsParams) => useQuery(getDealerCarsQueryOptions(params));
