// GET /api/usermgmt/saved-cars/?page=: the signed-in user's saved cars, newest saves first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { CarPage } from '@/lib/contract/cars';
import { carKeys } from './car-keys';

export async function getSavedCars(page: number, client: ApiClient = api): Promise<CarPage> {
  const { data } = await client.get<CarPage>('/api/usermgmt/saved-cars/', { params: { page } });
  return data;
}

export const getSavedCarsQueryOptions = (page: number, client?: ApiClient) =>
  queryOptions({
    queryKey: carKeys.saved(page),
    queryFn: () => getSavedCars(page, client),
    placeholderData: keepPreviousData,
  });

export const useSavedCars = (page: number) => useQuery(getSavedCarsQueryOptions(page));
