// The other auth screens: sign-up, e-mail verification, SMS code login, password reset, the outbox and the
// signed-in layouts' guard.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordEmailForm } from '@/features/auth/components/request-forms';
import { OutboxList } from '@/features/auth/components/outbox-list';
import { SessionGuard } from '@/features/auth/components/session-guard';
import { SignupForm } from '@/features/auth/components/signup-form';
import { VerifyEmail } from '@/features/auth/components/verify-email';
import { VerifyOtpForm } from '@/features/auth/components/verify-otp-form';
import { RESET_SENT } from '@/lib/contract/auth';
import { useAuthStore } from '@/stores/use-auth-store';
import { fakeJwt, userFixture, userOk } from '../support/msw/auth-handlers';
import { installMswServer, server } from '../support/msw/server';
import { routerMock, setLocation } from '../support/next-navigation';
import { renderWithProviders } from '../support/render';

installMswServer();

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  useAuthStore.setState({ user: null, token: null, refreshToken: null, status: 'anonymous' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  routerMock.push.mockClear();
  routerMock.replace.mockClear();
  Cookies.remove('token', { path: '/' });
  Cookies.remove('refresh_token', { path: '/' });
});

describe('SignupForm', () => {
  async function fill() {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Vanna');
    await user.type(screen.getByLabelText('Last name'), 'Chea');
    await user.type(screen.getByLabelText('E-mail'), 'vanna@example.com');
    await user.type(screen.getByLabelText('Phone'), '+855 12 345 678');
    await user.type(screen.getByLabelText('Password'), 'mekong-river-42');
    await user.click(screen.getByLabelText(/Business Account/));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  }

  it('registers a Business Account and sends the visitor to the inbox instructions', async () => {
    const received: unknown[] = [];
    server.use(
      http.post('*/api/usermgmt/register/', async ({ request }) => {
        received.push(await request.json());
        return HttpResponse.json(
          userFixture({ email: 'vanna@example.com', account_type: 'Business Account', is_verified: false }),
          { status: 201 },
        );
      }),
    );
    renderWithProviders(<SignupForm />);
    await fill();

    await waitFor(() =>
      expect(routerMock.push).toHaveBeenCalledWith('/verification/instruction/?email=vanna%40example.com'),
    );
    expect(received).toEqual([
      {
        first_name: 'Vanna',
        last_name: 'Chea',
        email: 'vanna@example.com',
        phone: '+85512345678',
        password: 'mekong-river-42',
        account_type: 'Business Account',
      },
    ]);
  });

  it('applies the password rules before sending', async () => {
    renderWithProviders(<SignupForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Vanna');
    await user.type(screen.getByLabelText('Last name'), 'Chea');
    await user.type(screen.getByLabelText('E-mail'), 'vanna@example.com');
    await user.type(screen.getByLabelText('Phone'), '+85512345678');
    await user.type(screen.getByLabelText('Password'), '1234');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText(/This password is too short/)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a taken e-mail on its field and in the list at the top', async () => {
    server.use(
      http.post('*/api/usermgmt/register/', () =>
        HttpResponse.json({ email: ['user with this email already exists.'] }, { status: 400 }),
      ),
    );
    renderWithProviders(<SignupForm />);
    await fill();

    expect(await screen.findByRole('alert')).toHaveTextContent('Email: user with this email already exists.');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('user with this email already exists.');
    expect(routerMock.push).not.toHaveBeenCalled();
  });
});

describe('VerifyEmail', () => {
  it('activates exactly once, even when React runs effects twice, then offers the login', async () => {
    const calls: string[] = [];
    server.use(
      http.post('*/api/usermgmt/accounts/activate/:uid/:token/', ({ params }) => {
        calls.push(`${String(params.uid)}/${String(params.token)}`);
        return HttpResponse.json({ detail: 'Your account has been verified. You can log in now.' });
      }),
    );
    renderWithProviders(
      <StrictMode>
        <VerifyEmail uid="MTI" token="abc-123" />
      </StrictMode>,
    );

    expect(await screen.findByText('Your account has been verified. You can log in now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(calls).toEqual(['MTI/abc-123']);
  });

  it('explains an expired link and offers a new one', async () => {
    server.use(
      http.post('*/api/usermgmt/accounts/activate/:uid/:token/', () =>
        HttpResponse.json({ detail: 'Activation link is invalid or has expired.' }, { status: 400 }),
      ),
    );
    renderWithProviders(<VerifyEmail uid="MTI" token="used" />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Activation link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Send a new verification link' })).toHaveAttribute(
      'href',
      '/verification/resend',
    );
  });
});

describe('VerifyOtpForm', () => {
  it('checks the code, logs in with the returned tokens and opens the dashboard', async () => {
    const access = fakeJwt({ userId: 7 });
    server.use(
      http.post('*/api/usermgmt/accounts/activate-otp/', () =>
        HttpResponse.json({ detail: 'Verified.', access, refresh: fakeJwt({ userId: 7, type: 'refresh' }) }),
      ),
      userOk(),
    );
    renderWithProviders(<VerifyOtpForm phone="+85512345678" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(routerMock.replace).toHaveBeenCalledWith('/shipping-dashboard/summary-report'));
    expect(Cookies.get('token')).toBe(access);
    expect(useAuthStore.getState().user?.id).toBe(7);
  });

  it('refuses a code that is not 6 digits without asking the API', async () => {
    renderWithProviders(<VerifyOtpForm phone="+85512345678" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('6-digit code'), '12a');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeInTheDocument();
  });
});

describe('ForgotPasswordEmailForm', () => {
  it('shows the API’s one answer in place of the form', async () => {
    const received: unknown[] = [];
    server.use(
      http.post('*/api/usermgmt/forgotPassword/', async ({ request }) => {
        received.push(await request.json());
        return HttpResponse.json({ detail: RESET_SENT });
      }),
    );
    renderWithProviders(<ForgotPasswordEmailForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset instructions' }));

    expect(await screen.findByRole('status')).toHaveTextContent(RESET_SENT);
    expect(received).toEqual([{ email: 'nobody@example.com' }]);
  });
});

describe('OutboxList', () => {
  it('lists messages newest first with clickable links and visible codes', async () => {
    server.use(
      http.get('*/api/dev/outbox/', () =>
        HttpResponse.json([
          {
            id: 1,
            channel: 'email',
            to: 'a@example.com',
            subject: 'Verify your account',
            body: 'Open http://localhost:3000/verification?uid=MQ&token=t-1 to verify.',
            status: 'sent',
            created_at: '2026-11-22T00:00:00Z',
          },
          {
            id: 2,
            channel: 'sms',
            to: '+85512345678',
            subject: '',
            body: 'Your code is 482913. It expires in 10 minutes.',
            status: 'sent',
            created_at: '2026-11-22T00:01:00Z',
          },
        ]),
      ),
    );
    renderWithProviders(<OutboxList />);

    const items = within(await screen.findByRole('list', { name: 'Outbox' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('+85512345678');
    expect(within(items[0]!).getByTestId('otp-code')).toHaveTextContent('482913');
    expect(within(items[1]!).getByRole('link')).toHaveAttribute(
      'href',
      'http://localhost:3000/verification?uid=MQ&token=t-1',
    );
  });
});

describe('SessionGuard', () => {
  it('sends a visitor without a session to the login page with next', async () => {
    setLocation('/dashboard/saved-cars/');
    renderWithProviders(<SessionGuard />);
    await waitFor(() => expect(routerMock.replace).toHaveBeenCalledWith('/login/?next=/dashboard/saved-cars/'));
  });

  it('leaves a signed-in customer on a superuser page, which explains itself (decision 051)', async () => {
    setLocation('/shipping-dashboard/balance-report/');
    useAuthStore.setState({ user: userFixture(), status: 'authenticated' });
    renderWithProviders(<SessionGuard />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(routerMock.replace).not.toHaveBeenCalled();
  });

  it('waits while the session is still being restored', async () => {
    setLocation('/dashboard/');
    useAuthStore.setState({ status: 'unknown' });
    renderWithProviders(<SessionGuard />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(routerMock.replace).not.toHaveBeenCalled();
  });
});
