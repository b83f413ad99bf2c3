// GET /api/ads/?placement=listing: the sponsored cards shown among the results of the car listing pages.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { adListSchema, type Ad } from '@/lib/contract/ads';
import { carKeys } from './car-keys';

export async function getListingAds(client: AxiosInstance = api): Promise<Ad[]> {
  const { data } = await client.get('/api/ads/', { params: { placement: 'listing' } });
  return adListSchema.parse(data);
}

// Ads change rarely and are optional: fetched once per visit, and a failure is not retried.
const ADS_STALE_MS = 10 * 60_000;

export const getListingAdsQueryOptions = (client?: AxiosInstance) =>
  queryOptions({ queryKey: carKeys.listingAds(), queryFn: () => getListingAds(client), staleTime: ADS_STALE_MS, retry: false });

export const useListingAds = () => useQuery(getListingAdsQueryOptions());
