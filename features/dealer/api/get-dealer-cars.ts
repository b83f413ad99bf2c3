// GET /api/dealer/cars/?page=: the signed-in dealer's own listings, every status, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { DealerCarPage } from '@/lib/contract/dealer';
import { dealerKeys } from './dealer-keys';

export async function getDealerCars(page: number, client: ApiClient = api): Promise<DealerCarPage> {
  const { data } = await client.get<DealerCarPage>('/api/dealer/cars/', { params: { page } });
  return data;
}

export const getDealerCarsQueryOptions = (page: number, client?: ApiClient) =>
  queryOptions({
    queryKey: dealerKeys.cars(page),
    queryFn: () => getDealerCars(page, client),
    placeholderData: keepPreviousData,
  });

export const useDealerCars = (page: number) => useQuery(getDealerCarsQueryOptions(page));
