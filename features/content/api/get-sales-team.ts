// GET /api/sales-team/: the staff customers can contact, in display order.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { salesTeamSchema, type SalesPerson } from '@/lib/contract/content';
import { contentKeys } from './content-keys';

export async function getSalesTeam(client: AxiosInstance = api): Promise<SalesPerson[]> {
  const { data } = await client.get('/api/sales-team/');
  return salesTeamSchema.parse(data);
}

export const getSalesTeamQueryOptions = (client?: AxiosInstance) =>
  queryOptions({ queryKey: contentKeys.salesTeam(), queryFn: () => getSalesTeam(client) });

export const useSalesTeam = () => useQuery(getSalesTeamQueryOptions());
