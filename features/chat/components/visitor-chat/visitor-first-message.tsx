'use client';
// A visitor's first message about a car: sending it creates the chat (anonymous create-chat with content), so
// opening the widget on a car page and closing it again leaves no empty chat for the team.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { parseApiError } from '@/lib/api/errors';

export function VisitorFirstMessage({ onSend }: { onSend: (content: string) => Promise<void> }) {
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('Hi, is this car still available?');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => field.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!text.trim()) {
      setError('Write your first message about this car.');
      return;
    }
    setSending(true);
    setError(null);
    try {
      await onSend(text.trim());
    } catch (failure) {
      setError(parseApiError(failure).fieldErrors.content?.[0] ?? 'The message could not be sent. Please try again.');
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-auto space-y-3 bg-white p-4">
      <label htmlFor={fieldId} className="block text-sm font-medium text-gray-700">
        Your first message about this car
      </label>
      <textarea
        id={fieldId}
        ref={field}
        rows={3}
        maxLength={5000}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        className="block w-full rounded-lg border border-gray-300 px-3 py-2 text-base focus:border-primary focus:outline-none"
      />
      {error && (
        <p role="alert" className="text-sm text-primary-700">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={sending}
        className="w-full rounded-lg bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-60"
      >
        {sending ? 'Sending…' : 'Send'}
      </button>
    </form>
  );
}
