// POST /api/chats/create/: the viewer's support chat, or a chat about a car when a car id is given (existing or new);
// a new chat is made with its first message, and answered with the out-of-hours reply due for it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { ChatCreated } from '@/lib/contract/chat';
import { addChatToLists, cacheOpenedChat } from '../utils/update-chat-cache';

export interface ChatCreate {
  carId: number | null;
  /** The first message (a new chat needs one). */
  content?: string;
}

export async function createChat({ carId, content }: ChatCreate, client: ApiClient = api): Promise<ChatCreated> {
  const body = carId === null ? { content } : { car_id: carId, content };
  const { data } = await client.post<ChatCreated>('/api/chats/create/', body);
  return data;
}

export function useCreateChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChatCreate) => createChat(input),
    // The chat (new, or the existing one) is listed at once, on top of the inbox, with its first message.
    onSuccess: (created) => addChatToLists(queryClient, cacheOpenedChat(queryClient, created)),
  });
}
