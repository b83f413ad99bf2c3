// GET /api/usermgmt/user/search/?q= (staff): accounts by name, e-mail or phone, at most 20, for choosing the customer
// of a car sale.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { UserSearchResult } from '@/lib/contract/auth';
import { orderKeys } from './order-keys';

export async function searchCustomers(q: string, client: ApiClient = api): Promise<UserSearchResult[]> {
  const { data } = await client.get<UserSearchResult[]>('/api/usermgmt/user/search/', { params: { q } });
  return data;
}

export const searchCustomersQueryOptions = (q: string, client?: ApiClient) =>
  queryOptions({ queryKey: orderKeys.customerSearch(q), queryFn: () => searchCustomers(q, client), staleTime: 30_000 });

/** Asks only once there is something to look for; the last answer stays while the next one loads. */
export const useCustomerSearch = (q: string) =>
  useQuery({ ...searchCustomersQueryOptions(q), enabled: q.trim().length >= 2, placeholderData: keepPreviousData });
