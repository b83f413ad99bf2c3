// GET /api/ads/?placement=listing: the sponsored cards shown among the results of the car listing pages.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Ad } from '@/lib/contract/ads';
import { carKeys } from './car-keys';

export async function getListingAds(client: ApiClient = api): Promise<Ad[]> {
  const { data } = await client.get<Ad[]>('/api/ads/', { params: { placement: 'listing' } });
  return data;
}

// Ads change rarely and are optional: fetched once per visit, and a failure is not retried.
const ADS_STALE_MS = 10 * 60_000;

export const getListingAdsQueryOptions = (client?: ApiClient) =>
  queryOptions({
    queryKey: carKeys.listingAds(),
    queryFn: () => getListingAds(client),
    staleTime: ADS_STALE_MS,
    retry: false,
  });

export const useListingAds = () => useQuery(getListingAdsQueryOptions());
