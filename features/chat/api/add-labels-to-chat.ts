// POST /api/chats/labels/add-label-to-chat/ (chat_id, label_ids): tags a chat; returns the chat's labels now.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/http-client';
import type { z } from 'zod';
import { api } from '@/lib/api/client';
import type { labelsChangedSchema } from '@/lib/contract/chat';
import { setChatFields } from '../utils/update-chat-cache';

export type LabelsChanged = z.infer<typeof labelsChangedSchema>;

export async function addLabelsToChat(
  body: { chat_id: number; label_ids: number[] },
  client: ApiClient = api,
): Promise<LabelsChanged> {
  const { data } = await client.post<LabelsChanged>('/api/chats/labels/add-label-to-chat/', body);
  return data;
}

export function useAddLabelsToChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { chat_id: number; label_ids: number[] }) => addLabelsToChat(body),
    onSuccess: ({ chat_id, labels }) => setChatFields(queryClient, chat_id, { labels }),
  });
}
