// The navbar shows exactly the spec's menus, works from the keyboard, searches and reflects the session.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Navbar } from '@/components/layout/navbar/navbar';
import { useAuthStore, type AuthUser } from '@/stores/use-auth-store';
import { routerMock, setLocation } from '../../support/next-navigation';
import { renderWithProviders } from '../../support/render';

const user: AuthUser = {
  id: 7,
  unique_id: 'u-7',
  email: 'dara@example.com',
  first_name: 'Dara',
  last_name: 'Sok',
  account_type: 'Personal Account',
  is_dummy_account: false,
  is_admin: false,
  is_superuser: false,
};

const dropdowns: [string, [string, string][]][] = [
  [
    'Services',
    [
      ['Private Garage', '/services'],
      ['Laser Rust Removal', '/equipments/laser-removal'],
      ['Parts', '/parts'],
    ],
  ],
  [
    'Cambodia Cars',
    [
      ['Personal Car', '/cars/local-car'],
      ['Dealer Car', '/cars/local'],
      ['Dealer to Dealer', '/cars/dealer-to-dealer'],
    ],
  ],
  [
    'Ordering Process',
    [
      ['Buying at Auction', '/buying/auction'],
      ['Buying from Dealers', '/buying/dealers'],
      ['Dealer to Dealer', '/buying/dealer-to-dealer'],
      ['Payment Process', '/buying/payment-process'],
      ['Shipping Types', '/buying/shipping-types'],
    ],
  ],
  [
    'Classic Cars',
    [
      ['Featured Classic Cars', '/cars/featured-classic-cars'],
      ['All Classic Cars', '/cars/classic-cars'],
    ],
  ],
];

beforeEach(() => setLocation('/'));
afterEach(() => {
  useAuthStore.setState({ user: null, token: null });
  routerMock.push.mockClear();
});

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Navbar', () => {
  it('shows the plain menu links with their routes', () => {
    renderWithProviders(<Navbar />);
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Featured Cars' })).toHaveAttribute('href', '/cars/featured-car');
    expect(nav.getByRole('link', { name: 'US Dealers' })).toHaveAttribute('href', '/cars/us-dealer');
    expect(nav.getByRole('link', { name: 'USA Auction' })).toHaveAttribute('href', '/cars/us-dealer/auction');
    expect(nav.getByRole('link', { name: 'Boats' })).toHaveAttribute('href', '/cars/us-dealer/boats');
    expect(nav.getByRole('link', { name: 'Auto Check' })).toHaveAttribute('href', '/carcheckk?tab=1');
  });

  it.each(dropdowns)('opens %s from the keyboard and lists its items', async (label, items) => {
    const userEvents = userEvent.setup();
    renderWithProviders(<Navbar />);
    within(mainNav()).getByRole('button', { name: label }).focus();
    await userEvents.keyboard('{Enter}');

    const menu = await screen.findByRole('menu');
    const entries = within(menu).getAllByRole('menuitem');
    expect(entries.map((entry) => [entry.textContent, entry.getAttribute('href')])).toEqual(items);

    await userEvents.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('moves through a dropdown with the arrow keys, and Escape returns focus to its button', async () => {
    const userEvents = userEvent.setup();
    renderWithProviders(<Navbar />);
    const button = within(mainNav()).getByRole('button', { name: 'Cambodia Cars' });
    button.focus();
    await userEvents.keyboard('{ArrowDown}');

    const menu = await screen.findByRole('menu', { name: 'Cambodia Cars' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByRole('menuitem', { name: 'Personal Car' })).toHaveFocus();
    await userEvents.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Dealer Car' })).toHaveFocus();
    await userEvents.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(menu).getByRole('menuitem', { name: 'Dealer to Dealer' })).toHaveFocus();

    await userEvents.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes an open dropdown or the mega-menu on a click outside', async () => {
    const userEvents = userEvent.setup();
    renderWithProviders(<Navbar />);
    await userEvents.click(within(mainNav()).getByRole('button', { name: 'Services' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvents.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    const home = within(mainNav()).getByRole('button', { name: 'Home' });
    home.focus();
    await userEvents.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'About Us' })).toBeVisible();
    await userEvents.click(document.body);
    expect(screen.queryByRole('link', { name: 'About Us' })).not.toBeInTheDocument();
    expect(home).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the Home mega-menu with three link columns and the contact details', async () => {
    const userEvents = userEvent.setup();
    renderWithProviders(<Navbar />);
    within(mainNav()).getByRole('button', { name: 'Home' }).focus();
    await userEvents.keyboard('{Enter}');

    expect(await screen.findByText('Cars')).toBeVisible();
    expect(screen.getByText('Company')).toBeVisible();
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    expect(screen.getByText(/Phnom Penh, Cambodia/)).toBeVisible();
    expect(screen.getByRole('link', { name: '+855 23 888 168' })).toHaveAttribute('href', 'tel:+85523888168');
    expect(screen.getByRole('link', { name: 'sales@autobridge.com.kh' })).toHaveAttribute(
      'href',
      'mailto:sales@autobridge.com.kh',
    );
  });

  it('opens the Home mega-menu on hover, keeps it open on the following click, closes on leave', async () => {
    const userEvents = userEvent.setup();
    renderWithProviders(<Navbar />);
    const home = within(mainNav()).getByRole('button', { name: 'Home' });

    await userEvents.hover(home);
    expect(await screen.findByRole('link', { name: 'About Us' })).toBeVisible();
    expect(home).toHaveAttribute('aria-expanded', 'true');
    await userEvents.click(home);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(home).toHaveAttribute('aria-expanded', 'true');

    await userEvents.unhover(home);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'About Us' })).not.toBeInTheDocument());
  });

  it('searches cars and drops empty text', async () => {
    const userEvents = userEvent.setup();
    renderWithProviders(<Navbar />);
    await userEvents.click(screen.getByRole('button', { name: 'Search cars' }));
    await userEvents.type(screen.getByRole('searchbox', { name: 'Search cars' }), '  Toyota Camry {Enter}');
    expect(routerMock.push).toHaveBeenLastCalledWith('/cars?search=Toyota+Camry');

    await userEvents.click(screen.getByRole('button', { name: 'Search cars' }));
    const box = screen.getByRole('searchbox', { name: 'Search cars' });
    await userEvents.clear(box);
    await userEvents.type(box, '   {Enter}');
    expect(routerMock.push).toHaveBeenLastCalledWith('/cars');
  });

  it('offers Log In and Sign Up to visitors, except on the login and signup pages', () => {
    const { unmount } = renderWithProviders(<Navbar />);
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    unmount();

    for (const path of ['/login/', '/signup']) {
      setLocation(path);
      const view = renderWithProviders(<Navbar />);
      expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('gives a signed-in user a profile menu with Dashboard and Sign Out', async () => {
    useAuthStore.setState({ user, token: 't' });
    const userEvents = userEvent.setup();
    renderWithProviders(<Navbar />);
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();

    // Named with the initials it shows first (label in name, WCAG 2.5.3).
    const button = screen.getByRole('button', { name: 'DS, account menu' });
    expect(button).toHaveTextContent('DS');
    await userEvents.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/shipping-dashboard/summary-report',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('treats a dummy account as logged out', () => {
    useAuthStore.setState({ user: { ...user, is_dummy_account: true }, token: 't' });
    renderWithProviders(<Navbar />);
    expect(screen.queryByRole('button', { name: /account menu$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toBeInTheDocument();
  });
});
