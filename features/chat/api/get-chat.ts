// GET /api/chats/{id}/: one chat the viewer may see.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Chat } from '@/lib/contract/chat';
import { cachedChat } from '../utils/update-chat-cache';
import { chatKeys } from './chat-keys';

export async function getChat(chatId: number, client: ApiClient = api): Promise<Chat> {
  const { data } = await client.get<Chat>(`/api/chats/${chatId}/`);
  return data;
}

export const getChatQueryOptions = (chatId: number, client?: ApiClient) =>
  // Frames and staff actions update the cached copy (decision 024), so it is not fetched again while held.
  queryOptions({ queryKey: chatKeys.detail(chatId), queryFn: () => getChat(chatId, client), staleTime: Infinity });

/** The open chat: its entry in a loaded list when there is one (no request), else fetched (spec §4). */
export function useChat(chatId: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...getChatQueryOptions(chatId ?? 0),
    enabled: chatId !== null,
    initialData: () => (chatId === null ? undefined : cachedChat(queryClient, chatId)),
  });
}
