// renewSession: what a socket refused with 4001 calls to get a fresh token (decision 019).
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_COOKIE } from '@/lib/api/config';
import { ApiError } from '@/lib/api/http-client';
import { reloadPage } from '@/lib/reload-page';
import { REFRESH_TOKEN_COOKIE } from '@/lib/session';
import { logIn, renewSession, useAuthStore, type SessionApi } from '@/stores/use-auth-store';
import { fakeJwt, userFixture } from '../support/msw/auth-handlers';

const access = () => fakeJwt({ userId: 7 });
const refresh = () => fakeJwt({ userId: 7, type: 'refresh', expiresInSeconds: 86400 });

function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

async function signedIn(refreshCall: SessionApi['refresh']): Promise<SessionApi> {
  const api: SessionApi = { refresh: vi.fn(refreshCall), fetchUser: vi.fn(async () => userFixture({ id: 7 })) };
  await logIn({ access: access(), refresh: refresh() }, api);
  return api;
}

beforeEach(() => {
  clearCookies();
  useAuthStore.setState({ user: null, token: null, refreshToken: null, status: 'unknown' });
  vi.mocked(reloadPage).mockClear();
});

describe('renewSession', () => {
  it('trades the refresh token for a new pair, stored where the socket URL reads it, once for concurrent callers', async () => {
    const next = { access: fakeJwt({ userId: 7, expiresInSeconds: 7200 }), refresh: refresh() };
    const api = await signedIn(async () => next);
    const [a, b] = await Promise.all([renewSession(), renewSession()]);
    expect([a, b]).toEqual([true, true]);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().token).toBe(next.access);
    expect(Cookies.get(TOKEN_COOKIE)).toBe(next.access);
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBe(next.refresh);
  });

  it('signs out when the server refuses the refresh token (the sessions were ended elsewhere)', async () => {
    await signedIn(async () => {
      throw new ApiError('Request failed with status code 401', 'ERR_BAD_RESPONSE', {
        status: 401,
        data: { code: 'token_not_valid' },
      });
    });
    await expect(renewSession()).resolves.toBe(false);
    expect(useAuthStore.getState().status).toBe('anonymous');
    expect(reloadPage).toHaveBeenCalled();
  });

  it('keeps the session through a network failure, but reports no renewal', async () => {
    await signedIn(async () => {
      throw new ApiError('Network Error', 'ERR_NETWORK');
    });
    await expect(renewSession()).resolves.toBe(false);
    expect(useAuthStore.getState().status).toBe('authenticated');
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
