// Loads the inbox a page at a time into the chat store, where socket frames keep it current between fetches.
import { useEffect, useRef } from 'react';
import type { ChatListQuery, ChatPage } from '@/lib/contract/chat';
import { useChatStore } from '@/stores/use-chat-store';
import { useChats } from '../api/get-chats';

export function useInboxChats(filters: ChatListQuery) {
  const query = useChats(filters);
  const synced = useRef<ChatPage[] | null>(null);
  const pages = query.data?.pages;

  useEffect(() => {
    if (!pages) return;
    const before = synced.current;
    synced.current = pages;
    const { setChats, appendChats } = useChatStore.getState();
    // A further page only adds chats, so the ones already shown keep what the sockets changed since.
    if (before && before.length < pages.length && before[0] === pages[0]) appendChats(pages.slice(before.length).flatMap((page) => page.results));
    else setChats(pages.flatMap((page) => page.results));
  }, [pages]);

  const status: 'pending' | 'error' | 'success' = query.isPending ? 'pending' : query.isError ? 'error' : 'success';
  return {
    status,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
