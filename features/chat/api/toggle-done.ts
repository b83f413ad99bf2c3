// POST /api/chats/toggle-done/ (chat_id): flips the chat's done flag (staff only); returns the flags now stored.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/http-client';
import type { z } from 'zod';
import { api } from '@/lib/api/client';
import type { toggleResponseSchema } from '@/lib/contract/chat';
import { setChatFlags } from '../utils/update-chat-cache';

export type ChatFlags = z.infer<typeof toggleResponseSchema>;

export async function toggleDone(chatId: number, client: ApiClient = api): Promise<ChatFlags> {
  const { data } = await client.post<ChatFlags>('/api/chats/toggle-done/', { chat_id: chatId });
  return data;
}

export function useToggleDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chatId: number) => toggleDone(chatId),
    onSuccess: (flags) => setChatFlags(queryClient, flags),
  });
}
