// GET /api/chats/{id}/: one chat the viewer may see.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Chat } from '@/lib/contract/chat';
import { chatKeys } from './chat-keys';

export async function getChat(chatId: number, client: ApiClient = api): Promise<Chat> {
  const { data } = await client.get<Chat>(`/api/chats/${chatId}/`);
  return data;
}

export const getChatQueryOptions = (chatId: number, client?: ApiClient) =>
  queryOptions({ queryKey: chatKeys.detail(chatId), queryFn: () => getChat(chatId, client) });

export const useChat = (chatId: number) => useQuery(getChatQueryOptions(chatId));
