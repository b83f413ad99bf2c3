// The signed-in session in the browser (spec §4): the user, the access and refresh tokens (kept in cookies the
// API client reads) and the staff list; restoring it on page load, logging in and out.
import Cookies from 'js-cookie';
import { create } from 'zustand';
import { TOKEN_COOKIE } from '@/lib/api/config';
import { errorStatus, isApiError } from '@/lib/api/http-client';
import type { TokenPair } from '@/lib/contract/auth';
import { reloadPage } from '@/lib/reload-page';
import { readTokenClaims, isExpired, liveTokenClaims, REFRESH_TOKEN_COOKIE, TOKEN_EXPIRED } from '@/lib/session';

/** The user fields the site needs (spec §3, User). */
export interface AuthUser {
  id: number;
  unique_id: string;
  email: string;
  first_name: string;
  last_name: string;
  account_type: string;
  is_dummy_account: boolean;
  is_admin: boolean;
  is_superuser: boolean;
  phone?: string;
  profilePic?: string | null;
}

/** `unknown` until the session has been restored on this page load. */
export type SessionStatus = 'unknown' | 'anonymous' | 'authenticated';

interface AuthState {
  user: AuthUser | null;
  token: string | null;
  refreshToken: string | null;
  status: SessionStatus;
  setSession: (session: { user: AuthUser; token: string; refreshToken?: string | null }) => void;
  setUser: (user: AuthUser) => void;
  clear: () => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  user: null,
  token: null,
  refreshToken: null,
  status: 'unknown',
  setSession: ({ user, token, refreshToken }) =>
    set((state) => ({ user, token, refreshToken: refreshToken ?? state.refreshToken, status: 'authenticated' })),
  setUser: (user) => set({ user }),
  clear: () => set({ user: null, token: null, refreshToken: null, status: 'anonymous' }),
}));

/** The user as the navigation sees them: a dummy account counts as logged out (spec §4). */
export const selectVisibleUser = (state: AuthState): AuthUser | null =>
  state.user && !state.user.is_dummy_account ? state.user : null;

/** The two calls a session needs; the auth feature passes its endpoint functions (stores never import features). */
export interface SessionApi {
  refresh: (refreshToken: string) => Promise<TokenPair>;
  fetchUser: (userId: number, accessToken: string) => Promise<AuthUser>;
}

export type RestoreOutcome =
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: AuthUser }
  | { status: 'logged-out'; reason: string }
  | { status: 'unavailable' };

/**
 * A call the API never answered (the page was left or reloaded mid-request, the phone lost its connection, a timeout)
 * or answered with its own failure (5xx): it says nothing about the session, which is kept for the next page load.
 * Logging out on it signed people out on every dropped connection, and a reload while the session was being
 * restored ended it.
 */
function unanswered(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const status = error.response?.status;
  return status === undefined || status >= 500;
}

const cookieOptions = (token: string): Cookies.CookieAttributes => {
  const claims = readTokenClaims(token);
  return {
    path: '/',
    sameSite: 'Lax',
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
    ...(claims ? { expires: new Date(claims.exp * 1000) } : {}),
  };
};

/** Writes one token cookie; false when the browser refused it (blocked cookies, or a write that did not stick). */
function writeCookie(name: string, value: string): boolean {
  try {
    Cookies.set(name, value, cookieOptions(value));
    return Cookies.get(name) === value;
  } catch {
    return false;
  }
}

function removeCookies(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  Cookies.remove(REFRESH_TOKEN_COOKIE, { path: '/' });
}

/** Keeps a new token pair in the store and in the cookies the API client and the server pages read. */
export function storeTokens({ access, refresh }: TokenPair): void {
  const stored = [writeCookie(TOKEN_COOKIE, access), writeCookie(REFRESH_TOKEN_COOKIE, refresh)];
  // Spec §8; the session still works in memory until the page is left.
  if (stored.includes(false)) console.error('could not set token');
  useAuthStore.setState({ token: access, refreshToken: refresh });
}

/**
 * Spec §4: logging out clears the tokens, removes the cookies and reloads the page; a visitor who chose to log out
 * lands on `to` (the home page, decision 051) rather than on a page that would now ask them to log in.
 */
export function signOut(to?: string): void {
  removeCookies();
  useAuthStore.getState().clear();
  reloadPage(to);
}

/** The session calls this page last used (log-in or restore), for renewing the token later (renewSession). */
let activeSessionApi: SessionApi | null = null;
let renewing: Promise<boolean> | null = null;

/**
 * Runs a call that replaces this session's tokens while ending every other one (a password change, decision 051).
 * The server closes the user's sockets at once; a socket asking for a renewal meanwhile waits for this call and
 * reconnects with the new pair, instead of trying the revoked refresh token and signing the page out.
 */
