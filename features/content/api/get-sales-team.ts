// GET /api/sales-team/: the staff customers can contact, in display order.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { SalesPerson } from '@/lib/contract/content';
import { contentKeys } from './content-keys';

export async function getSalesTeam(client: ApiClient = api): Promise<SalesPerson[]> {
  const { data } = await client.get<SalesPerson[]>('/api/sales-team/');
  return data;
}

export const getSalesTeamQueryOptions = (client?: ApiClient) =>
  queryOptions({ queryKey: contentKeys.salesTeam(), queryFn: () => getSalesTeam(client) });

export const useSalesTeam = () => useQuery(getSalesTeamQueryOptions());
