'use client';
// Customers go back to their support chat with the team; without one they write its first message, and only sending
// it creates the chat (decision 054), so pressing the button and closing the box leaves nothing for staff.
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { findOwnChatQueryOptions } from '../api/find-own-chat';
import { FirstMessageDialog } from './first-message-dialog';

export function NewConversationButton() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'looking' | 'writing' | 'error'>('idle');
  const button = useRef<HTMLButtonElement>(null);
  const open = async () => {
    setState('looking');
    try {
      const existing = await queryClient.fetchQuery({ ...findOwnChatQueryOptions(null), staleTime: 0 });
      if (existing) {
        setState('idle');
        router.push(`/messages/${existing.id}/`);
      } else setState('writing');
    } catch {
      setState('error');
    }
  };
  return (
    <div className="flex flex-col items-end">
      <button
        ref={button}
        type="button"
        disabled={state === 'looking'}
        aria-haspopup="dialog"
        onClick={() => void open()}
        className="rounded-md bg-primary px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-50"
      >
        New conversation
      </button>
      {state === 'error' && (
        <p role="alert" className="mt-1 text-xs text-primary-700">
          The conversation could not be started.
        </p>
      )}
      {state === 'writing' && (
        <FirstMessageDialog
          carId={null}
          onClose={() => setState('idle')}
          returnFocus={() => button.current}
          onStarted={(chatId) => {
            setState('idle');
            router.push(`/messages/${chatId}/`);
          }}
        />
      )}
    </div>
  );
}
