'use client';
// "Chat about this car": opens (or creates) the customer's car chat and goes to it; a visitor without an account
// chats in the page's chat widget instead (or logs in first).
import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { ChatIcon } from '@/components/ui/icons';
import { parseApiError } from '@/lib/api/errors';
import { withQuery } from '@/lib/query-string';
import { useHasSession } from '@/lib/use-has-session';
import { useVisitorChatStore } from '@/stores/use-visitor-chat-store';
import { useCreateChat } from '../api/create-chat';

const STYLE =
  'inline-flex items-center gap-2 rounded-lg bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

export function ChatAboutCarButton({ carId }: { carId: number }) {
  const router = useRouter();
  const pathname = usePathname();
  const hasSession = useHasSession();
  const create = useCreateChat();
  const openVisitorChat = useVisitorChatStore((state) => state.openChat);
  const setPageCar = useVisitorChatStore((state) => state.setPageCar);

  // On this car's page the widget's own button opens this car's chat too.
  useEffect(() => {
    setPageCar(carId);
    return () => setPageCar(null);
  }, [carId, setPageCar]);

  if (!hasSession || (create.error && parseApiError(create.error).status === 401)) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <button type="button" className={STYLE} onClick={() => openVisitorChat(carId)}>
          <ChatIcon className="size-5" />
          Chat about this car
        </button>
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

  return (
    <div>
      <button
        type="button"
        className={STYLE}
        disabled={create.isPending}
        onClick={() => create.mutate(carId, { onSuccess: (chat) => router.push(`/messages/${chat.id}`) })}
      >
        <ChatIcon className="size-5" />
        {create.isPending ? 'Opening the chat…' : 'Chat about this car'}
      </button>
      {create.error && (
        <p role="alert" className="mt-2 text-sm text-primary-700">
          The chat could not be opened. Please try again.
        </p>
      )}
    </div>
  );
}