export function replaceSession(call: () => Promise<TokenPair>): Promise<TokenPair> {
  const pair = call().then((tokens) => {
    storeTokens(tokens);
    return tokens;
  });
  const replacing: Promise<boolean> = pair
    .then(
      () => true,
      () => false,
    )
    .finally(() => {
      if (renewing === replacing) renewing = null;
    });
  renewing = replacing;
  return pair;
}

/**
 * A fresh token pair from the refresh token, one call at a time: what a socket does when the server refuses its
 * access token (4001: expired, or the sessions were revoked, decision 019). False when there is nothing to renew
 * with; a refresh token the server refuses means the session was ended elsewhere, so this page signs out too.
 */
export function renewSession(): Promise<boolean> {
  renewing ??= (async () => {
    const refresh = Cookies.get(REFRESH_TOKEN_COOKIE) ?? useAuthStore.getState().refreshToken;
    if (!activeSessionApi || !refresh || !liveTokenClaims(refresh)) return false;
    try {
      const pair = await activeSessionApi.refresh(refresh);
      if (!liveTokenClaims(pair.access)) return false;
      storeTokens(pair);
      return true;
    } catch (error) {
      if (errorStatus(error) === 401) signOut();
      return false;
    }
  })().finally(() => {
    renewing = null;
  });
  return renewing;
}

/** Logs in with a token pair from the API (login or OTP verification): the user is fetched by id. */
export async function logIn(tokens: TokenPair, sessionApi: SessionApi): Promise<AuthUser> {
  activeSessionApi = sessionApi;
  const claims = readTokenClaims(tokens.access);
  if (!claims) throw new Error('The server sent a token that does not decode.');
  storeTokens(tokens);
  try {
    const user = await sessionApi.fetchUser(claims.user_id, tokens.access);
    useAuthStore.getState().setSession({ user, token: tokens.access, refreshToken: tokens.refresh });
    return user;
  } catch (error) {
    removeCookies();
    useAuthStore.getState().clear();
    throw error;
  }
}

/** A usable access token: the cookie's if unexpired, else one refresh with the refresh token (spec §4). */
async function usableAccessToken(
  sessionApi: SessionApi,
): Promise<{ access: string; userId: number } | { reason: string } | { unavailable: true }> {
  const access = Cookies.get(TOKEN_COOKIE);
  const current = liveTokenClaims(access);
  if (access && current) return { access, userId: current.user_id };

  const accessClaims = readTokenClaims(access);
  const reason = !access || (accessClaims && isExpired(accessClaims)) ? TOKEN_EXPIRED : 'token invalid';
  const refresh = Cookies.get(REFRESH_TOKEN_COOKIE);
  if (!refresh || !liveTokenClaims(refresh)) return { reason };
  try {
    const pair = await sessionApi.refresh(refresh);
    const claims = liveTokenClaims(pair.access);
    if (!claims) return { reason };
    storeTokens(pair);
    return { access: pair.access, userId: claims.user_id };
  } catch (error) {
    return unanswered(error) ? { unavailable: true } : { reason };
  }
}

/** Not signed in on this page, the cookies kept: the next page load restores the session again. */
function unavailable(): RestoreOutcome {
  useAuthStore.getState().clear();
  return { status: 'unavailable' };
}

async function restore(sessionApi: SessionApi): Promise<RestoreOutcome> {
  activeSessionApi = sessionApi;
  if (!Cookies.get(TOKEN_COOKIE) && !Cookies.get(REFRESH_TOKEN_COOKIE)) {
    useAuthStore.getState().clear();
    return { status: 'anonymous' };
  }
  const token = await usableAccessToken(sessionApi);
  if ('unavailable' in token) return unavailable();
  if ('reason' in token) {
    signOut();
    return { status: 'logged-out', reason: token.reason };
  }
  try {
    const user = await sessionApi.fetchUser(token.userId, token.access);
    useAuthStore
      .getState()
      .setSession({ user, token: token.access, refreshToken: Cookies.get(REFRESH_TOKEN_COOKIE) ?? null });
    return { status: 'authenticated', user };
  } catch (error) {
    if (unanswered(error)) return unavailable();
    signOut();
    return { status: 'logged-out', reason: 'user fetch failed' };
  }
}

let restoring: Promise<RestoreOutcome> | null = null;

/**
 * Restores the session from the cookies once per page load (a second caller, e.g. React's development double
 * effect, shares the first run): anonymous without tokens; otherwise the user is fetched by id, and a refusal (or a
 * token that cannot be renewed) logs out. A call the API never answered keeps the session (`unanswered`).
 */
export function restoreSession(sessionApi: SessionApi): Promise<RestoreOutcome> {
  restoring ??= restore(sessionApi).finally(() => {
    restoring = null;
  });
  return restoring;
}
