// GET /api/chats/{id}/messages/?page_size=20: newest first, older pages by `next`; `after` an id for the resync.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { ChatMessage, MessagePage } from '@/lib/contract/chat';
import { MESSAGE_PAGE_SIZE } from '@/lib/contract/chat-constants';
import { chatKeys, nextPageNumber } from './chat-keys';

export async function getMessages(chatId: number, page = 1, client: ApiClient = api): Promise<MessagePage> {
  const params = { page_size: MESSAGE_PAGE_SIZE, ...(page > 1 ? { page } : {}) };
  const { data } = await client.get<MessagePage>(`/api/chats/${chatId}/messages/`, { params });
  return data;
}

/** Messages newer than `afterId`, oldest first (the server returns at most RESYNC_LIMIT). */
export async function getMessagesAfter(
  chatId: number,
  afterId: number,
  client: ApiClient = api,
): Promise<ChatMessage[]> {
  const { data } = await client.get<MessagePage>(`/api/chats/${chatId}/messages/`, { params: { after: afterId } });
  return data.results;
}

export const getMessagesQueryOptions = (chatId: number, client?: ApiClient) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(chatId),
    queryFn: ({ pageParam }) => getMessages(chatId, pageParam, client),
    initialPageParam: 1,
    getNextPageParam: (last: MessagePage) => nextPageNumber(last.next),
    // The chat socket keeps them current while the chat is open; closed, its socket is too, so they are dropped
    // and the next opening fetches them afresh.
    staleTime: Infinity,
    gcTime: 0,
  });

export const useMessages = (chatId: number | null, client?: ApiClient) =>
  useInfiniteQuery({ ...getMessagesQueryOptions(chatId ?? 0, client), enabled: chatId !== null });
