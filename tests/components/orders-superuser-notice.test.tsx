// The superuser guard's landing: a non-superuser sent away from Purchases (etc.) reads why, and can dismiss it.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SuperuserNotice } from '@/features/auth/components/superuser-notice';
import { superuserDeniedHref } from '@/features/auth/utils/superuser-areas';
import { renderWithProviders } from '../support/render';
import { routerMock, setLocation } from '../support/next-navigation';

vi.mock('next/navigation', () => import('../support/next-navigation'));

beforeEach(() => routerMock.replace.mockClear());

describe('superuserDeniedHref', () => {
  it('sends each superuser area to the dashboard, naming the area', () => {
    expect(superuserDeniedHref('/dashboard/purchases/')).toBe('/?superuser_only=purchases');
    expect(superuserDeniedHref('/dashboard/purchases/edit/4/')).toBe('/?superuser_only=purchases');
    expect(superuserDeniedHref('/shipping-dashboard/towing/3/')).toBe('/?superuser_only=towing');
    expect(superuserDeniedHref('/shipping-dashboard/containers/')).toBe('/?superuser_only=containers');
    expect(superuserDeniedHref('/shipping-dashboard/balance-report/?page=2')).toBe('/?superuser_only=balance-report');
  });

  it('names nothing for a page that is not superuser-only', () => {
    expect(superuserDeniedHref('/dashboard/purchasesX/')).toBe('/');
    expect(superuserDeniedHref('/shipping-dashboard/loading-record/')).toBe('/');
  });
});

describe('SuperuserNotice', () => {
  it('says why the user was sent away from Purchases, as an alert', () => {
    setLocation('/?superuser_only=purchases');
    renderWithProviders(<SuperuserNotice />);
    expect(screen.getByRole('alert')).toHaveTextContent('Purchases are for super users only.');
  });

  it('names the Balance Report when that was the page', () => {
    setLocation('/?superuser_only=balance-report');
    renderWithProviders(<SuperuserNotice />);
    expect(screen.getByRole('alert')).toHaveTextContent('The Balance Report is for super users only.');
  });

  it('shows nothing without a reason, and never echoes an unknown one', () => {
    setLocation('/?superuser_only=<b>hello</b>');
    renderWithProviders(<SuperuserNotice />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('hello');
  });

  it('goes away from the URL when dismissed, keeping the rest of the query', async () => {
    setLocation('/?tab=2&superuser_only=towing');
    renderWithProviders(<SuperuserNotice />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss this notice' }));
    expect(routerMock.replace).toHaveBeenCalledWith('/?tab=2', { scroll: false });
  });
});
