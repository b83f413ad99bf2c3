// DELETE /api/v2/orders/{kind}/{id}/files/{file_id}/delete/: staff remove a file (and its thumbnail) for good.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { FileKind } from '@/lib/contract/record-files';
import { orderKeys } from './order-keys';

export async function deleteRecordFile(kind: FileKind, id: number, fileId: number, client: ApiClient = api) {
  await client.delete(`/api/v2/orders/${kind}/${id}/files/${fileId}/delete/`);
}

export function useDeleteRecordFile(kind: FileKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) => deleteRecordFile(kind, id, fileId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.kind(kind) }),
  });
}
