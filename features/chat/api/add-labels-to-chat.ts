// POST /api/chats/labels/add-label-to-chat/ (chat_id, label_ids): tags a chat; returns the chat's labels now.
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/http-client';
import type { z } from 'zod';
import { api } from '@/lib/api/client';
import type { labelsChangedSchema } from '@/lib/contract/chat';

export type LabelsChanged = z.infer<typeof labelsChangedSchema>;

export async function addLabelsToChat(body: { chat_id: number; label_ids: number[] }, client: ApiClient = api): Promise<LabelsChanged> {
  const { data } = await client.post<LabelsChanged>('/api/chats/labels/add-label-to-chat/', body);
  return data;
}

export const useAddLabelsToChat = () =>
  useMutation({ mutationFn: (body: { chat_id: number; label_ids: number[] }) => addLabelsToChat(body) });
