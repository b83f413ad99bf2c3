// GET /api/dealer/cars/{id}/: one of the dealer's listings (drafts too), for the edit form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { CarDetail } from '@/lib/contract/cars';
import { dealerKeys } from './dealer-keys';

export async function getDealerCar(id: number, client: ApiClient = api): Promise<CarDetail> {
  const { data } = await client.get<CarDetail>(`/api/dealer/cars/${id}/`);
  return data;
}

export const getDealerCarQueryOptions = (id: number, client?: ApiClient) =>
  queryOptions({ queryKey: dealerKeys.car(id), queryFn: () => getDealerCar(id, client) });

export const useDealerCar = (id: number) => useQuery(getDealerCarQueryOptions(id));
