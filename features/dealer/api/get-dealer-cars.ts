// GET /api/dealer/cars/?page=: the signed-in dealer's own listings, every status, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { dealerCarPageSchema, type DealerCarPage } from '@/lib/contract/dealer';
import { dealerKeys } from './dealer-keys';

export async function getDealerCars(page: number, client: AxiosInstance = api): Promise<DealerCarPage> {
  const { data } = await client.get('/api/dealer/cars/', { params: { page } });
  return dealerCarPageSchema.parse(data);
}

export const getDealerCarsQueryOptions = (page: number, client?: AxiosInstance) =>
  queryOptions({ queryKey: dealerKeys.cars(page), queryFn: () => getDealerCars(page, client), placeholderData: keepPreviousData });

export const useDealerCars = (page: number) => useQuery(getDealerCarsQueryOptions(page));
