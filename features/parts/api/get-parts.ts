// GET /api/parts/all/: a DRF page of part cards for the catalogue's filters (and its fixed source).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { PartListQuery, PartPage } from '@/lib/contract/parts';
import { partKeys } from './part-keys';

export async function getParts(query: PartListQuery, client: ApiClient = api): Promise<PartPage> {
  const { data } = await client.get<PartPage>('/api/parts/all/', { params: query });
  return data;
}

export const getPartsQueryOptions = (query: PartListQuery, client?: ApiClient) =>
  queryOptions({ queryKey: partKeys.list(query), queryFn: () => getParts(query, client) });

/** The previous results stay on screen (dimmed by the caller) while the next filter's page loads. */
export const useParts = (query: PartListQuery) =>
  useQuery({ ...getPartsQueryOptions(query), placeholderData: keepPreviousData });
