// The dashboard sidebar lists the spec's items in order, hides superuser items from others, marks the current page.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Sidebar } from '@/components/layout/sidebar';
import { useAuthStore, type AuthUser } from '@/stores/use-auth-store';
import { setLocation } from '../../support/next-navigation';
import { renderWithProviders } from '../../support/render';

const customer: AuthUser = {
  id: 1,
  unique_id: 'u-1',
  email: 'a@example.com',
  first_name: 'A',
  last_name: 'B',
  account_type: 'Personal Account',
  is_dummy_account: false,
  is_admin: false,
  is_superuser: false,
};

const labels = () =>
  within(screen.getByRole('navigation', { name: 'Dashboard' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => {
  useAuthStore.setState({ user: null, token: null });
  setLocation('/');
});

describe('Sidebar', () => {
  it('shows a super user every item, in the spec order', () => {
    useAuthStore.setState({ user: { ...customer, is_superuser: true }, token: 't' });
    renderWithProviders(<Sidebar />);
    expect(labels()).toEqual([
      'Dashboard',
      'Saved Cars',
      'Summary Report',
      'Car Orders',
      'Purchases',
      'Towings',
      'Shippings',
      'Containers',
      'Balance Report',
      'Car Reports',
      'Sell Your Car',
      'Car Listings',
      'Parts Orders',
      'Messages',
      'Prices',
    ]);
  });

  it('hides Purchases, Towings, Containers, Balance Report and Prices from other users', () => {
    useAuthStore.setState({ user: customer, token: 't' });
    renderWithProviders(<Sidebar />);
    for (const hidden of ['Purchases', 'Towings', 'Containers', 'Balance Report', 'Prices'])
      expect(labels()).not.toContain(hidden);
    expect(labels()).toContain('Car Orders');
  });

  it('marks the item of the current page, including its detail pages', () => {
    setLocation('/shipping-dashboard/car-sales/42/');
    renderWithProviders(<Sidebar />);
    expect(screen.getByRole('link', { name: 'Car Orders' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });
});

describe('Sidebar on /cars/my-listings', () => {
  it('marks Car Listings as the current page, as on /dashboard/car-listings', () => {
    useAuthStore.setState({ user: { ...customer, account_type: 'Business Account' }, token: 't' });
    setLocation('/cars/my-listings/');
    renderWithProviders(<Sidebar />);
    expect(screen.getByRole('link', { name: 'Car Listings' })).toHaveAttribute('aria-current', 'page');
  });
});
