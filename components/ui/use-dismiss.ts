// Closes a popup (menu, mega-menu, the navbar's search) on Escape, on a press outside it and when focus leaves it.
// An Escape that something inside already used (a combobox closing its list calls preventDefault) is left alone.
import { useEffect, type RefObject } from 'react';

interface DismissOptions {
  /** The popup and the button that opens it: presses and focus inside these keep it open. */
  inside: RefObject<HTMLElement | null>[];
  onDismiss: (reason: 'escape' | 'outside') => void;
}

export function useDismiss(open: boolean, { inside, onDismiss }: DismissOptions): void {
  useEffect(() => {
    if (!open) return;
    const isInside = (target: EventTarget | null) =>
      target instanceof Node && inside.some((ref) => ref.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (!isInside(event.target)) onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        onDismiss('escape');
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!isInside(event.target)) onDismiss('outside');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
    // `inside` is a fresh array each render; the refs in it are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, onDismiss]);
}
