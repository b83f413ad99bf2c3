// GET /api/v2/orders/{kind}/{id}/files/: a record's photos and documents with ids, captions and thumbnails (decision
// 040). Their links are signed for one to two hours, so the list is fetched again after 45 minutes on screen.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { FileKind, RecordFile } from '@/lib/contract/record-files';
import { orderKeys } from './order-keys';

const LINKS_FRESH_MS = 45 * 60 * 1000;

export async function getRecordFiles(kind: FileKind, id: number, client: ApiClient = api): Promise<RecordFile[]> {
  const { data } = await client.get<RecordFile[]>(`/api/v2/orders/${kind}/${id}/files/`);
  return data;
}

export const getRecordFilesQueryOptions = (kind: FileKind, id: number, client?: ApiClient) =>
  queryOptions({
    queryKey: orderKeys.files(kind, id),
    queryFn: () => getRecordFiles(kind, id, client),
    refetchInterval: LINKS_FRESH_MS,
  });

export const useRecordFiles = (kind: FileKind, id: number) => useQuery(getRecordFilesQueryOptions(kind, id));
