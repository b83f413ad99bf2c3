// POST /api/chats/toggle-follow-up/ (chat_id): flips the chat's follow_up flag (staff only); returns the flags now stored.
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/http-client';
import type { z } from 'zod';
import { api } from '@/lib/api/client';
import type { toggleResponseSchema } from '@/lib/contract/chat';

export async function toggleFollowUp(chatId: number, client: ApiClient = api): Promise<z.infer<typeof toggleResponseSchema>> {
  const { data } = await client.post<z.infer<typeof toggleResponseSchema>>('/api/chats/toggle-follow-up/', { chat_id: chatId });
  return data;
}

export const useToggleFollowUp = () => useMutation({ mutationFn: (chatId: number) => toggleFollowUp(chatId) });
