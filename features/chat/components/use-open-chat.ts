// Opens the chat in the URL: makes it the store's current chat (its socket opens), reads it from a loaded list or
// fetches it, and its newest messages with older pages on demand, all from React Query's cache.
import { useEffect, useMemo } from 'react';
import { useChatStore } from '@/stores/use-chat-store';
import { useChat } from '../api/get-chat';
import { useMessages } from '../api/get-messages';
import { messagesOf } from '../utils/chat-cache';

type Status = 'pending' | 'error' | 'success';

const statusOf = (query: { isPending: boolean; isError: boolean }): Status =>
  query.isPending ? 'pending' : query.isError ? 'error' : 'success';

export function useOpenChat(chatId: number | null) {
  const chat = useChat(chatId);
  // The chat counts as open (its socket opens, its notifications raise no count) once it could be read.
  const openId = chat.data ? chatId : null;
  useEffect(() => {
    useChatStore.getState().setCurrentChatId(openId);
    return () => useChatStore.getState().setCurrentChatId(null);
  }, [openId]);

  const messages = useMessages(chatId);
  const pages = messages.data;
  const list = useMemo(() => messagesOf(pages), [pages]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = messages;

  return {
    chat: chat.data ?? null,
    chatStatus: statusOf(chat),
    messages: list,
    messageStatus: statusOf(messages),
    hasOlder: hasNextPage,
    loadingOlder: isFetchingNextPage,
    loadOlder: () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
  };
}
