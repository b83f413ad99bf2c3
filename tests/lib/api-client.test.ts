// The browser client sends the session token and drops a token the API no longer accepts (spec §8).
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api/client';
import { reloadPage } from '@/lib/reload-page';
import { installMswServer, server } from '../support/msw/server';

vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));

installMswServer();

afterEach(() => {
  Cookies.remove('token');
  vi.mocked(reloadPage).mockClear();
});

describe('api client', () => {
  it('sends the token cookie as a bearer token, and nothing without it', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/api/ping/', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ ok: true });
      }),
    );
    await api.get('/api/ping/');
    Cookies.set('token', 'abc.def.ghi');
    await api.get('/api/ping/');
    expect(seen).toEqual([null, 'Bearer abc.def.ghi']);
  });

  it('on token_not_valid removes the cookie and reloads', async () => {
    Cookies.set('token', 'expired');
    server.use(
      http.get('*/api/usermgmt/user/1/', () =>
        HttpResponse.json({ detail: 'Given token not valid for any token type', code: 'token_not_valid' }, { status: 401 }),
      ),
    );
    await expect(api.get('/api/usermgmt/user/1/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(Cookies.get('token')).toBeUndefined();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on other 401s', async () => {
    Cookies.set('token', 'still-good');
    server.use(
      http.post('*/api/usermgmt/token/', () =>
        HttpResponse.json({ detail: 'No active account found with the given credentials' }, { status: 401 }),
      ),
    );
    await expect(api.post('/api/usermgmt/token/', {})).rejects.toBeDefined();
    expect(Cookies.get('token')).toBe('still-good');
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
