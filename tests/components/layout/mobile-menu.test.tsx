// The small-screen menu holds every link, the right account actions, and closes when a link is chosen.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MobileMenu } from '@/components/layout/navbar/mobile-menu';
import type { AuthUser } from '@/stores/use-auth-store';
import { setLocation } from '../../support/next-navigation';
import { renderWithProviders } from '../../support/render';

const user: AuthUser = {
  id: 3,
  unique_id: 'u-3',
  email: 'vanna@example.com',
  first_name: 'Vanna',
  last_name: 'Chea',
  account_type: 'Business Account',
  is_dummy_account: false,
  is_admin: false,
  is_superuser: false,
};

beforeEach(() => setLocation('/'));
afterEach(() => setLocation('/'));

async function openMenu() {
  const userEvents = userEvent.setup();
  await userEvents.click(screen.getByRole('button', { name: 'Open menu' }));
  const dialog = await screen.findByRole('dialog');
  return { userEvents, dialog: within(dialog) };
}

describe('MobileMenu', () => {
  it('is a modal named Menu: focus moves in and stays in, Escape closes it and focus returns to its button', async () => {
    renderWithProviders(<MobileMenu user={null} pathname="/" />);
    const { userEvents } = await openMenu();
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvents.keyboard('{Shift>}{Tab}{/Shift}');
    expect(within(dialog).getByRole('link', { name: 'Sign up' })).toHaveFocus();
    await userEvents.keyboard('{Tab}');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvents.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('expands a section with a button that says whether it is open', async () => {
    renderWithProviders(<MobileMenu user={null} pathname="/" />);
    const { userEvents, dialog } = await openMenu();
    const services = dialog.getByRole('button', { name: 'Services' });
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(dialog.queryByRole('link', { name: 'Parts' })).not.toBeInTheDocument();
    await userEvents.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(dialog.getByRole('link', { name: 'Parts' })).toHaveAttribute('href', '/parts');
  });

  it('closes when a link inside an expanded section is chosen', async () => {
    renderWithProviders(<MobileMenu user={null} pathname="/" />);
    const { userEvents, dialog } = await openMenu();

    await userEvents.click(dialog.getByRole('button', { name: 'Ordering Process' }));
    const link = dialog.getByRole('link', { name: 'Payment Process' });
    expect(link).toHaveAttribute('href', '/buying/payment-process');
    await userEvents.click(link);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when a top-level link is chosen', async () => {
    renderWithProviders(<MobileMenu user={null} pathname="/" />);
    const { userEvents, dialog } = await openMenu();
    await userEvents.click(dialog.getByRole('link', { name: 'Boats' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists every navbar menu', async () => {
    renderWithProviders(<MobileMenu user={null} pathname="/" />);
    const { dialog } = await openMenu();
    for (const name of ['Home', 'Featured Cars', 'US Dealers', 'USA Auction', 'Boats', 'Auto Check']) {
      expect(dialog.getByRole('link', { name })).toBeInTheDocument();
    }
    for (const name of ['Services', 'Cambodia Cars', 'Ordering Process', 'Classic Cars']) {
      expect(dialog.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('offers Log in and Sign up when logged out', async () => {
    renderWithProviders(<MobileMenu user={null} pathname="/" />);
    const { dialog } = await openMenu();
    expect(dialog.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(dialog.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(dialog.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('offers Dashboard and Log out when logged in', async () => {
    renderWithProviders(<MobileMenu user={user} pathname="/" />);
    const { dialog } = await openMenu();
    expect(dialog.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/shipping-dashboard/summary-report',
    );
    expect(dialog.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(dialog.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('hides Log in and Sign up on the login page', async () => {
    renderWithProviders(<MobileMenu user={null} pathname="/login/" />);
    const { dialog } = await openMenu();
    expect(dialog.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });
});
