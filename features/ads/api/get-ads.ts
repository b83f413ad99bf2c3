// GET /api/ads/: the active ads, in display order.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { adListSchema, type Ad } from '@/lib/contract/ads';

export const adKeys = {
  all: ['ads'] as const,
  list: () => [...adKeys.all, 'list'] as const,
};

export async function getAds(client: AxiosInstance = api): Promise<Ad[]> {
  const { data } = await client.get('/api/ads/');
  return adListSchema.parse(data);
}

export const getAdsQueryOptions = (client?: AxiosInstance) =>
  queryOptions({ queryKey: adKeys.list(), queryFn: () => getAds(client) });

export const useAds = () => useQuery(getAdsQueryOptions());
