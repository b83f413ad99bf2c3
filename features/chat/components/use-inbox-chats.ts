// The inbox's chats a page at a time, straight from React Query's cache, which the socket frames keep current.
import { useMemo } from 'react';
import type { ChatListQuery } from '@/lib/contract/chat';
import { useChats } from '../api/get-chats';
import { chatsOf } from '../utils/chat-cache';

export function useInboxChats(filters: ChatListQuery) {
  const query = useChats(filters);
  const pages = query.data;
  const chats = useMemo(() => chatsOf(pages), [pages]);
  const status: 'pending' | 'error' | 'success' = query.isPending ? 'pending' : query.isError ? 'error' : 'success';
  return {
    chats,
    status,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
