// The inbox column: a "New conversation" button, staff filters, the chats (newest activity first) and more on scroll.
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { Chat } from '@/lib/contract/chat';
import { ChatListItem } from './chat-list-item';
import { useOnVisible } from './use-on-visible';

interface ChatListProps {
  chats: Chat[];
  activeId: number | null;
  viewerIsStaff: boolean;
  status: 'pending' | 'error' | 'success';
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Staff filters, drawn above the list. */
  filters?: ReactNode;
  newConversation?: ReactNode;
}

export function ChatList({
  chats,
  activeId,
  viewerIsStaff,
  status,
  hasMore,
  loadingMore,
  onLoadMore,
  filters,
  newConversation,
}: ChatListProps) {
  const sentinel = useOnVisible<HTMLDivElement>(
    () => {
      if (!loadingMore) onLoadMore();
    },
    hasMore && status === 'success',
  );

  return (
    <section aria-labelledby="chat-list-heading" className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-gray-200 px-3 py-3">
        <h1 id="chat-list-heading" className="text-lg font-bold text-gray-900">
          Messages
        </h1>
        {newConversation}
      </div>
      {filters}
      <div className="min-h-0 flex-1 overflow-y-auto">
        {status === 'pending' && <ChatListSkeleton />}
        {status === 'error' && (
          <p role="alert" className="p-4 text-sm text-primary-700">
            Your conversations could not be loaded. Please try again.
          </p>
        )}
        {status === 'success' && chats.length === 0 && (
          <p className="p-4 text-sm text-gray-600">No conversations yet.</p>
        )}
        {status !== 'pending' && chats.length > 0 && (
          <ul aria-label="Conversations">
            {chats.map((chat) => (
              <ChatListItem key={chat.id} chat={chat} active={chat.id === activeId} viewerIsStaff={viewerIsStaff} />
            ))}
          </ul>
        )}
        {hasMore && (
          <div ref={sentinel} className="flex justify-center p-3">
            {loadingMore ? (
              <Spinner label="Loading more conversations" />
            ) : (
              <button type="button" onClick={onLoadMore} className="text-sm font-semibold text-primary hover:underline">
                Load more
              </button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

function ChatListSkeleton() {
  return (
    <ul aria-label="Loading conversations" aria-busy="true" className="animate-pulse">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className="flex gap-3 border-b border-gray-100 px-3 py-3">
          <span className="size-10 rounded-full bg-gray-200" />
          <span className="flex flex-1 flex-col gap-2">
            <span className="h-3 w-1/2 rounded bg-gray-200" />
            <span className="h-3 w-3/4 rounded bg-gray-100" />
          </span>
        </li>
      ))}
    </ul>
  );
}
