// PUT /api/v2/orders/{kind}/{id}/files/{file_id}/update/: staff change a file's caption.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { FileKind, RecordFile, RecordFileUpdate } from '@/lib/contract/record-files';
import { orderKeys } from './order-keys';

export async function updateRecordFile(
  kind: FileKind,
  id: number,
  fileId: number,
  body: RecordFileUpdate,
  client: ApiClient = api,
): Promise<RecordFile> {
  const { data } = await client.put<RecordFile>(`/api/v2/orders/${kind}/${id}/files/${fileId}/update/`, body);
  return data;
}

export function useUpdateRecordFile(kind: FileKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, body }: { fileId: number; body: RecordFileUpdate }) =>
      updateRecordFile(kind, id, fileId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(kind, id) }),
  });
}
