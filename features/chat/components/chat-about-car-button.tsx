'use client';
// "Chat about this car": goes to the customer's chat about the car when they have one; otherwise asks for the first
// message, and only sending it creates the chat (and its staff-only internal chat). A visitor without an account
// chats in the page's chat widget instead (or logs in first). `placement` 'bar' is the compact button of the car
// page's sticky bar on phones.
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import dynamic from 'next/dynamic';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { ChatIcon } from '@/components/ui/icons';
import { parseApiError } from '@/lib/api/errors';
import { withQuery } from '@/lib/query-string';
import { useHasSession } from '@/lib/use-has-session';
import { useVisitorChatStore } from '@/stores/use-visitor-chat-store';
import { findOwnChatQueryOptions } from '../api/find-own-chat';

// The first-message box (a form with its schema library) is not in a car page's first load: it loads when a
// signed-in visitor with no chat about the car presses the button, while their chats are looked up.
const loadFirstMessageDialog = () => import('./first-message-dialog').then((module) => module.FirstMessageDialog);
const FirstMessageDialog = dynamic(loadFirstMessageDialog, { ssr: false });

const STYLE =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-60';

export type ChatPlacement = 'page' | 'bar';

export function ChatAboutCarButton({ carId, placement = 'page' }: { carId: number; placement?: ChatPlacement }) {
  const router = useRouter();
  const pathname = usePathname();
  const hasSession = useHasSession();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'looking' | 'writing' | 'error' | 'logged-out'>('idle');
  const openVisitorChat = useVisitorChatStore((store) => store.openChat);
  const setPageCar = useVisitorChatStore((store) => store.setPageCar);
  const button = useRef<HTMLButtonElement>(null);

  // On this car's page the widget's own button opens this car's chat too.
  useEffect(() => {
    if (placement !== 'page') return;
    setPageCar(carId);
    return () => setPageCar(null);
  }, [carId, placement, setPageCar]);

  const label = placement === 'bar' ? 'Chat' : 'Chat about this car';
  const className = clsx(STYLE, placement === 'bar' && 'h-11 flex-1 px-2');

  if (!hasSession || state === 'logged-out') {
    const button = (
      <button type="button" className={className} onClick={() => openVisitorChat(carId)}>
        <ChatIcon className="size-5" />
        {label}
      </button>
    );
    if (placement === 'bar') return button;
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {button}
        <span className="text-sm text-gray-600">
          or{' '}
          <a
            href={withQuery('/login/', { next: pathname })}
            className="font-medium text-primary-700 underline underline-offset-2 hover:text-primary"
          >
            log in to chat from your account
          </a>
        </span>
      </div>
    );
  }

  const open = async () => {
    setState('looking');
    void loadFirstMessageDialog();
    try {
      const existing = await queryClient.fetchQuery({ ...findOwnChatQueryOptions(carId), staleTime: 0 });
      if (existing) router.push(`/messages/${existing.id}/`);
      else setState('writing');
    } catch (error) {
      setState(parseApiError(error).status === 401 ? 'logged-out' : 'error');
    }
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        disabled={state === 'looking'}
        onClick={() => void open()}
      >
        <ChatIcon className="size-5" />
        {state === 'looking' && placement === 'page' ? 'Opening the chat…' : label}
      </button>
      {state === 'error' && placement === 'page' && (
        <p role="alert" className="mt-2 w-full text-sm text-primary-700">
          The chat could not be opened. Please try again.
        </p>
      )}
      {state === 'writing' && (
        <FirstMessageDialog
          carId={carId}
          onClose={() => setState('idle')}
          returnFocus={() => button.current}
          onStarted={(chatId) => router.push(`/messages/${chatId}/`)}
        />
      )}
    </>
  );
}
