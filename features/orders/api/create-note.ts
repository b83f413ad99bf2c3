// POST /api/v2/orders/{kind}/note/create/ (or private-note/create/): adds a note; the record's notes are fetched again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { NoteCreate, OrderKind, RecordNote } from '@/lib/contract/orders';
import { orderKeys } from './order-keys';

export async function createNote(
  kind: OrderKind,
  body: NoteCreate & { is_private?: boolean },
  client: ApiClient = api,
): Promise<RecordNote> {
  const { is_private: isPrivate, ...payload } = body;
  const path = isPrivate ? 'private-note' : 'note';
  const { data } = await client.post<RecordNote>(`/api/v2/orders/${kind}/${path}/create/`, payload);
  return data;
}

export function useCreateNote(kind: OrderKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoteCreate & { is_private?: boolean }) => createNote(kind, body),
    onSuccess: (note) => queryClient.invalidateQueries({ queryKey: orderKeys.detail(kind, note.record_id) }),
  });
}
