// Calls back when a sentinel element scrolls into view: the list's "load more" and the conversation's "load older".
import { useEffect, useRef } from 'react';

export function useOnVisible<T extends Element>(onVisible: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);
  useEffect(() => {
    const node = ref.current;
    // jsdom and very old browsers have no IntersectionObserver; the visible "Load more" button still works there.
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
