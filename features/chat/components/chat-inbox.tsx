'use client';
// /messages and /messages/{id}: the chat list beside the open conversation (one pane at a time under 500 px).
import clsx from 'clsx';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { ChatMessage } from '@/lib/contract/chat';
import { selectVisibleUser, useAuthStore } from '@/stores/use-auth-store';
import { useChatStore } from '@/stores/use-chat-store';
import { useLabels } from '../api/get-labels';
import { useChatSocket } from '../hooks/use-chat-socket';
import { ChatFilters, filterParams, NO_FILTERS, type InboxFilters } from './chat-filters';
import { ChatList } from './chat-list';
import { Conversation } from './conversation';
import { NewConversationButton } from './new-conversation-button';
import { useInboxChats } from './use-inbox-chats';
import { useOpenChat } from './use-open-chat';
import { useStaffActions } from './use-staff-actions';

export function ChatInbox({ chatId }: { chatId: number | null }) {
  const user = useAuthStore(selectVisibleUser);
  const isStaff = Boolean(user && (user.is_admin || user.is_superuser));
  const [filters, setFilters] = useState<InboxFilters>(NO_FILTERS);
  const list = useInboxChats(isStaff ? filterParams(filters) : {});
  const open = useOpenChat(chatId);
  const socket = useChatSocket({ viewerId: user?.id ?? null });
  const socketState = useChatStore((state) => state.socketState);
  const actions = useStaffActions(chatId, isStaff);
  const router = useRouter();
  useMarkLatestRead(open.messages.at(-1), user?.id ?? null, socket.markRead);

  return (
    <div className="flex min-h-0 flex-1">
      <aside
        className={clsx(
          'min-h-0 w-full flex-col border-r border-gray-200 bg-white min-[500px]:flex min-[500px]:w-80 min-[500px]:shrink-0',
          chatId === null ? 'flex' : 'hidden',
        )}
      >
        <ChatList
          chats={list.chats}
          activeId={chatId}
          viewerIsStaff={isStaff}
          status={list.status}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          onLoadMore={list.loadMore}
          filters={isStaff ? <StaffFilters value={filters} onChange={setFilters} /> : undefined}
          newConversation={isStaff ? undefined : <NewConversationButton />}
        />
      </aside>
      <div
        className={clsx(
          'min-h-0 min-w-0 flex-1 flex-col bg-gray-50 min-[500px]:flex',
          chatId === null ? 'hidden' : 'flex',
        )}
      >
        {chatId === null ? (
          <p className="m-auto p-6 text-center text-sm text-gray-600">Choose a conversation to read it here.</p>
        ) : (
          <Conversation
            key={chatId}
            chatId={chatId}
            viewerId={user?.id ?? null}
            viewerIsStaff={isStaff}
            open={open}
            actions={actions}
            onSend={socket.send}
            canSend={socketState === 'connected'}
            onBack={() => router.push('/messages/')}
          />
        )}
      </div>
    </div>
  );
}

function StaffFilters({ value, onChange }: { value: InboxFilters; onChange: (filters: InboxFilters) => void }) {
  const labels = useLabels();
  return <ChatFilters value={value} labels={labels.data ?? []} onChange={onChange} />;
}

/** Tells the server the viewer has read the newest message someone else sent in the open chat. */
function useMarkLatestRead(
  latest: ChatMessage | undefined,
  viewerId: number | null,
  markRead: (messageId: number) => void,
) {
  const connected = useChatStore((state) => state.socketState === 'connected');
  useEffect(() => {
    if (!connected || !latest || viewerId === null || latest.sender === viewerId) return;
    if (latest.message_read_status.some((status) => status.user === viewerId && status.is_read)) return;
    markRead(latest.id);
  }, [connected, latest, viewerId, markRead]);
}
