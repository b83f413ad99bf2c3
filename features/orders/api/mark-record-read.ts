// POST /api/v2/orders/{kind}/{id}/mark-read/: marks the record's notes (or, with private_note, its private notes) read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { markReadResultSchema, OrderKind } from '@/lib/contract/orders';
import { orderKeys } from './order-keys';

export type MarkReadResult = z.infer<typeof markReadResultSchema>;

export async function markRecordRead(
  kind: OrderKind,
  id: number,
  privateNote = false,
  client: ApiClient = api,
): Promise<MarkReadResult> {
  const body = privateNote ? { private_note: true } : {};
  const { data } = await client.post<MarkReadResult>(`/api/v2/orders/${kind}/${id}/mark-read/`, body);
  return data;
}

export function useMarkRecordRead(kind: OrderKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, privateNote }: { id: number; privateNote?: boolean }) => markRecordRead(kind, id, privateNote),
    onSuccess: (result, { id }) => {
      if (result.marked === 0) return;
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(kind, id) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.overview() });
    },
  });
}
