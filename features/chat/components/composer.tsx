'use client';
// The message box: Enter sends, Shift+Enter starts a new line; a file goes up as its own message with progress.
import { useRef, useState } from 'react';
import { CHAT_FILE_MAX_BYTES } from '@/lib/contract/chat-constants';
import { useMessageDraft } from '../hooks/use-message-draft';

interface ComposerProps {
  onSend: (content: string) => void;
  onUpload: (file: File, onProgress: (percent: number) => void) => Promise<void>;
  disabled?: boolean;
  /** A passing word from the server, e.g. that messages are going out too fast. */
  notice?: string | null;
}

const MAX_MB = CHAT_FILE_MAX_BYTES / (1024 * 1024);

export function Composer({ onSend, onUpload, disabled = false, notice = null }: ComposerProps) {
  const { text, setText, send, onKeyDown } = useMessageDraft(onSend, !disabled);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = async (file: File) => {
    setError(null);
    if (file.size > CHAT_FILE_MAX_BYTES) {
      setError(`Files can be at most ${MAX_MB} MB.`);
      return;
    }
    setProgress(0);
    try {
      await onUpload(file, setProgress);
    } catch {
      setError('The file could not be sent. Please try again.');
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <form
      className="border-t border-gray-200 bg-white p-2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {progress !== null && (
        <div className="mb-2 flex items-center gap-2 text-xs text-gray-600">
          <progress value={progress} max={100} aria-label="Upload progress" className="h-2 flex-1" />
          <span>{progress}%</span>
        </div>
      )}
      {notice && (
        <p role="status" className="mb-2 text-xs text-amber-800">
          {notice}
        </p>
      )}
      {error && (
        <p role="alert" className="mb-2 text-xs text-primary-700">
          {error}
        </p>
      )}
      <div className="flex items-end gap-2">
        <label className="cursor-pointer rounded-full p-2 text-gray-600 hover:bg-gray-100" title="Attach a file">
          <span className="sr-only">Attach a file</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="m21.44 11.05-9.19 9.19a6 6 0 0 1-8.49-8.49l8.57-8.57A4 4 0 1 1 18 8.84l-8.59 8.57a2 2 0 0 1-2.83-2.83l8.49-8.48" />
          </svg>
          <input
            ref={fileInput}
            type="file"
            className="sr-only"
            disabled={disabled || progress !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
        </label>
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          placeholder="Type a message"
          aria-label="Message"
          className="max-h-32 min-h-10 flex-1 resize-none rounded-2xl border border-gray-300 px-3 py-2 text-sm focus:border-primary"
        />
        <button
          type="submit"
          disabled={disabled || !text.trim()}
          className="rounded-full bg-primary px-4 py-2 text-sm font-semibold text-white disabled:opacity-40"
        >
          Send
        </button>
      </div>
    </form>
  );
}
