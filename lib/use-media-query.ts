// Whether a CSS media query matches, kept current; false while rendering on the server and hydrating (no window),
// true where the browser cannot tell (no matchMedia, as in jsdom), so content is never withheld for good.
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true),
    () => false,
  );
}
