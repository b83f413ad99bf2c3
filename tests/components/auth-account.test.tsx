// My account (decision 051): the details form sends only what the account owner may change and puts the API's
// field errors on their fields; the password form refuses a wrong current password on its field and keeps the
// browser signed in with the new tokens; notification choices are saved; Sign Out lands on the home page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthLinks } from '@/components/layout/navbar/auth-links';
import { EmailChangeStatus } from '@/features/auth/components/account/email-change-pending';
import { ProfileForm } from '@/features/auth/components/account/profile-form';
import { NotificationsForm } from '@/features/auth/components/account/notifications-form';
import { PasswordForm } from '@/features/auth/components/account/password-form';
import { CURRENT_PASSWORD_WRONG, EMAIL_CHANGE_SENT, type User } from '@/lib/contract/auth';
import { reloadPage } from '@/lib/reload-page';
import { useAuthStore } from '@/stores/use-auth-store';
import { fakeJwt, userFixture } from '../support/msw/auth-handlers';
import { installMswServer, server } from '../support/msw/server';
import { renderWithProviders } from '../support/render';

installMswServer();

beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(reloadPage).mockClear();
  Cookies.remove('token', { path: '/' });
  Cookies.remove('refresh_token', { path: '/' });
  useAuthStore.setState({ user: null, token: null, refreshToken: null, status: 'anonymous' });
});

function acceptUserUpdate(received: unknown[], base: User = userFixture()) {
  server.use(
    http.put('*/api/usermgmt/user/:id/', async ({ request }) => {
      const body = (await request.json()) as Partial<User>;
      received.push(body);
      return HttpResponse.json({ ...base, ...body });
    }),
  );
}

describe('ProfileForm', () => {
  it('saves a new name and says so', async () => {
    const received: unknown[] = [];
    acceptUserUpdate(received);
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm user={userFixture()} />);

    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Sokhom');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your details are saved.');
    expect(received).toEqual([
      { first_name: 'Sokhom', last_name: 'Sok', phone: '+85512345678', email: 'dara@example.com' },
    ]);
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('refuses a blank name in the browser and sends nothing', async () => {
    const received: unknown[] = [];
    acceptUserUpdate(received);
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm user={userFixture()} />);

    await user.clear(screen.getByLabelText('Last name'));
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('This field may not be blank.')).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveFocus();
    expect(received).toEqual([]);
  });

  it('asks for the current password when the e-mail changes, and shows the API refusing it on that field', async () => {
    server.use(
      http.put('*/api/usermgmt/user/:id/', () =>
        HttpResponse.json({ current_password: [CURRENT_PASSWORD_WRONG] }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm user={userFixture()} />);

    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'new@example.com');
    await user.type(screen.getByLabelText('Current password'), 'not-it-1');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(CURRENT_PASSWORD_WRONG),
    );
    expect(screen.getByLabelText('Current password')).toHaveFocus();
  });

  it('puts a taken phone number on the phone field', async () => {
    server.use(
      http.put('*/api/usermgmt/user/:id/', () =>
        HttpResponse.json({ phone: ['user with this phone already exists.'] }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm user={userFixture()} />);
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '+85517217919');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('user with this phone already exists.'),
    );
  });
});

