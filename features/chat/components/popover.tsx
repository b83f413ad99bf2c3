'use client';
// A button with a small panel under it that closes on Escape or a click outside; the staff menus share it.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function Popover({ label, children }: { label: string; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div ref={root} className="relative">
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className={BUTTON}>
        {label}
      </button>
      {open && (
        <div
          role="dialog"
          aria-label={label}
          className="absolute right-0 z-20 mt-1 w-64 rounded-lg border border-gray-200 bg-white p-2 shadow-lg"
        >
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}

export const BUTTON =
  'rounded-md px-2 py-1 text-xs font-semibold ring-1 ring-gray-300 hover:bg-gray-50 disabled:opacity-40';
