'use client';
// A button with a small panel under it (the staff menus share it): the panel follows the button in the tab order;
// Escape or a choice made in it closes it and puts focus back on the button; a press outside or focus moving out of
// it closes it too.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '@/components/ui/use-dismiss';

export function Popover({ label, children }: { label: string; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  // Whether closing hands the focus back to the button (not after a press or focus elsewhere).
  const [refocus, setRefocus] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback((returnFocus: boolean) => {
    setRefocus(returnFocus);
    setOpen(false);
  }, []);
  const dismiss = useCallback((reason: 'escape' | 'outside') => close(reason === 'escape'), [close]);
  useDismiss(open, { inside: [button, panel], onDismiss: dismiss });
  useEffect(() => {
    if (!open && refocus) button.current?.focus();
  }, [open, refocus]);
  const toggle = () => {
    if (open) return close(false);
    setRefocus(false);
    setOpen(true);
  };
  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
        className={BUTTON}
      >
        {label}
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label={label}
          className="absolute right-0 z-20 mt-1 w-64 rounded-lg border border-gray-200 bg-white p-2 shadow-lg"
        >
          {children(() => close(true))}
        </div>
      )}
    </div>
  );
}

export const BUTTON =
  'rounded-md px-2 py-1 text-xs font-semibold ring-1 ring-gray-300 hover:bg-gray-50 disabled:opacity-40';
