// GET /api/sell-requests/mine/?page=: the signed-in user's own sell requests, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { SellRequestPage } from '@/lib/contract/sell-requests';
import { sellKeys } from './sell-keys';

export const SELL_REQUESTS_PAGE_SIZE = 20;

export async function getMySellRequests(page: number, client: ApiClient = api): Promise<SellRequestPage> {
  const { data } = await client.get<SellRequestPage>('/api/sell-requests/mine/', { params: page > 1 ? { page } : {} });
  return data;
}

export const getMySellRequestsQueryOptions = (page: number, client?: ApiClient) =>
  queryOptions({
    queryKey: sellKeys.mine(page),
    queryFn: () => getMySellRequests(page, client),
    placeholderData: keepPreviousData,
  });

export const useMySellRequests = (page: number) => useQuery(getMySellRequestsQueryOptions(page));
