// GET /api/sell-requests/mine/?page=: the signed-in user's own sell requests, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { sellRequestPageSchema, type SellRequestPage } from '@/lib/contract/sell-requests';
import { sellKeys } from './sell-keys';

export const SELL_REQUESTS_PAGE_SIZE = 20;

export async function getMySellRequests(page: number, client: AxiosInstance = api): Promise<SellRequestPage> {
  const { data } = await client.get('/api/sell-requests/mine/', { params: page > 1 ? { page } : {} });
  return sellRequestPageSchema.parse(data);
}

export const getMySellRequestsQueryOptions = (page: number, client?: AxiosInstance) =>
  queryOptions({ queryKey: sellKeys.mine(page), queryFn: () => getMySellRequests(page, client), placeholderData: keepPreviousData });

export const useMySellRequests = (page: number) => useQuery(getMySellRequestsQueryOptions(page));
