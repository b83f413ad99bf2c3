'use client';
// The one modal dialog (decisions 025 and 062; no UI library, decision 014): rendered over the page (in a portal, so
// no transformed ancestor clips it), `aria-modal` and named, focus moves in and stays in (Tab and Shift+Tab wrap over
// the controls that are shown), Escape closes the topmost dialog only, the page behind does not scroll, focus returns
// to the opener on close. Callers draw the backdrop and panel inside.
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The dialog's accessible name: `labelledBy` the id of its visible title, or a `label` when it has none. */
type ModalName = { label: string; labelledBy?: undefined } | { labelledBy: string; label?: undefined };

type ModalProps = ModalName & {
  open: boolean;
  onClose: () => void;
  /** The dialog's id, for the opener's `aria-controls`. */
  id?: string;
  /**
   * Where focus goes on close, when that is not what had focus as the dialog opened: an opener that was disabled or
   * hidden while the dialog's code loaded has lost the focus by then.
   */
  returnFocus?: () => HTMLElement | null | undefined;
  className?: string;
  children: ReactNode;
};

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

// Open dialogs, the last on top: only the topmost answers Escape and Tab (a dialog may open over another). The page's
// own overflow is kept while any is open.
const openPanels: HTMLElement[] = [];
let pageOverflow = '';

export function Modal({ open, onClose, label, labelledBy, id, returnFocus, className, children }: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const returnFocusRef = useRef(returnFocus);
  useEffect(() => {
    onCloseRef.current = onClose;
    returnFocusRef.current = returnFocus;
  });

  const openerRef = useRef<HTMLElement | null>(null);

  // A layout effect: it runs before the content's own effects, so the opener is still focused and a field that a
  // child focuses in its effect (a form's first field) keeps the focus.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && !panel.contains(active) ? active : null;
    const root = document.documentElement;
    if (openPanels.length === 0) pageOverflow = root.style.overflow;
    openPanels.push(panel);
    root.style.overflow = 'hidden';
    if (!panel.contains(active)) (focusableIn(panel)[0] ?? panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (openPanels.at(-1) !== panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        trapTab(event, panel);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openPanels.splice(openPanels.indexOf(panel), 1);
      if (openPanels.length === 0) root.style.overflow = pageOverflow;
    };
  }, [open]);

  // Focus goes back once the whole close has been committed: an opener hidden while the dialog showed (the chat
  // launcher) is shown again only in the same commit, after a layout effect's cleanup would have run.
  useEffect(() => {
    if (!open) return;
    return () => {
      const target = returnFocusRef.current?.() ?? openerRef.current;
      if (target?.isConnected) target.focus();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={-1}
      className={className}
    >
      {children}
    </div>,
    document.body,
  );
}

/** The controls a keyboard can reach inside `panel`, in order: enabled, and shown (not in a hidden part). */
function focusableIn(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    // checkVisibility is missing in jsdom (unit tests), where nothing is laid out anyway.
    (element) => !element.closest('[inert]') && (element.checkVisibility?.({ visibilityProperty: true }) ?? true),
  );
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last; from outside, back in. */
function trapTab(event: KeyboardEvent, panel: HTMLElement): void {
  const focusable = focusableIn(panel);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const inside = panel.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
