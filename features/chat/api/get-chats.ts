// GET /api/chats/?page_size=10: the viewer's chats, newest activity first, with the staff filters; more by `next`.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { CHAT_PAGE_SIZE, chatPageSchema, type ChatListQuery, type ChatPage } from '@/lib/contract/chat';
import { chatKeys, nextPageNumber } from './chat-keys';

export async function getChats(filters: ChatListQuery = {}, page = 1, client: AxiosInstance = api): Promise<ChatPage> {
  const params = { ...filters, page_size: CHAT_PAGE_SIZE, ...(page > 1 ? { page } : {}) };
  const { data } = await client.get('/api/chats/', { params });
  return chatPageSchema.parse(data);
}

export const getChatsQueryOptions = (filters: ChatListQuery = {}, client?: AxiosInstance) =>
  infiniteQueryOptions({
    queryKey: chatKeys.list(filters),
    queryFn: ({ pageParam }) => getChats(filters, pageParam, client),
    initialPageParam: 1,
    getNextPageParam: (last: ChatPage) => nextPageNumber(last.next),
  });

export const useChats = (filters: ChatListQuery = {}) => useInfiniteQuery(getChatsQueryOptions(filters));
