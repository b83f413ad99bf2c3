'use client';
// The open chat: header with staff actions, out-of-hours banner, messages and the composer (with the server's notices).
import { useCallback, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useChatStore, type SocketState } from '@/stores/use-chat-store';
import { createMessage } from '../api/create-message';
import { ChatCarStrip } from './chat-car';
import { ChatHeader } from './chat-header';
import { CustomerDrawer, CustomerPanel } from './customer-panel';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { OutOfHoursBanner } from './out-of-hours-banner';
import type { StaffActions } from './staff-actions';
import type { useOpenChat } from './use-open-chat';

/** What to tell the reader when typed messages cannot go out; 'idle' is only the moment before the first connect. */
const CONNECTION_NOTICE: Partial<Record<SocketState, string>> = {
  closed: 'Connection lost. Reconnecting…',
  error: 'Connection lost. Reconnecting…',
  reconnecting: 'Connection lost. Reconnecting…',
  'reconnect error': 'The chat could not reconnect. Reload the page to continue.',
};

interface ConversationProps {
  chatId: number;
  viewerId: number | null;
  viewerIsStaff: boolean;
  open: ReturnType<typeof useOpenChat>;
  actions: StaffActions | null;
  onSend: (content: string) => void;
  canSend: boolean;
  onBack: () => void;
}

export function Conversation({
  chatId,
  viewerId,
  viewerIsStaff,
  open,
  actions,
  onSend,
  canSend,
  onBack,
}: ConversationProps) {
  const { chat, messages } = open;
  const notice = useChatStore((state) => state.notice);
  const outOfHours = useChatStore((state) => state.outOfHours);
  const socketState = useChatStore((state) => state.socketState);
  const [customerOpen, setCustomerOpen] = useState(false);
  const closeCustomer = useCallback(() => setCustomerOpen(false), []);
  const upload = useCallback(
    async (file: File, onProgress: (percent: number) => void) => {
      await createMessage({ chat: chatId, file, onProgress });
    },
    [chatId],
  );

  if (open.chatStatus === 'error') {
    return (
      <p role="alert" className="m-auto p-4 text-sm text-primary-700">
        This conversation could not be opened. It may have been deleted.
      </p>
    );
  }
  if (!chat || chat.id !== chatId) return <Spinner label="Opening the conversation" />;
  const showCustomer = viewerIsStaff && chat.customer !== null;
  return (
    <div className="flex min-h-0 flex-1">
      <section aria-label={`Conversation with ${chat.display_name}`} className="flex min-h-0 min-w-0 flex-1 flex-col">
        <ChatHeader
          chat={chat}
          viewerIsStaff={viewerIsStaff}
          actions={actions}
          onBack={onBack}
          onShowCustomer={showCustomer ? () => setCustomerOpen(true) : undefined}
        />
        {chat.car && <ChatCarStrip car={chat.car} />}
        {outOfHours.active && <OutOfHoursBanner message={outOfHours.message} />}
        {CONNECTION_NOTICE[socketState] && (
          <p role="status" className="border-b border-gray-200 bg-gray-100 px-3 py-1 text-xs text-gray-700">
            {CONNECTION_NOTICE[socketState]}
          </p>
        )}
        <MessageList
          messages={messages}
          viewerId={viewerId}
          status={open.messageStatus}
          hasOlder={open.hasOlder}
          loadingOlder={open.loadingOlder}
          onLoadOlder={open.loadOlder}
        />
        <Composer onSend={onSend} onUpload={upload} disabled={!canSend} notice={notice} />
      </section>
      {showCustomer && <CustomerPanel chatId={chat.id} />}
      {showCustomer && <CustomerDrawer chatId={chat.id} open={customerOpen} onClose={closeCustomer} />}
    </div>
  );
}
