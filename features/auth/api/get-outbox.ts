// GET /api/dev/outbox/: the newest e-mails and SMS the API wrote (development and e2e servers only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { OutboxMessage } from '@/lib/contract/outbox';
import { authKeys } from './auth-keys';

// Often enough that a code sent from another tab shows up while the visitor switches over.
const REFRESH_MS = 3000;

export async function getOutbox(client: ApiClient = api): Promise<OutboxMessage[]> {
  const { data } = await client.get<OutboxMessage[]>('/api/dev/outbox/');
  return data;
}

export const getOutboxQueryOptions = (client?: ApiClient) =>
  queryOptions({ queryKey: authKeys.outbox(), queryFn: () => getOutbox(client) });

export const useOutbox = () => useQuery({ ...getOutboxQueryOptions(), refetchInterval: REFRESH_MS });
