// GET a car listing endpoint (/api/cars/filter/, /selling-type/{type}/filter/, /condition/{type}/filter/): DRF pages of
// cards whose count may be an estimate (decision 068).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { CarListingPage } from '@/lib/contract/cars';
import type { CarListingKind, ListingParams } from '../utils/listing-kinds';
import { carKeys } from './car-keys';

/** Cards per page of every listing endpoint. */
export const CARS_PAGE_SIZE = 20;

export async function getCars(
  kind: CarListingKind,
  params: ListingParams,
  client: ApiClient = api,
): Promise<CarListingPage> {
  const { data } = await client.get<CarListingPage>(kind.path, { params: { ...params, ...kind.fixed } });
  return data;
}

export const getCarsQueryOptions = (kind: CarListingKind, params: ListingParams, client?: ApiClient) =>
  queryOptions({
    queryKey: carKeys.list(kind.path, { ...params, ...kind.fixed }),
    queryFn: () => getCars(kind, params, client),
  });

export const useCars = (kind: CarListingKind, params: ListingParams) => useQuery(getCarsQueryOptions(kind, params));
