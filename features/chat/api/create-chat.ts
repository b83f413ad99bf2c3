// POST /api/chats/create/: the viewer's support chat, or a chat about a car when a car id is given (existing or new).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Chat } from '@/lib/contract/chat';
import { addChatToLists } from '../utils/update-chat-cache';

export async function createChat(carId: number | null = null, client: ApiClient = api): Promise<Chat> {
  const { data } = await client.post<Chat>('/api/chats/create/', carId === null ? {} : { car_id: carId });
  return data;
}

export function useCreateChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (carId: number | null = null) => createChat(carId),
    // The chat (new, or the existing one) is listed at once, on top of the inbox.
    onSuccess: (chat) => addChatToLists(queryClient, chat),
  });
}
