// GET /api/ads/banners/: the active banners, in display order.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { adListSchema, type Ad } from '@/lib/contract/ads';
import { contentKeys } from './content-keys';

export async function getAdBanners(client: AxiosInstance = api): Promise<Ad[]> {
  const { data } = await client.get('/api/ads/banners/');
  return adListSchema.parse(data);
}

export const getAdBannersQueryOptions = (client?: AxiosInstance) =>
  queryOptions({ queryKey: contentKeys.adBanners(), queryFn: () => getAdBanners(client) });

export const useAdBanners = () => useQuery(getAdBannersQueryOptions());
