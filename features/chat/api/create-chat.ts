// POST /api/chats/create/: the viewer's support chat, or a chat about a car when a car id is given (existing or new);
// a new car chat is made with its first message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Chat } from '@/lib/contract/chat';
import { addChatToLists } from '../utils/update-chat-cache';

export interface ChatCreate {
  carId: number | null;
  /** The first message (a new car chat needs one). */
  content?: string;
}

export async function createChat({ carId, content }: ChatCreate, client: ApiClient = api): Promise<Chat> {
  const body = carId === null ? {} : { car_id: carId, content };
  const { data } = await client.post<Chat>('/api/chats/create/', body);
  return data;
}

export function useCreateChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChatCreate) => createChat(input),
    // The chat (new, or the existing one) is listed at once, on top of the inbox.
    onSuccess: (chat) => addChatToLists(queryClient, chat),
  });
}
