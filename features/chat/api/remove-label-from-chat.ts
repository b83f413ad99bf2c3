// POST /api/chats/labels/remove-label-from-chat/ (chat_id, label_id): untags a chat; returns its labels now.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import { setChatFields } from '../utils/update-chat-cache';
import type { LabelsChanged } from './add-labels-to-chat';

export async function removeLabelFromChat(
  body: { chat_id: number; label_id: number },
  client: ApiClient = api,
): Promise<LabelsChanged> {
  const { data } = await client.post<LabelsChanged>('/api/chats/labels/remove-label-from-chat/', body);
  return data;
}

export function useRemoveLabelFromChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { chat_id: number; label_id: number }) => removeLabelFromChat(body),
    onSuccess: ({ chat_id, labels }) => setChatFields(queryClient, chat_id, { labels }),
  });
}
