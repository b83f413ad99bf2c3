'use client';
// Whether the browser holds a live (decodable, unexpired) access token; on the server it is unknown, so callers
// render their signed-in form and the browser corrects it on hydration.
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { TOKEN_COOKIE } from './api/config';
import { liveTokenClaims } from './session';

const noSubscribe = () => () => {};

export function useHasSession(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => liveTokenClaims(Cookies.get(TOKEN_COOKIE)) !== null,
    () => true,
  );
}
