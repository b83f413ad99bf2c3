// The auth store's session: restored from the cookies (refreshed once when expired), logged in, logged out.
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/http-client';
import { reloadPage } from '@/lib/reload-page';
import { TOKEN_EXPIRED } from '@/lib/session';
import {
  logIn,
  restoreSession,
  selectVisibleUser,
  signOut,
  storeTokens,
  useAuthStore,
  type SessionApi,
} from '@/stores/use-auth-store';
import { fakeJwt, userFixture } from '../support/msw/auth-handlers';

const user = userFixture({ id: 7 });
const access = () => fakeJwt({ userId: 7 });
const expiredAccess = () => fakeJwt({ userId: 7, expiresInSeconds: -60 });
const refresh = () => fakeJwt({ userId: 7, type: 'refresh', expiresInSeconds: 86400 });

function fakeApi(overrides: Partial<SessionApi> = {}) {
  return {
    refresh: vi.fn<SessionApi['refresh']>(async () => ({ access: access(), refresh: refresh() })),
    fetchUser: vi.fn<SessionApi['fetchUser']>(async () => user),
    ...overrides,
  };
}

function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

beforeEach(() => {
  clearCookies();
  useAuthStore.setState({ user: null, token: null, refreshToken: null, status: 'unknown' });
  vi.mocked(reloadPage).mockClear();
});
afterEach(() => clearCookies());

