// The browser client sends the session token and drops a token the API no longer accepts (spec §8).
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api/client';
import { parseApiError } from '@/lib/api/errors';
import { reloadPage } from '@/lib/reload-page';
import { installMswServer, server } from '../support/msw/server';

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
        HttpResponse.json(
          { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
          { status: 401 },
        ),
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

  it('sends query params (leaving out empty ones) and JSON bodies, and reads JSON answers', async () => {
    const seen: { url: string; type: string | null; body: unknown }[] = [];
    server.use(
      http.post('*/api/echo/', async ({ request }) => {
        seen.push({
          url: new URL(request.url).search,
          type: request.headers.get('content-type'),
          body: await request.json(),
        });
        return HttpResponse.json({ id: 3 }, { status: 201 });
      }),
    );
    const answer = await api.post<{ id: number }>(
      '/api/echo/',
      { car_id: 5 },
      { params: { q: 'camry', page: 2, none: undefined } },
    );
    expect(answer).toMatchObject({ data: { id: 3 }, status: 201 });
    expect(seen).toEqual([{ url: '?q=camry&page=2', type: 'application/json', body: { car_id: 5 } }]);
  });

  it('rejects a DRF 400 with its status and field errors, and a network failure with status 0', async () => {
    server.use(
      http.post('*/api/contact-us/', () =>
        HttpResponse.json({ email: ['Enter a valid email address.'] }, { status: 400 }),
      ),
      http.get('*/api/down/', () => HttpResponse.error()),
    );
    const invalid = await api.post('/api/contact-us/', {}).catch((error: unknown) => error);
    expect(parseApiError(invalid)).toMatchObject({
      status: 400,
      fieldErrors: { email: ['Enter a valid email address.'] },
    });
    const down = await api.get('/api/down/').catch((error: unknown) => error);
    expect(parseApiError(down).status).toBe(0);
  });

  it('uploads multipart bodies with progress through XMLHttpRequest, with the bearer token', async () => {
    Cookies.set('token', 'abc.def.ghi');
    const seen: { auth: string | null; type: string | undefined }[] = [];
    server.use(
      http.post('*/api/chats/messages/create/', ({ request }) => {
        seen.push({
          auth: request.headers.get('authorization'),
          type: request.headers.get('content-type')?.split(';')[0],
        });
        return HttpResponse.json({ id: 9 }, { status: 201 });
      }),
    );
    const body = new FormData();
    body.append('file', new File(['hello'], 'hello.txt', { type: 'text/plain' }));
    const progress = vi.fn();
    const xhrOpen = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const { data } = await api.post<{ id: number }>('/api/chats/messages/create/', body, {
      onUploadProgress: progress,
    });
    expect(data).toEqual({ id: 9 });
    expect(xhrOpen).toHaveBeenCalledWith('POST', '/api/chats/messages/create/');
    expect(seen).toEqual([{ auth: 'Bearer abc.def.ghi', type: 'multipart/form-data' }]);
    xhrOpen.mockRestore();
  });
});
