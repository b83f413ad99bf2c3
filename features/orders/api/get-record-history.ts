// GET /api/v2/orders/{kind}/{id}/history/: a page (20, newest first) of a record's audit trail; staff only (customers
// get a 403, so the site never asks for them).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Page } from '@/lib/contract/common';
import type { OrderKind, RecordChangeEntry } from '@/lib/contract/orders';
import { orderKeys } from './order-keys';

export async function getRecordHistory(
  kind: OrderKind,
  id: number,
  page: number,
  client: ApiClient = api,
): Promise<Page<RecordChangeEntry>> {
  const params = page > 1 ? { page: String(page) } : {};
  const { data } = await client.get<Page<RecordChangeEntry>>(`/api/v2/orders/${kind}/${id}/history/`, { params });
  return data;
}

export const getRecordHistoryQueryOptions = (kind: OrderKind, id: number, page: number, client?: ApiClient) =>
  queryOptions({
    queryKey: orderKeys.history(kind, id, page),
    queryFn: () => getRecordHistory(kind, id, page, client),
    placeholderData: keepPreviousData,
  });

/** `enabled`: false for anyone but staff, who would only be refused. */
export const useRecordHistory = (kind: OrderKind, id: number, page: number, enabled: boolean) =>
  useQuery({ ...getRecordHistoryQueryOptions(kind, id, page), enabled });
