// GET /api/chats/?page_size=10: the viewer's chats, newest activity first, with the staff filters; more by `next`.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { ChatListQuery, ChatPage } from '@/lib/contract/chat';
import { CHAT_PAGE_SIZE } from '@/lib/contract/chat-constants';
import { chatKeys, nextPageNumber } from './chat-keys';

export async function getChats(filters: ChatListQuery = {}, page = 1, client: ApiClient = api): Promise<ChatPage> {
  const params = { ...filters, page_size: CHAT_PAGE_SIZE, ...(page > 1 ? { page } : {}) };
  const { data } = await client.get<ChatPage>('/api/chats/', { params });
  return data;
}

export const getChatsQueryOptions = (filters: ChatListQuery = {}, client?: ApiClient) =>
  infiniteQueryOptions({
    queryKey: chatKeys.list(filters),
    queryFn: ({ pageParam }) => getChats(filters, pageParam, client),
    initialPageParam: 1,
    getNextPageParam: (last: ChatPage) => nextPageNumber(last.next),
    // The sockets keep a loaded list current (decision 024): a remount must not swap it for an older fetch.
    staleTime: Infinity,
  });

export const useChats = (filters: ChatListQuery = {}, enabled = true) =>
  useInfiniteQuery({ ...getChatsQueryOptions(filters), enabled });
