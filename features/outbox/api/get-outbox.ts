// GET /api/admin/outbox/?status=&page=: staff's page of e-mails and SMS with their delivery state.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { StaffOutboxPage } from '@/lib/contract/outbox';
import { outboxKeys } from './outbox-keys';

/** `status` '' lists every message; 'failed' the parked ones. */
export async function getOutbox(status: string, page: number, client: ApiClient = api): Promise<StaffOutboxPage> {
  const { data } = await client.get<StaffOutboxPage>('/api/admin/outbox/', {
    params: { status: status || undefined, page },
  });
  return data;
}

export const getOutboxQueryOptions = (status: string, page: number, client?: ApiClient) =>
  queryOptions({
    queryKey: outboxKeys.list(status, page),
    queryFn: () => getOutbox(status, page, client),
    placeholderData: keepPreviousData,
  });

export const useOutbox = (status: string, page: number) => useQuery(getOutboxQueryOptions(status, page));
