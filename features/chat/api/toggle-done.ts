// POST /api/chats/toggle-done/ (chat_id): flips the chat's done flag (staff only); returns the flags now stored.
import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import { api } from '@/lib/api/client';
import { toggleResponseSchema } from '@/lib/contract/chat';

export async function toggleDone(chatId: number, client: AxiosInstance = api): Promise<z.infer<typeof toggleResponseSchema>> {
  const { data } = await client.post('/api/chats/toggle-done/', { chat_id: chatId });
  return toggleResponseSchema.parse(data);
}

export const useToggleDone = () => useMutation({ mutationFn: (chatId: number) => toggleDone(chatId) });
