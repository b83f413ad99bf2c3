// GET /api/dealer/cars/{id}/: one of the dealer's listings (drafts too), for the edit form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { carDetailSchema, type CarDetail } from '@/lib/contract/cars';
import { dealerKeys } from './dealer-keys';

export async function getDealerCar(id: number, client: AxiosInstance = api): Promise<CarDetail> {
  const { data } = await client.get(`/api/dealer/cars/${id}/`);
  return carDetailSchema.parse(data);
}

export const getDealerCarQueryOptions = (id: number, client?: AxiosInstance) =>
  queryOptions({ queryKey: dealerKeys.car(id), queryFn: () => getDealerCar(id, client) });

export const useDealerCar = (id: number) => useQuery(getDealerCarQueryOptions(id));
