// Horizontal swipes (touch, pen or mouse drag) that step a gallery: left for the next photo, right for the previous.
import { useRef } from 'react';

const SWIPE_MIN_PX = 40;

/** Pointer handlers to spread on the swiped element; shorter drags than SWIPE_MIN_PX are taps, not swipes. */
export function useSwipe(onStep: (delta: number) => void) {
  const start = useRef<number | null>(null);
  return {
    onPointerDown: (event: React.PointerEvent) => {
      start.current = event.clientX;
    },
    onPointerUp: (event: React.PointerEvent) => {
      if (start.current === null) return;
      const dx = event.clientX - start.current;
      start.current = null;
      if (Math.abs(dx) >= SWIPE_MIN_PX) onStep(dx < 0 ? 1 : -1);
    },
  };
}
