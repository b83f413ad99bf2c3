// Loads the inbox a page at a time into the chat store, where socket frames keep it current between fetches.
import { useEffect } from 'react';
import type { ChatListQuery, ChatPage } from '@/lib/contract/chat';
import { useChatStore } from '@/stores/use-chat-store';
import { useChats } from '../api/get-chats';

// The pages last copied into the store, kept across remounts: going from /messages/ to /messages/{id}/ mounts the
// inbox again with the same cached pages, which must not wipe what the sockets changed since (new messages, counts).
let synced: ChatPage[] | null = null;

export function useInboxChats(filters: ChatListQuery) {
  const query = useChats(filters);
  const pages = query.data?.pages;

  useEffect(() => {
    if (!pages || pages === synced) return;
    const before = synced;
    synced = pages;
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