describe('PasswordForm', () => {
  it('shows a wrong current password on its field and focuses it', async () => {
    server.use(
      http.post('*/api/usermgmt/password/change/', () =>
        HttpResponse.json({ current_password: [CURRENT_PASSWORD_WRONG] }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<PasswordForm />);
    await user.type(screen.getByLabelText('Current password'), 'not-it-123');
    await user.type(screen.getByLabelText('New password'), 'mekong-delta-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(CURRENT_PASSWORD_WRONG),
    );
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('checks the new password in the browser first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordForm />);
    await user.type(screen.getByLabelText('Current password'), 'whatever-1');
    await user.type(screen.getByLabelText('New password'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This password is entirely numeric.')).toBeInTheDocument();
  });

  it('keeps this browser signed in with the new tokens the answer carries', async () => {
    const access = fakeJwt();
    const refresh = fakeJwt({ type: 'refresh' });
    const received: unknown[] = [];
    server.use(
      http.post('*/api/usermgmt/password/change/', async ({ request }) => {
        received.push(await request.json());
        return HttpResponse.json({ access, refresh });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PasswordForm />);
    await user.type(screen.getByLabelText('Current password'), 'old-password-1');
    await user.type(screen.getByLabelText('New password'), 'mekong-delta-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your password is changed.');
    expect(received).toEqual([{ current_password: 'old-password-1', new_password: 'mekong-delta-2026' }]);
    expect(Cookies.get('token')).toBe(access);
    expect(Cookies.get('refresh_token')).toBe(refresh);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});

describe('NotificationsForm', () => {
  it('saves the choices as ticked', async () => {
    const received: unknown[] = [];
    server.use(
      http.put('*/api/usermgmt/notification-preferences/', async ({ request }) => {
        const body = await request.json();
        received.push(body);
        return HttpResponse.json(body);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<NotificationsForm preferences={{ notify_status_email: true, notify_chat_email: true }} />);
    await user.click(screen.getByLabelText(/when our team replies in a chat/));
    await user.click(screen.getByRole('button', { name: 'Save choices' }));

    expect(await screen.findByRole('status')).toHaveTextContent('saved');
    expect(received).toEqual([{ notify_status_email: true, notify_chat_email: false }]);
  });
});

describe('Account menu', () => {
  it('links to My account, and Sign Out lands on the home page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuthLinks user={{ ...userFixture(), is_dummy_account: false }} pathname="/cars" />);
    await user.click(screen.getByRole('button', { name: /account menu$/ }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My account' })).toHaveAttribute('href', '/account');
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    expect(reloadPage).toHaveBeenCalledWith('/');
  });
});

describe('EmailChangeStatus (decision 055)', () => {
  function pendingChange(calls: string[]) {
    let pending: string | null = 'new@example.com';
    server.use(
      http.get('*/api/usermgmt/email-change/', () => HttpResponse.json({ pending_email: pending })),
      http.post('*/api/usermgmt/email-change/resend/', () => {
        calls.push('resend');
        return HttpResponse.json({ detail: EMAIL_CHANGE_SENT });
      }),
      http.delete('*/api/usermgmt/email-change/', () => {
        calls.push('cancel');
        pending = null;
        return HttpResponse.json({ pending_email: null });
      }),
    );
  }

  it('shows the waiting address and the one still in use, and resends the link', async () => {
    const calls: string[] = [];
    pendingChange(calls);
    const user = userEvent.setup();
    renderWithProviders(<EmailChangeStatus current="dara@example.com" />);

    expect(await screen.findByText(/Waiting for confirmation at/)).toHaveTextContent(
      'Waiting for confirmation at new@example.com. Open the link we sent there to make it your address. Until then you log in with dara@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(EMAIL_CHANGE_SENT);
    expect(calls).toEqual(['resend']);
  });

  it('cancels the change and says the address stays', async () => {
    const calls: string[] = [];
    pendingChange(calls);
    const user = userEvent.setup();
    renderWithProviders(<EmailChangeStatus current="dara@example.com" />);

    await user.click(await screen.findByRole('button', { name: 'Cancel the change' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The e-mail change is cancelled. Your address stays dara@example.com.',
    );
    expect(screen.queryByText(/Waiting for confirmation/)).not.toBeInTheDocument();
    expect(calls).toEqual(['cancel']);
  });

  it('shows nothing when no change waits', async () => {
    server.use(http.get('*/api/usermgmt/email-change/', () => HttpResponse.json({ pending_email: null })));
    const { container } = renderWithProviders(<EmailChangeStatus current="dara@example.com" />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
