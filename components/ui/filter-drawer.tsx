'use client';
// A result page's filters on small screens: the same panel the wide layout shows in its sidebar, in a drawer from
// the left (the one modal: focus moves in and returns, Escape or the backdrop closes), with a button that shows
// the results. The drawer itself opens at once; the panel (dozens of selects) is drawn in a deferred render that React
// splits into short tasks, so on a slow phone the tap that opened it is answered in a frame (decision 056).
import { useDeferredValue, useId, type ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';

interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The drawer's id, for the Filters button's `aria-controls`. */
  id: string;
  /** The drawer's heading and name, e.g. "Filter cars". */
  title: string;
  /** The closing button's text, e.g. "Show 1,204 cars". */
  showLabel: string;
  children: ReactNode;
}

export function FilterDrawer({ open, onClose, id, title, showLabel, children }: FilterDrawerProps) {
  const titleId = useId();
  const drawPanel = useDeferredValue(open);
  return (
    <Modal id={id} open={open} onClose={onClose} labelledBy={titleId} className="relative z-50 md:hidden">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" onClick={onClose} />
      <div className="fixed inset-y-0 left-0 w-full max-w-sm overflow-y-auto bg-white p-5 shadow-xl">
        <div className="mb-4 flex items-center justify-between">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button type="button" onClick={onClose} aria-label="Close filters" className="rounded p-1 hover:bg-gray-100">
            <CloseIcon className="size-5" />
          </button>
        </div>
        {drawPanel ? children : <Spinner label="Loading the filters" />}
        <button
          type="button"
          onClick={onClose}
          className="mt-6 w-full rounded-lg bg-primary px-4 py-2.5 text-sm font-semibold text-white"
        >
          {showLabel}
        </button>
      </div>
    </Modal>
  );
}
