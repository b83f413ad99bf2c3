'use client';
// Whether the browser holds a live (decodable, unexpired) access token; on the server it is unknown, so callers
// render their signed-in form and the browser corrects it on hydration.
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { TOKEN_COOKIE } from './api/config';
import { liveTokenClaims } from './session';

// A page restored from the back/forward cache (decision 057) reads the cookie again: the visitor may have signed in
// or out on another page meanwhile.
const onPageShow = (onChange: () => void) => {
  window.addEventListener('pageshow', onChange);
  return () => window.removeEventListener('pageshow', onChange);
};

export function useHasSession(): boolean {
  return useSyncExternalStore(
    onPageShow,
    () => liveTokenClaims(Cookies.get(TOKEN_COOKIE)) !== null,
    () => true,
  );
}
