// POST /api/chats/toggle-follow-up/ (chat_id): flips the chat's follow_up flag (staff only); returns the flags now stored.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/http-client';
import { api } from '@/lib/api/client';
import { setChatFlags } from '../utils/update-chat-cache';
import type { ChatFlags } from './toggle-done';

export async function toggleFollowUp(chatId: number, client: ApiClient = api): Promise<ChatFlags> {
  const { data } = await client.post<ChatFlags>('/api/chats/toggle-follow-up/', { chat_id: chatId });
  return data;
}

export function useToggleFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chatId: number) => toggleFollowUp(chatId),
    onSuccess: (flags) => setChatFlags(queryClient, flags),
  });
}
