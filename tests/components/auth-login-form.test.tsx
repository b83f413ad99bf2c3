// The login page: checks input like the API, shows the API's errors (spec §8), starts the session and goes on
// to `next` — only ever a path on this site.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginPage from '@/app/(site)/login/page';
import { useAuthStore } from '@/stores/use-auth-store';
import { fakeJwt, loginOk, loginRejected, userFixture, userOk } from '../support/msw/auth-handlers';
import { installMswServer, server } from '../support/msw/server';
import { notFound, routerMock } from '../support/next-navigation';
import { renderWithProviders } from '../support/render';

installMswServer();

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  useAuthStore.setState({ user: null, token: null, refreshToken: null, status: 'anonymous' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  routerMock.replace.mockClear();
  vi.mocked(notFound).mockClear();
  Cookies.remove('token', { path: '/' });
  Cookies.remove('refresh_token', { path: '/' });
});

async function renderLogin(next?: string) {
  renderWithProviders(await LoginPage({ searchParams: Promise.resolve(next === undefined ? {} : { next }) }));
}

async function logInAs(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail or phone'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('Login page', () => {
  it('asks for both fields in the API words and sends nothing', async () => {
    const received: unknown[] = [];
    server.use(loginOk(received));
    await renderLogin();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findAllByText('This field may not be blank.')).toHaveLength(2);
    expect(screen.getByLabelText('E-mail or phone')).toHaveAttribute('aria-invalid', 'true');
    expect(received).toEqual([]);
  });

  it('logs in, keeps the token in its cookie, fetches the user and goes to next', async () => {
    const received: unknown[] = [];
    const seen: (string | null)[] = [];
    server.use(loginOk(received), userOk(userFixture(), seen));
    await renderLogin('/dashboard/saved-cars/?page=2');

    await logInAs('Dara@Example.com ', 'demo1234!');

    await waitFor(() => expect(routerMock.replace).toHaveBeenCalledWith('/dashboard/saved-cars/?page=2'));
    expect(received).toEqual([{ email: 'dara@example.com', password: 'demo1234!' }]);
    const token = Cookies.get('token');
    expect(token).toBeTruthy();
    expect(seen).toEqual([`Bearer ${token}`]);
    expect(useAuthStore.getState().user?.email).toBe('dara@example.com');
  });

  it.each(['https://evil.example/steal', '//evil.example/', '/\\evil.example'])(
    'ignores an off-site next (%s)',
    async (next) => {
      server.use(loginOk(), userOk());
      await renderLogin(next);

      await logInAs('dara@example.com', 'demo1234!');

      await waitFor(() => expect(routerMock.replace).toHaveBeenCalledWith('/shipping-dashboard/summary-report'));
      expect(routerMock.replace).toHaveBeenCalledTimes(1);
    },
  );

  it('shows SimpleJWT’s answer to a wrong password at the top, scrolls up and lets the visitor retry', async () => {
    server.use(loginRejected(401, { detail: 'No active account found with the given credentials' }));
    await renderLogin();

    await logInAs('dara@example.com', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('No active account found with the given credentials');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(Cookies.get('token')).toBeUndefined();
    expect(routerMock.replace).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled());
  });

  it('lists field errors as "Field name: first message"', async () => {
    server.use(
      loginRejected(400, {
        email: ['Enter a valid email address.', 'Second message.'],
        password: ['This field is required.'],
      }),
    );
    await renderLogin();

    await logInAs('dara@example.com', 'x');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email: Enter a valid email address.');
    expect(alert).toHaveTextContent('Password: This field is required.');
    expect(alert).not.toHaveTextContent('Second message.');
    expect(screen.getByLabelText('E-mail or phone')).toHaveAccessibleDescription('Enter a valid email address.');
  });

  it('shows the generic server error on a 500 or an empty answer', async () => {
    server.use(loginRejected(500, null));
    await renderLogin();

    await logInAs('dara@example.com', 'demo1234!');

    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error: An error occured');
  });

  it('opens the not-found page on a 404', async () => {
    server.use(loginRejected(404, { detail: 'Not found.' }));
    await renderLogin();

    await logInAs('dara@example.com', 'demo1234!');

    await waitFor(() => expect(notFound).toHaveBeenCalled());
  });

  it('sends someone already signed in straight on to next', async () => {
    useAuthStore.setState({ user: userFixture(), token: fakeJwt(), status: 'authenticated' });
    await renderLogin('/messages/');
    await waitFor(() => expect(routerMock.replace).toHaveBeenCalledWith('/messages/'));
  });
});
