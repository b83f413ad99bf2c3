// GET /api/ads/: the active ads, in display order.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Ad } from '@/lib/contract/ads';

export const adKeys = {
  all: ['ads'] as const,
  list: () => [...adKeys.all, 'list'] as const,
};

export async function getAds(client: ApiClient = api): Promise<Ad[]> {
  const { data } = await client.get<Ad[]>('/api/ads/');
  return data;
}

export const getAdsQueryOptions = (client?: ApiClient) =>
  queryOptions({ queryKey: adKeys.list(), queryFn: () => getAds(client) });
