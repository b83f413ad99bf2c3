// GET /api/cars/selling-type/featured car/filter/?page=1: the first page of featured cars, for the home page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { carPageSchema, type CarPage } from '@/lib/contract/cars';
import { contentKeys } from './content-keys';

const FEATURED_CARS_PATH = `/api/cars/selling-type/${encodeURIComponent('featured car')}/filter/`;

export async function getFeaturedCars(client: AxiosInstance = api): Promise<CarPage> {
  const { data } = await client.get(FEATURED_CARS_PATH, { params: { page: 1 } });
  return carPageSchema.parse(data);
}

export const getFeaturedCarsQueryOptions = (client?: AxiosInstance) =>
  queryOptions({ queryKey: contentKeys.featuredCars(), queryFn: () => getFeaturedCars(client) });

export const useFeaturedCars = () => useQuery(getFeaturedCarsQueryOptions());
