// POST /api/chats/labels/remove-label-from-chat/ (chat_id, label_id): untags a chat; returns its labels now.
import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { labelsChangedSchema } from '@/lib/contract/chat';
import type { LabelsChanged } from './add-labels-to-chat';

export async function removeLabelFromChat(body: { chat_id: number; label_id: number }, client: AxiosInstance = api): Promise<LabelsChanged> {
  const { data } = await client.post('/api/chats/labels/remove-label-from-chat/', body);
  return labelsChangedSchema.parse(data);
}

export const useRemoveLabelFromChat = () =>
  useMutation({ mutationFn: (body: { chat_id: number; label_id: number }) => removeLabelFromChat(body) });
