'use client';
// The visitors' chat panel (loaded on the first click): a name, then the live conversation with the team, and a
// way to keep it by verifying an e-mail or phone. It is the one modal (decision 062): focus stays inside, Escape
// closes it and focus goes back to what opened it.
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import type { OtpActivated } from '@/lib/contract/auth';
import { useVisitorChatStore } from '@/stores/use-visitor-chat-store';
import { createMessage } from '../../api/create-message';
import { clearVisitorSession } from '../../api/visitor-client';
import { Composer } from '../composer';
import { FIRST_CAR_MESSAGE, FirstMessageForm } from '../first-message-form';
import { MessageList } from '../message-list';
import { OutOfHoursBanner } from '../out-of-hours-banner';
import { KeepConversationForm } from './keep-conversation-form';
import { useVisitorChat, useVisitorChatUiStore } from './use-visitor-chat';
import { VisitorNameForm } from './visitor-name-form';

export interface VisitorChatPanelProps {
  carId: number | null;
  onClose: () => void;
  /** Makes the verified account the site's session (the app passes the auth feature's log-in). */
  onVerified: (tokens: OtpActivated) => Promise<void>;
}

/** The panel with a query cache of its own: the visitor's token and chats never mix with the site's. */
export function VisitorChatPanel(props: VisitorChatPanelProps) {
  const site = useQueryClient();
  const [visitorCache] = useState(() => new QueryClient({ defaultOptions: site.getDefaultOptions() }));
  return (
    <QueryClientProvider client={visitorCache}>
      <Panel {...props} />
    </QueryClientProvider>
  );
}

function Panel({ carId, onClose, onVerified }: VisitorChatPanelProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const router = useRouter();
  const opener = useVisitorChatStore((state) => state.opener);
  const [keeping, setKeeping] = useState(false);
  const chat = useVisitorChat(carId);
  const currentChat = chat.chat;
  const outOfHours = useVisitorChatUiStore((state) => state.outOfHours);
  const notice = useVisitorChatUiStore((state) => state.notice);
  const socketState = useVisitorChatUiStore((state) => state.socketState);

  // Each step puts focus on its first field (the message box once the chat is open).
  useEffect(() => {
    const root = panel.current;
    const first =
      root?.querySelector<HTMLElement>('textarea') ??
      root?.querySelector<HTMLElement>('input:not([type="file"])') ??
      root?.querySelector<HTMLElement>('button:not([data-close])');
    first?.focus();
  }, [chat.status, keeping]);

  const verified = async (tokens: OtpActivated) => {
    const chatId = currentChat?.id;
    await onVerified(tokens);
    clearVisitorSession();
    onClose();
    router.push(chatId ? `/messages/${chatId}/` : '/messages/');
  };

  const title = currentChat?.chat_type === 'car' && currentChat.car ? currentChat.car.vehicle_name : 'Chat with us';
  return (
    // The launcher that opened it hides while the panel shows (and lost the focus): the store remembers it.
    <Modal
      open
      onClose={onClose}
      labelledBy={titleId}
      returnFocus={() => opener}
      className="fixed inset-x-3 bottom-3 z-50 sm:inset-x-auto sm:right-5 sm:bottom-5 sm:w-[23rem]"
    >
      <div
        ref={panel}
        className="flex h-[min(34rem,calc(100dvh-5rem))] flex-col overflow-hidden rounded-2xl border border-gray-200 bg-gray-50 shadow-2xl"
      >
        <header className="flex items-center gap-2 bg-primary px-4 py-3 text-white focus-ring-light">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="truncate text-base font-semibold">
              {title}
            </h2>
            <p className="text-xs text-white/80">
              {carId !== null ? 'Ask us about this car' : 'We usually reply within working hours'}
            </p>
          </div>
          <button
            type="button"
            data-close
            aria-label="Close chat"
            onClick={onClose}
            className="rounded-full p-1.5 hover:bg-white/15"
          >
            <CloseIcon className="size-5" />
          </button>
        </header>
        <PanelBody
          chat={chat}
          keeping={keeping}
          setKeeping={setKeeping}
          outOfHours={outOfHours.active ? outOfHours.message : null}
          notice={notice}
          connected={socketState === 'connected'}
          reconnecting={socketState === 'reconnecting'}
          onVerified={verified}
        />
      </div>
    </Modal>
  );
}

interface PanelBodyProps {
  chat: ReturnType<typeof useVisitorChat>;
  keeping: boolean;
  setKeeping: (keeping: boolean) => void;
  outOfHours: string | null;
  notice: string | null;
  connected: boolean;
  reconnecting: boolean;
  onVerified: (tokens: OtpActivated) => Promise<void>;
}

function PanelBody({
  chat,
  keeping,
  setKeeping,
  outOfHours,
  notice,
  connected,
  reconnecting,
  onVerified,
}: PanelBodyProps) {
  if (chat.status === 'needs-name') return <VisitorNameForm onStart={chat.start} />;
  if (chat.status === 'draft') {
    const aboutCar = chat.carId !== null;
    return (
      <FirstMessageForm
        className="mt-auto space-y-3 bg-white p-4"
        label={aboutCar ? 'Your first message about this car' : 'Your message to our team'}
        defaultContent={aboutCar ? FIRST_CAR_MESSAGE : ''}
        onSend={chat.startChat}
      />
    );
  }
  if (chat.status === 'loading') {
    return (
      <div className="flex flex-1 items-center justify-center">
        <Spinner label="Opening the chat" />
      </div>
    );
  }
  if (chat.status === 'error') {
    return (
      <div
        role="alert"
        className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-sm text-gray-700"
      >
        <p>The chat could not be opened.</p>
        <button
          type="button"
          onClick={chat.retry}
          className="rounded-lg border border-gray-300 bg-white px-4 py-2 font-medium hover:bg-gray-100"
        >
          Try again
        </button>
      </div>
    );
  }
  if (keeping) {
    return (
      <div className="flex-1 overflow-y-auto bg-white">
        <KeepConversationForm client={chat.client} onVerified={onVerified} onCancel={() => setKeeping(false)} />
      </div>
    );
  }
  return (
    <>
      {outOfHours !== null && <OutOfHoursBanner message={outOfHours} />}
      {reconnecting && (
        <p role="status" className="border-b border-gray-200 bg-white px-3 py-1.5 text-xs text-gray-600">
          Connection lost. Reconnecting…
        </p>
      )}
      <MessageList
        messages={chat.messages}
        viewerId={chat.session?.user_id ?? null}
        status="success"
        hasOlder={chat.hasOlder}
        loadingOlder={chat.loadingOlder}
        onLoadOlder={chat.loadOlder}
      />
      <div className="flex items-center justify-between border-t border-gray-200 bg-white px-3 pt-1.5 text-xs">
        <button
          type="button"
          onClick={() => setKeeping(true)}
          className="font-medium text-primary-700 underline underline-offset-2 hover:text-primary"
        >
          Keep this conversation
        </button>
        {!connected && <span className="text-gray-500">Connecting…</span>}
      </div>
      <Composer
        onSend={chat.socket.send}
        onUpload={async (file, onProgress) => {
          const chatId = chat.chat?.id;
          // The stored file comes back over the chat socket as a broadcast_message, like the inbox's uploads.
          if (chatId !== undefined) await createMessage({ chat: chatId, file, onProgress }, chat.client);
        }}
        disabled={!connected}
        notice={notice}
      />
    </>
  );
}
