// GET /api/v2/orders/towing-companies/ (staff): towing companies, by name, for the edit forms' choices.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Towing } from '@/lib/contract/orders';
import { orderKeys } from './order-keys';

export type TowingCompany = NonNullable<Towing['towing_company']>;

export async function getTowingCompanies(client: ApiClient = api): Promise<TowingCompany[]> {
  const { data } = await client.get<TowingCompany[]>('/api/v2/orders/towing-companies/');
  return data;
}

export const getTowingCompaniesQueryOptions = (client?: ApiClient) =>
  queryOptions({
    queryKey: orderKeys.lookups('towing-companies'),
    queryFn: () => getTowingCompanies(client),
    // A list staff rarely change: kept for the visit.
    staleTime: 10 * 60_000,
  });

export const useTowingCompanies = () => useQuery(getTowingCompaniesQueryOptions());
