// GET /api/ads/banners/: the active banners, in display order.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Ad } from '@/lib/contract/ads';
import { contentKeys } from './content-keys';

export async function getAdBanners(client: ApiClient = api): Promise<Ad[]> {
  const { data } = await client.get<Ad[]>('/api/ads/banners/');
  return data;
}

export const getAdBannersQueryOptions = (client?: ApiClient) =>
  queryOptions({ queryKey: contentKeys.adBanners(), queryFn: () => getAdBanners(client) });

export const useAdBanners = () => useQuery(getAdBannersQueryOptions());
