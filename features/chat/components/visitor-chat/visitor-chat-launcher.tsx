'use client';
// The "Chat with us" button on public pages, for visitors without an account; the panel's code (forms, API,
// socket) loads on the first click, so every page carries only this button. Signed-in users have the bell and
// /messages instead, so they do not see it.
import clsx from 'clsx';
import dynamic from 'next/dynamic';
import { ChatIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import type { OtpActivated } from '@/lib/contract/auth';
import { useHasSession } from '@/lib/use-has-session';
import { useVisitorChatStore } from '@/stores/use-visitor-chat-store';

const VisitorChatPanel = dynamic(() => import('./visitor-chat-panel').then((module) => module.VisitorChatPanel), {
  ssr: false,
  loading: () => (
    <div className="fixed right-5 bottom-5 z-50 flex size-14 items-center justify-center rounded-full bg-white shadow-xl">
      <Spinner label="Opening the chat" />
    </div>
  ),
});

export function VisitorChatLauncher({ onVerified }: { onVerified: (tokens: OtpActivated) => Promise<void> }) {
  const hasSession = useHasSession();
  const open = useVisitorChatStore((state) => state.open);
  const carId = useVisitorChatStore((state) => state.carId);
  const openChat = useVisitorChatStore((state) => state.openChat);
  const close = useVisitorChatStore((state) => state.close);
  if (hasSession) return null;

  return (
    <>
      <button
        type="button"
        data-floating-chat
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => openChat()}
        className={clsx(
          // Above the scroll-to-top button (bottom-5, 44 px), on the same right edge.
          // On phones a round icon button, so it covers as little of the page as the scroll-to-top button.
          'fixed right-5 bottom-19 z-30 flex h-12 w-12 items-center justify-center gap-2 rounded-full bg-primary text-sm sm:w-auto sm:px-4 font-semibold text-white shadow-lg shadow-primary/30',
          'transition hover:-translate-y-0.5 hover:bg-primary-700',
          open && 'invisible',
        )}
      >
        <ChatIcon className="size-5" />
        <span className="sr-only sm:not-sr-only">Chat with us</span>
      </button>
      {open && <VisitorChatPanel carId={carId} onClose={close} onVerified={onVerified} />}
    </>
  );
}
