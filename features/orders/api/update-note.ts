// PUT /api/v2/orders/{kind}/note/{id}/update/ (or private-note/…): the author or staff edits a note's text.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { NoteUpdate, OrderKind, RecordNote } from '@/lib/contract/orders';
import { orderKeys } from './order-keys';

export interface NoteEdit extends NoteUpdate {
  id: number;
  is_private?: boolean;
}

export async function updateNote(kind: OrderKind, edit: NoteEdit, client: ApiClient = api): Promise<RecordNote> {
  const path = edit.is_private ? 'private-note' : 'note';
  const { data } = await client.put<RecordNote>(`/api/v2/orders/${kind}/${path}/${edit.id}/update/`, {
    content: edit.content,
  });
  return data;
}

export function useUpdateNote(kind: OrderKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: NoteEdit) => updateNote(kind, edit),
    onSuccess: (note) => queryClient.invalidateQueries({ queryKey: orderKeys.detail(kind, note.record_id) }),
  });
}
