// GET a car listing endpoint (/api/cars/filter/, /selling-type/{type}/filter/, /condition/{type}/filter/): DRF pages of cards.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { carPageSchema, type CarPage } from '@/lib/contract/cars';
import type { CarListingKind, ListingParams } from '../utils/listing-kinds';
import { carKeys } from './car-keys';

/** Cards per page of every listing endpoint. */
export const CARS_PAGE_SIZE = 20;

export async function getCars(kind: CarListingKind, params: ListingParams, client: AxiosInstance = api): Promise<CarPage> {
  const { data } = await client.get(kind.path, { params: { ...params, ...kind.fixed } });
  return carPageSchema.parse(data);
}

export const getCarsQueryOptions = (kind: CarListingKind, params: ListingParams, client?: AxiosInstance) =>
  queryOptions({
    queryKey: carKeys.list(kind.path, { ...params, ...kind.fixed }),
    queryFn: () => getCars(kind, params, client),
  });

export const useCars = (kind: CarListingKind, params: ListingParams) => useQuery(getCarsQueryOptions(kind, params));