describe('restoreSession', () => {
  it('is anonymous without cookies and calls nothing', async () => {
    const api = fakeApi();
    await expect(restoreSession(api)).resolves.toEqual({ status: 'anonymous' });
    expect(useAuthStore.getState().status).toBe('anonymous');
    expect(api.refresh).not.toHaveBeenCalled();
    expect(api.fetchUser).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('decodes a live token and fetches the user by its id', async () => {
    const token = access();
    Cookies.set('token', token);
    const api = fakeApi();

    await expect(restoreSession(api)).resolves.toEqual({ status: 'authenticated', user });
    expect(api.fetchUser).toHaveBeenCalledWith(7, token);
    expect(api.refresh).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ user, token, status: 'authenticated' });
  });

  it('refreshes an expired token once, keeps the new pair in the cookies, then fetches the user', async () => {
    Cookies.set('token', expiredAccess());
    const oldRefresh = refresh();
    Cookies.set('refresh_token', oldRefresh);
    const pair = { access: access(), refresh: refresh() };
    const api = fakeApi({ refresh: vi.fn(async () => pair) });

    await expect(restoreSession(api)).resolves.toMatchObject({ status: 'authenticated' });
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(api.refresh).toHaveBeenCalledWith(oldRefresh);
    expect(Cookies.get('token')).toBe(pair.access);
    expect(Cookies.get('refresh_token')).toBe(pair.refresh);
    expect(api.fetchUser).toHaveBeenCalledWith(7, pair.access);
    expect(useAuthStore.getState()).toMatchObject({ token: pair.access, refreshToken: pair.refresh });
  });

  it("reports 'token expired' and logs out when the refresh fails", async () => {
    Cookies.set('token', expiredAccess());
    Cookies.set('refresh_token', refresh());
    const api = fakeApi({ refresh: vi.fn(async () => Promise.reject(new Error('401'))) });

    await expect(restoreSession(api)).resolves.toEqual({ status: 'logged-out', reason: TOKEN_EXPIRED });
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(api.fetchUser).not.toHaveBeenCalled();
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('refresh_token')).toBeUndefined();
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, status: 'anonymous' });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("reports 'token expired' without asking the API when there is no live refresh token", async () => {
    Cookies.set('token', expiredAccess());
    Cookies.set('refresh_token', fakeJwt({ type: 'refresh', expiresInSeconds: -1 }));
    const api = fakeApi();

    await expect(restoreSession(api)).resolves.toEqual({ status: 'logged-out', reason: TOKEN_EXPIRED });
    expect(api.refresh).not.toHaveBeenCalled();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('does not use a token that does not decode', async () => {
    Cookies.set('token', 'not-a-jwt');
    const api = fakeApi();

    await expect(restoreSession(api)).resolves.toMatchObject({ status: 'logged-out' });
    expect(api.fetchUser).not.toHaveBeenCalled();
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('logs out when the user cannot be fetched', async () => {
    Cookies.set('token', access());
    Cookies.set('refresh_token', refresh());
    const api = fakeApi({ fetchUser: vi.fn(async () => Promise.reject(new Error('404'))) });

    await expect(restoreSession(api)).resolves.toEqual({ status: 'logged-out', reason: 'user fetch failed' });
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('refresh_token')).toBeUndefined();
    expect(useAuthStore.getState().user).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'the request never got an answer (the page reloaded, the phone offline)',
      new ApiError('Network Error', 'ERR_NETWORK'),
    ],
    ['the request was cut off', new ApiError('aborted', 'ERR_CANCELED')],
    ['the API failed itself', new ApiError('failed', 'ERR_BAD_RESPONSE', { status: 503, data: {} })],
  ])('keeps the session for the next page when %s', async (_, failure) => {
    Cookies.set('token', access());
    Cookies.set('refresh_token', refresh());
    const api = fakeApi({ fetchUser: vi.fn(async () => Promise.reject(failure)) });

    await expect(restoreSession(api)).resolves.toEqual({ status: 'unavailable' });
    expect(Cookies.get('token')).toBeDefined();
    expect(Cookies.get('refresh_token')).toBeDefined();
    expect(useAuthStore.getState()).toMatchObject({ user: null, status: 'anonymous' });
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('keeps the session when renewing the expired token got no answer, and logs out when it is refused', async () => {
    Cookies.set('token', expiredAccess());
    Cookies.set('refresh_token', refresh());
    const offline = fakeApi({
      refresh: vi.fn(async () => Promise.reject(new ApiError('Network Error', 'ERR_NETWORK'))),
    });
    await expect(restoreSession(offline)).resolves.toEqual({ status: 'unavailable' });
    expect(Cookies.get('refresh_token')).toBeDefined();
    expect(reloadPage).not.toHaveBeenCalled();

    const refused = new ApiError('refused', 'ERR_BAD_RESPONSE', { status: 401, data: {} });
    const revoked = fakeApi({ refresh: vi.fn(async () => Promise.reject(refused)) });
    await expect(restoreSession(revoked)).resolves.toEqual({ status: 'logged-out', reason: TOKEN_EXPIRED });
    expect(Cookies.get('refresh_token')).toBeUndefined();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('runs once for callers that overlap', async () => {
    Cookies.set('token', access());
    const api = fakeApi();
    await Promise.all([restoreSession(api), restoreSession(api)]);
    expect(api.fetchUser).toHaveBeenCalledTimes(1);
  });
});

describe('logIn and signOut', () => {
  it('keeps the tokens in the token and refresh_token cookies and fetches the user with the new token', async () => {
    const pair = { access: access(), refresh: refresh() };
    const api = fakeApi();

    await expect(logIn(pair, api)).resolves.toEqual(user);
    expect(Cookies.get('token')).toBe(pair.access);
    expect(Cookies.get('refresh_token')).toBe(pair.refresh);
    expect(api.fetchUser).toHaveBeenCalledWith(7, pair.access);
    expect(useAuthStore.getState()).toMatchObject({
      user,
      token: pair.access,
      refreshToken: pair.refresh,
      status: 'authenticated',
    });
  });

  it('drops the tokens again when the user cannot be fetched after login', async () => {
    const api = fakeApi({ fetchUser: vi.fn(async () => Promise.reject(new Error('500'))) });
    await expect(logIn({ access: access(), refresh: refresh() }, api)).rejects.toThrow('500');
    expect(Cookies.get('token')).toBeUndefined();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('signs out: clears the tokens, the user and both cookies, and reloads', async () => {
    await logIn({ access: access(), refresh: refresh() }, fakeApi());
    signOut();
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('refresh_token')).toBeUndefined();
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, refreshToken: null });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("logs 'could not set token' when the browser refuses the cookie", () => {
    const set = vi.spyOn(Cookies, 'set').mockImplementation(() => undefined);
    // The expected message, taken out of the fail-on-console collector's way.
    const error = vi.mocked(console.error);
    error.mockClear().mockImplementationOnce(() => undefined);
    const pair = { access: access(), refresh: refresh() };
    storeTokens(pair);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('could not set token');
    expect(useAuthStore.getState().token).toBe(pair.access);
    set.mockRestore();
  });

  it('shows a dummy account as logged out', () => {
    useAuthStore.setState({ user: { ...user, is_dummy_account: true }, status: 'authenticated' });
    expect(selectVisibleUser(useAuthStore.getState())).toBeNull();
    useAuthStore.setState({ user });
    expect(selectVisibleUser(useAuthStore.getState())).toEqual(user);
  });
});
