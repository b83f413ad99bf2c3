// The browser's axios instance: JSON, the bearer token from the `token` cookie, and the spec's reaction to
// an invalid token (drop the cookie and reload, so the page renders as logged out).
import axios, { isAxiosError } from 'axios';
import Cookies from 'js-cookie';
import { reloadPage } from '../reload-page';
import { apiBaseUrl, TOKEN_COOKIE } from './config';

export const api = axios.create({
  baseURL: apiBaseUrl(),
  headers: { Accept: 'application/json' },
});

api.interceptors.request.use((config) => {
  if (typeof window === 'undefined' || config.headers.has('Authorization')) return config;
  const token = Cookies.get(TOKEN_COOKIE);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

api.interceptors.response.use(undefined, (error: unknown) => {
  if (typeof window !== 'undefined' && isInvalidTokenError(error)) {
    Cookies.remove(TOKEN_COOKIE, { path: '/' });
    reloadPage();
  }
  return Promise.reject(error);
});

function isInvalidTokenError(error: unknown): boolean {
  if (!isAxiosError(error) || error.response?.status !== 401) return false;
  const data: unknown = error.response.data;
  return typeof data === 'object' && data !== null && (data as { code?: unknown }).code === 'token_not_valid';
}
