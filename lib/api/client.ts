// The browser's API client: JSON, the bearer token from the `token` cookie, and the spec's reaction to an
// invalid token (drop the cookie and reload, so the page renders as logged out).
import Cookies from 'js-cookie';
import { reloadPage } from '@/lib/reload-page';
import { apiBaseUrl, TOKEN_COOKIE } from './config';
import { createApiClient, type ApiError } from './http-client';

export type { ApiClient } from './http-client';

export const api = createApiClient({
  baseURL: apiBaseUrl(),
  headers: { Accept: 'application/json' },
  dynamicHeaders: (): Record<string, string> => {
    const token = typeof window === 'undefined' ? undefined : Cookies.get(TOKEN_COOKIE);
    return token ? { Authorization: `Bearer ${token}` } : {};
  },
  onError: (error) => {
    if (typeof window !== 'undefined' && isInvalidTokenError(error)) {
      Cookies.remove(TOKEN_COOKIE, { path: '/' });
      reloadPage();
    }
  },
});

function isInvalidTokenError(error: ApiError): boolean {
  if (error.response?.status !== 401) return false;
  const data = error.response.data;
  return typeof data === 'object' && data !== null && (data as { code?: unknown }).code === 'token_not_valid';
}
