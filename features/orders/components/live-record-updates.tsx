'use client';
// Mounted on the dashboard's record pages: keeps them live (useRecordEvents) and says what arrived in a polite live
// region, shown as a small toast that fades after a while or on Close.
import { useEffect } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { useRecordEvents } from '../hooks/use-record-events';

const SHOWN_MS = 8000;

export function LiveRecordUpdates() {
  const { notice, dismiss } = useRecordEvents();

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(dismiss, SHOWN_MS);
    // Each new notice restarts the timer.
    return () => window.clearTimeout(timer);
  }, [notice, dismiss]);

  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-3 bottom-4 z-40 flex justify-end"
    >
      {notice && (
        <div
          role="status"
          className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg bg-gray-900 p-4 text-white shadow-lg"
        >
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{notice.title}</p>
            {notice.text && <p className="mt-0.5 line-clamp-2 text-sm break-words text-gray-200">{notice.text}</p>}
          </div>
          <button
            type="button"
            onClick={dismiss}
            aria-label="Close notice"
            className="rounded p-1 text-gray-300 hover:bg-white/10 hover:text-white"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
