// GET /api/chats/labels/?q=: labels by name, optionally those containing q.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Label } from '@/lib/contract/chat';
import { chatKeys } from './chat-keys';

export async function getLabels(q = '', client: ApiClient = api): Promise<Label[]> {
  const { data } = await client.get<Label[]>('/api/chats/labels/', { params: q ? { q } : {} });
  return data;
}

export const getLabelsQueryOptions = (q = '', client?: ApiClient) =>
  queryOptions({ queryKey: chatKeys.labels(q), queryFn: () => getLabels(q, client) });

/** While another search runs, the last answer stays on screen. */
export const useLabels = (q = '') => useQuery({ ...getLabelsQueryOptions(q), placeholderData: keepPreviousData });
