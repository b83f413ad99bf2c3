'use client';
// The widget's message box: Enter sends, Shift+Enter starts a new line; sending waits for the live connection.
import { useMessageDraft } from '../../hooks/use-message-draft';

export function VisitorComposer({ onSend, canSend }: { onSend: (content: string) => void; canSend: boolean }) {
  const { text, setText, send, onKeyDown } = useMessageDraft(onSend, canSend);
  return (
    <form
      className="flex items-end gap-2 border-t border-gray-200 bg-white p-2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <textarea
        aria-label="Message"
        rows={1}
        value={text}
        maxLength={5000}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Type a message…"
        className="max-h-28 min-h-10 flex-1 resize-none rounded-lg border border-gray-300 px-3 py-2 text-sm outline-none focus:border-primary-500 focus:ring-2 focus:ring-primary-100"
      />
      <button
        type="submit"
        disabled={!canSend || !text.trim()}
        className="h-10 rounded-lg bg-primary px-4 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        Send
      </button>
    </form>
  );
}
