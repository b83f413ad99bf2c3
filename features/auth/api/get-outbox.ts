// GET /api/dev/outbox/: the newest e-mails and SMS the API wrote (development and e2e servers only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { outboxListSchema, type OutboxMessage } from '@/lib/contract/outbox';
import { authKeys } from './auth-keys';

// Often enough that a code sent from another tab shows up while the visitor switches over.
const REFRESH_MS = 3000;

export async function getOutbox(client: AxiosInstance = api): Promise<OutboxMessage[]> {
  const { data } = await client.get('/api/dev/outbox/');
  return outboxListSchema.parse(data);
}

export const getOutboxQueryOptions = (client?: AxiosInstance) =>
  queryOptions({ queryKey: authKeys.outbox(), queryFn: () => getOutbox(client) });

export const useOutbox = () => useQuery({ ...getOutboxQueryOptions(), refetchInterval: REFRESH_MS });
