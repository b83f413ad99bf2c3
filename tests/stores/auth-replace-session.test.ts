// replaceSession (decision 051): a password change ends every session, closing this page's sockets too; a socket
// asking for a renewal meanwhile gets the change's new pair instead of trying the revoked refresh token and
// signing the page out.
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_COOKIE } from '@/lib/api/config';
import { ApiError } from '@/lib/api/http-client';
import { reloadPage } from '@/lib/reload-page';
import { logIn, renewSession, replaceSession, useAuthStore, type SessionApi } from '@/stores/use-auth-store';
import { fakeJwt, userFixture } from '../support/msw/auth-handlers';

const revoked = () =>
  new ApiError('Request failed with status code 401', 'ERR_BAD_RESPONSE', { status: 401, data: {} });

let api: SessionApi;
beforeEach(async () => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  vi.mocked(reloadPage).mockClear();
  // The old refresh token is revoked by the change: refreshing with it would be refused.
  api = {
    refresh: vi.fn(async () => {
      throw revoked();
    }),
    fetchUser: vi.fn(async () => userFixture({ id: 7 })),
  };
  await logIn({ access: fakeJwt(), refresh: fakeJwt({ type: 'refresh' }) }, api);
});

describe('replaceSession', () => {
  it('lets a socket refused during the change reconnect with the new pair, without signing out', async () => {
    const next = { access: fakeJwt({ expiresInSeconds: 7200 }), refresh: fakeJwt({ type: 'refresh' }) };
    let answer!: () => void;
    const change = replaceSession(() => new Promise((resolve) => (answer = () => resolve(next))));
    const renewal = renewSession();
    answer();

    await expect(change).resolves.toEqual(next);
    await expect(renewal).resolves.toBe(true);
    expect(api.refresh).not.toHaveBeenCalled();
    expect(Cookies.get(TOKEN_COOKIE)).toBe(next.access);
    expect(useAuthStore.getState().status).toBe('authenticated');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('keeps the old tokens when the change is refused (a wrong current password)', async () => {
    const before = Cookies.get(TOKEN_COOKIE);
    await expect(replaceSession(async () => Promise.reject(new Error('400')))).rejects.toThrow('400');
    expect(Cookies.get(TOKEN_COOKIE)).toBe(before);
    expect(useAuthStore.getState().status).toBe('authenticated');
  });
});
