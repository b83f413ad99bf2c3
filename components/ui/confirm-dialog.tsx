'use client';
// A question before something that cannot be undone (delete a listing, a record, a file): the one modal (decision 025)
// with its title, what happens, the caller's error, Cancel, and the action, disabled while it runs.
import { useId, type ReactNode } from 'react';
import { Modal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What the action does, and any error it met. */
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the action while it runs (the label stays when not given). */
  pendingLabel?: string;
  pending: boolean;
  onConfirm: () => void;
}

export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      {/* A press beside the panel closes it; the keyboard's way out is Escape (Modal) or the Cancel button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        className="fixed inset-0 flex items-center justify-center p-4"
        onClick={(event) => event.target === event.currentTarget && onClose()}
      >
        <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
          <h2 id={titleId} className="text-lg font-semibold text-gray-900">
            {title}
          </h2>
          {children}
          <div className="mt-5 flex justify-end gap-2">
            <button
              type="button"
              onClick={onClose}
              className="rounded-lg px-4 py-2 text-sm font-semibold ring-1 ring-gray-300 hover:bg-gray-50"
            >
              Cancel
            </button>
            <button
              type="button"
              disabled={pending}
              onClick={onConfirm}
              className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-60"
            >
              {pending && pendingLabel ? pendingLabel : confirmLabel}
            </button>
          </div>
        </div>
      </div>
    </Modal>
  );
}
