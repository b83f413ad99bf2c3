// GET /api/usermgmt/saved-cars/?page=: the signed-in user's saved cars, newest saves first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { carPageSchema, type CarPage } from '@/lib/contract/cars';
import { carKeys } from './car-keys';

export async function getSavedCars(page: number, client: AxiosInstance = api): Promise<CarPage> {
  const { data } = await client.get('/api/usermgmt/saved-cars/', { params: { page } });
  return carPageSchema.parse(data);
}

export const getSavedCarsQueryOptions = (page: number, client?: AxiosInstance) =>
  queryOptions({ queryKey: carKeys.saved(page), queryFn: () => getSavedCars(page, client), placeholderData: keepPreviousData });

export const useSavedCars = (page: number) => useQuery(getSavedCarsQueryOptions(page));
