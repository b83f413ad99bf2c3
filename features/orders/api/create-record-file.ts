// POST /api/v2/orders/{kind}/{id}/files/create/ (multipart file, collection, caption): staff add a photo or document
// to a record, reporting upload progress; the record (its image arrays) and its files list are fetched again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { FileKind, RecordFile } from '@/lib/contract/record-files';
import { orderKeys } from './order-keys';

export interface RecordFileUpload {
  kind: FileKind;
  id: number;
  collection: string;
  file: File;
  caption?: string;
  /** 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
}

export async function createRecordFile(
  { kind, id, collection, file, caption, onProgress }: RecordFileUpload,
  client: ApiClient = api,
): Promise<RecordFile> {
  const body = new FormData();
  body.append('collection', collection);
  if (caption) body.append('caption', caption);
  body.append('file', file);
  const { data } = await client.post<RecordFile>(`/api/v2/orders/${kind}/${id}/files/create/`, body, {
    onUploadProgress: (event) => onProgress?.(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
  });
  return data;
}

export function useCreateRecordFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: RecordFileUpload) => createRecordFile(upload),
    onSuccess: (_file, { kind }) => queryClient.invalidateQueries({ queryKey: orderKeys.kind(kind) }),
  });
}
