// GET /api/parts/{id}/: one part with its gallery, fitment, seller and related parts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { PartDetail } from '@/lib/contract/parts';
import { partKeys } from './part-keys';

export async function getPart(id: number, client: ApiClient = api): Promise<PartDetail> {
  const { data } = await client.get<PartDetail>(`/api/parts/${id}/`);
  return data;
}

export const getPartQueryOptions = (id: number, client?: ApiClient) =>
  queryOptions({ queryKey: partKeys.detail(id), queryFn: () => getPart(id, client) });

export const usePart = (id: number) => useQuery(getPartQueryOptions(id));
