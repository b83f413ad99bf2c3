// POST /api/chats/labels/create/ (name, color #rrggbb): a new label for tagging chats.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/http-client';
import type { z } from 'zod';
import { api } from '@/lib/api/client';
import type { Label, labelCreateSchema } from '@/lib/contract/chat';
import { chatKeys } from './chat-keys';

export type LabelCreate = z.infer<typeof labelCreateSchema>;

export async function createLabel(body: LabelCreate, client: ApiClient = api): Promise<Label> {
  const { data } = await client.post<Label>('/api/chats/labels/create/', body);
  return data;
}

export function useCreateLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LabelCreate) => createLabel(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.allLabels() }),
  });
}
