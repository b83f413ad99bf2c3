// A page the visitor's role may not open explains itself in place (decision 051): the area, who it is for, who they
// are signed in as, and links back, instead of a silent bounce to the home page.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccessDenied } from '@/features/auth/components/access-denied';
import { roleName, superuserAreaName } from '@/features/auth/utils/superuser-areas';
import { userFixture } from '../support/msw/auth-handlers';
import { setLocation } from '../support/next-navigation';
import { renderWithProviders } from '../support/render';

vi.mock('next/navigation', () => import('../support/next-navigation'));

describe('superuserAreaName', () => {
  it('names each superuser area from any of its pages', () => {
    expect(superuserAreaName('/dashboard/purchases/')).toBe('Purchases');
    expect(superuserAreaName('/dashboard/purchases/edit/4/')).toBe('Purchases');
    expect(superuserAreaName('/shipping-dashboard/towing/3/')).toBe('Towings');
    expect(superuserAreaName('/shipping-dashboard/containers/')).toBe('Containers');
    expect(superuserAreaName('/shipping-dashboard/balance-report/?page=2')).toBe('The Balance Report');
  });

  it('names nothing outside them', () => {
    expect(superuserAreaName('/dashboard/purchasesX/')).toBeNull();
    expect(superuserAreaName('/shipping-dashboard/loading-record/')).toBeNull();
  });
});

describe('roleName', () => {
  it('tells customers, dealers, staff and super users apart', () => {
    expect(roleName(userFixture())).toBe('a customer');
    expect(roleName(userFixture({ account_type: 'Business Account' }))).toBe('a dealer (Business Account)');
    expect(roleName(userFixture({ is_admin: true }))).toBe('staff');
    expect(roleName(userFixture({ is_admin: true, is_superuser: true }))).toBe('a super user');
  });
});

describe('AccessDenied', () => {
  it('tells a staff member on the balance report whose page it is and who they are, with a way back', () => {
    setLocation('/shipping-dashboard/balance-report/');
    renderWithProviders(
      <AccessDenied user={userFixture({ first_name: 'Sreyleak', last_name: 'Ouk', is_admin: true })} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The Balance Report is not open to you');
    expect(screen.getByRole('region')).toHaveTextContent(
      'This page is for super users only. You are signed in as Sreyleak Ouk, staff.',
    );
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
      'href',
      '/shipping-dashboard/summary-report',
    );
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  });

  it('names a customer on a purchase page, and names the audience a page gives', () => {
    setLocation('/dashboard/purchases/edit/4/');
    renderWithProviders(
      <AccessDenied user={userFixture({ first_name: 'Dara', last_name: 'Sok' })} audience="our staff" />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Purchases is not open to you');
    expect(screen.getByRole('region')).toHaveTextContent(
      'This page is for our staff only. You are signed in as Dara Sok, a customer.',
    );
  });
});
