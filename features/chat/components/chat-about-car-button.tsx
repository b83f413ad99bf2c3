'use client';
// "Chat about this car": opens (or creates) the visitor's car chat and goes to it; visitors log in first.
import { usePathname, useRouter } from 'next/navigation';
import { ChatIcon } from '@/components/ui/icons';
import { parseApiError } from '@/lib/api/errors';
import { withQuery } from '@/lib/query-string';
import { useHasSession } from '@/lib/use-has-session';
import { useCreateChat } from '../api/create-chat';


const STYLE =
  'inline-flex items-center gap-2 rounded-lg bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

export function ChatAboutCarButton({ carId }: { carId: number }) {
  const router = useRouter();
  const pathname = usePathname();
  const hasSession = useHasSession();
  const create = useCreateChat();

  if (!hasSession || (create.error && parseApiError(create.error).status === 401)) {
    return (
      <a href={withQuery('/login/', { next: pathname })} className={STYLE}>
        <ChatIcon className="size-5" />
        Log in to chat about this car
      </a>
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
