// GET /api/car/{id}/ (or /{slug}/): one car with everything its page shows (gallery, specs, inspection, dealer, is_saved).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { CarDetail } from '@/lib/contract/cars';
import { carKeys } from './car-keys';

/** By numeric id, or by slug (the server page resolves slugs, then caches the car under its id). */
export async function getCar(idOrSlug: number | string, client: ApiClient = api): Promise<CarDetail> {
  const { data } = await client.get<CarDetail>(`/api/car/${encodeURIComponent(idOrSlug)}/`);
  return data;
}

export const getCarQueryOptions = (id: number, client?: ApiClient) =>
  queryOptions({ queryKey: carKeys.detail(id), queryFn: () => getCar(id, client) });

export const useCar = (id: number) => useQuery(getCarQueryOptions(id));
