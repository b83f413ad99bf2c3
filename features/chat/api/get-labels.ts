// GET /api/chats/labels/?q=: labels by name, optionally those containing q.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { api } from '@/lib/api/client';
import { labelSchema, type Label } from '@/lib/contract/chat';
import { chatKeys } from './chat-keys';

const labelListSchema = z.array(labelSchema);

export async function getLabels(q = '', client: AxiosInstance = api): Promise<Label[]> {
  const { data } = await client.get('/api/chats/labels/', { params: q ? { q } : {} });
  return labelListSchema.parse(data);
}

export const getLabelsQueryOptions = (q = '', client?: AxiosInstance) =>
  queryOptions({ queryKey: chatKeys.labels(q), queryFn: () => getLabels(q, client) });

export const useLabels = (q = '') => useQuery(getLabelsQueryOptions(q));
