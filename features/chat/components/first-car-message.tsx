'use client';
// The first message about a car, for a signed-in customer without a chat about it yet: sending it creates the chat
// (POST chats/create/ with car_id and content), so opening this and closing it leaves nothing behind.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { parseApiError } from '@/lib/api/errors';
import { useCreateChat } from '../api/create-chat';

const FIRST_MESSAGE = 'Hi, is this car still available?';

interface FirstCarMessageProps {
  carId: number;
  onClose: () => void;
  onStarted: (chatId: number) => void;
}

export function FirstCarMessage({ carId, onClose, onStarted }: FirstCarMessageProps) {
  const titleId = useId();
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(FIRST_MESSAGE);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateChat();
  useEffect(() => field.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!text.trim()) {
      setError('Write your first message about this car.');
      field.current?.focus();
      return;
    }
    setError(null);
    create.mutate(
      { carId, content: text.trim() },
      {
        onSuccess: (chat) => onStarted(chat.id),
        onError: (failure) =>
          setError(
            parseApiError(failure).fieldErrors.content?.[0] ?? 'The message could not be sent. Please try again.',
          ),
      },
    );
  };

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
      className="fixed inset-x-3 bottom-3 z-50 rounded-2xl border border-gray-200 bg-white p-4 shadow-2xl sm:inset-x-auto sm:right-5 sm:bottom-5 sm:w-[23rem]"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold text-gray-900">
          Ask about this car
        </h2>
        <button
          type="button"
          aria-label="Close"
          onClick={onClose}
          className="rounded-full p-1.5 text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <form onSubmit={submit} noValidate className="mt-3 space-y-3">
        <label htmlFor={fieldId} className="block text-sm font-medium text-gray-700">
          Your message
        </label>
        <textarea
          id={fieldId}
          ref={field}
          rows={3}
          maxLength={5000}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className="block w-full rounded-lg border border-gray-300 px-3 py-2 text-base focus:border-primary focus:outline-none"
        />
        {error && (
          <p id={`${fieldId}-error`} role="alert" className="text-sm text-primary-700">
            {error}
          </p>
        )}
        <p className="text-xs text-gray-500">Our team answers here and in your Messages.</p>
        <button
          type="submit"
          disabled={create.isPending}
          className="w-full rounded-lg bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-60"
        >
          {create.isPending ? 'Sending…' : 'Send'}
        </button>
      </form>
    </section>
  );
}
