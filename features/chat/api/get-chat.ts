// GET /api/chats/{id}/: one chat the viewer may see.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { chatSchema, type Chat } from '@/lib/contract/chat';
import { chatKeys } from './chat-keys';

export async function getChat(chatId: number, client: AxiosInstance = api): Promise<Chat> {
  const { data } = await client.get(`/api/chats/${chatId}/`);
  return chatSchema.parse(data);
}

export const getChatQueryOptions = (chatId: number, client?: AxiosInstance) =>
  queryOptions({ queryKey: chatKeys.detail(chatId), queryFn: () => getChat(chatId, client) });

export const useChat = (chatId: number) => useQuery(getChatQueryOptions(chatId));
