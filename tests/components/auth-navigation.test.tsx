// Navigation by who is signed in: sidebar items by role, the navbar's and mobile menu's account actions.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MobileMenu } from '@/components/layout/navbar/mobile-menu';
import { Navbar } from '@/components/layout/navbar/navbar';
import { ShippingTabs } from '@/components/layout/shipping-tabs';
import { Sidebar } from '@/components/layout/sidebar';
import { reloadPage } from '@/lib/reload-page';
import { useAuthStore, type AuthUser } from '@/stores/use-auth-store';
import { fakeJwt, userFixture } from '../support/msw/auth-handlers';
import { setLocation } from '../support/next-navigation';
import { renderWithProviders } from '../support/render';

const customer = userFixture({ id: 1 });
const dealer = userFixture({ id: 2, account_type: 'Business Account' });
const superuser = userFixture({ id: 3, is_superuser: true, is_admin: true });
const dummy = userFixture({ id: 4, is_dummy_account: true });

const signIn = (user: AuthUser) =>
  useAuthStore.setState({ user, token: fakeJwt({ userId: user.id }), status: 'authenticated' });
const sidebarLabels = () =>
  within(screen.getByRole('navigation', { name: 'Dashboard' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => setLocation('/'));
afterEach(() => {
  useAuthStore.setState({ user: null, token: null, refreshToken: null, status: 'unknown' });
  vi.mocked(reloadPage).mockClear();
});

describe('Sidebar by role', () => {
  it('shows a customer neither superuser nor dealer items', () => {
    signIn(customer);
    renderWithProviders(<Sidebar />);
    expect(sidebarLabels()).toEqual([
      'Dashboard',
      'Saved Cars',
      'Summary Report',
      'Car Orders',
      'Shippings',
      'Car Reports',
      'Sell Your Car',
      'Parts Orders',
      'Messages',
    ]);
  });

  it('adds Car Listings for a Business Account, still no superuser items', () => {
    signIn(dealer);
    renderWithProviders(<Sidebar />);
    expect(sidebarLabels()).toEqual([
      'Dashboard',
      'Saved Cars',
      'Summary Report',
      'Car Orders',
      'Shippings',
      'Car Reports',
      'Sell Your Car',
      'Car Listings',
      'Parts Orders',
      'Messages',
    ]);
  });

  it('shows a superuser Purchases, Towings, Containers and Balance Report', () => {
    signIn(superuser);
    renderWithProviders(<Sidebar />);
    for (const label of ['Purchases', 'Towings', 'Containers', 'Balance Report'])
      expect(sidebarLabels()).toContain(label);
  });

  it('gives a dummy account no Dashboard item', () => {
    signIn(dummy);
    renderWithProviders(<Sidebar />);
    expect(sidebarLabels()).not.toContain('Dashboard');
    expect(sidebarLabels()).toContain('Saved Cars');
  });

  it('shows the superuser tabs of the shipping dashboard to superusers only', () => {
    signIn(customer);
    const view = renderWithProviders(<ShippingTabs />);
    const tabs = () =>
      within(screen.getByRole('navigation', { name: 'Shipping dashboard' }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(tabs()).toEqual(['Summary Report', 'Car Sales', 'Loading Record']);
    view.unmount();
    signIn(superuser);
    renderWithProviders(<ShippingTabs />);
    expect(tabs()).toEqual([
      'Summary Report',
      'Car Sales',
      'Purchases',
      'Towing',
      'Loading Record',
      'Containers',
      'Balance Report',
    ]);
  });
});

describe('Navbar account area', () => {
  it('signs out from the profile menu: cookies gone, session cleared, page reloaded', async () => {
    Cookies.set('token', fakeJwt());
    Cookies.set('refresh_token', fakeJwt({ type: 'refresh' }));
    signIn(customer);
    const user = userEvent.setup();
    renderWithProviders(<Navbar />);

    await user.click(screen.getByRole('button', { name: /account menu$/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('refresh_token')).toBeUndefined();
    expect(useAuthStore.getState().user).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('keeps the account area hidden until the session is restored, so "Log In" never flashes for a user', () => {
    const view = renderWithProviders(<Navbar />);
    expect(screen.getByRole('link', { name: 'Log In' }).closest('.invisible')).not.toBeNull();
    view.unmount();
    useAuthStore.setState({ status: 'anonymous' });
    renderWithProviders(<Navbar />);
    expect(screen.getByRole('link', { name: 'Log In' }).closest('.invisible')).toBeNull();
  });

  it('shows Log In and Sign Up to a dummy account, never the profile menu', () => {
    signIn(dummy);
    renderWithProviders(<Navbar />);
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /account menu$/ })).not.toBeInTheDocument();
  });
});

describe('Mobile menu account actions', () => {
  async function openMenu(user: AuthUser | null) {
    renderWithProviders(<MobileMenu user={user} pathname="/" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    return within(await screen.findByRole('dialog'));
  }

  it('offers Log in and Sign up when logged out', async () => {
    const dialog = await openMenu(null);
    expect(dialog.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(dialog.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(dialog.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('offers Dashboard and Log out when logged in, and logs out', async () => {
    const dialog = await openMenu(customer);
    expect(dialog.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/shipping-dashboard/summary-report',
    );
    expect(dialog.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    await userEvent.setup().click(dialog.getByRole('button', { name: 'Log out' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
