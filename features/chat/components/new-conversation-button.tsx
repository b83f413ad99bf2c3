'use client';
// Customers open (or return to) their support chat with the team.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useCreateChat } from '../api/create-chat';

export function NewConversationButton() {
  const router = useRouter();
  const create = useCreateChat();
  const [error, setError] = useState(false);
  return (
    <div className="flex flex-col items-end">
      <button
        type="button"
        disabled={create.isPending}
        onClick={() => {
          setError(false);
          create.mutate(
            { carId: null },
            {
              // useCreateChat has put the chat on top of the list.
              onSuccess: (chat) => router.push(`/messages/${chat.id}/`),
              onError: () => setError(true),
            },
          );
        }}
        className="rounded-md bg-primary px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-50"
      >
        New conversation
      </button>
      {error && (
        <p role="alert" className="mt-1 text-xs text-primary-700">
          The conversation could not be started.
        </p>
      )}
    </div>
  );
}
