// Every page a role may not open answers with one explanation page (decisions 051, 055): PROTECTED_PAGES says whom
// each is for, every such page.tsx guards itself with requirePageAccess, and AccessDenied tells the visitor the
// page's name, whom it is for, who they are signed in as, and links back.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccessDenied } from '@/features/auth/components/access-denied';
import { mayOpen, PROTECTED_PAGES, protectedPage, roleName } from '@/features/auth/utils/page-access';
import { userFixture } from '../support/msw/auth-handlers';
import { setLocation } from '../support/next-navigation';
import { renderWithProviders } from '../support/render';

const ROLES = {
  customer: userFixture(),
  dealer: userFixture({ account_type: 'Business Account' }),
  staff: userFixture({ is_admin: true }),
  superuser: userFixture({ is_admin: true, is_superuser: true }),
};
type Role = keyof typeof ROLES;
const ONLY_SUPERUSERS: Role[] = ['superuser'];
const STAFF: Role[] = ['staff', 'superuser'];
const DEALERS_AND_STAFF: Role[] = ['dealer', 'staff', 'superuser'];

/** Every page a role may not open (as its address with 1 for ids), and who may open it. */
const PAGES: Record<string, Role[]> = {
  '/dashboard/purchases/': ONLY_SUPERUSERS,
  '/dashboard/purchases/1/': ONLY_SUPERUSERS,
  '/dashboard/purchases/detail/': ONLY_SUPERUSERS,
  '/dashboard/purchases/edit/1/': ONLY_SUPERUSERS,
  '/shipping-dashboard/containers/': ONLY_SUPERUSERS,
  '/shipping-dashboard/containers/1/': ONLY_SUPERUSERS,
  '/shipping-dashboard/containers/new/': ONLY_SUPERUSERS,
  '/shipping-dashboard/containers/edit/1/': ONLY_SUPERUSERS,
  '/shipping-dashboard/towing/': ONLY_SUPERUSERS,
  '/shipping-dashboard/towing/1/': ONLY_SUPERUSERS,
  '/shipping-dashboard/towing/edit/1/': ONLY_SUPERUSERS,
  '/shipping-dashboard/balance-report/': ONLY_SUPERUSERS,
  '/shipping-dashboard/balance-report/1/': ONLY_SUPERUSERS,
  '/dashboard/outbox/': STAFF,
  '/dashboard/pricing/': STAFF,
  '/shipping-dashboard/car-sales/new/1/': STAFF,
  '/shipping-dashboard/car-sales/edit/1/': STAFF,
  '/shipping-dashboard/loading-record/edit/1/': STAFF,
  '/cars/car/add/': DEALERS_AND_STAFF,
  '/cars/car/edit/1/': DEALERS_AND_STAFF,
  '/cars/my-listings/': DEALERS_AND_STAFF,
  '/dashboard/car-listings/': DEALERS_AND_STAFF,
};

/** app/**\/page.tsx as addresses: route groups dropped, [id] and [[...id]] as 1. */
function pageFiles(dir = path.join(process.cwd(), 'app')): { route: string; file: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return pageFiles(full);
    if (name !== 'page.tsx') return [];
    const segments = path
      .relative(path.join(process.cwd(), 'app'), dir)
      .split(path.sep)
      .filter((segment) => segment && !/^\(.*\)$/.test(segment))
      .map((segment) => (segment.startsWith('[') ? '1' : segment));
    return [{ route: segments.length ? `/${segments.join('/')}/` : '/', file: full }];
  });
}

describe('pages × roles', () => {
  const files = pageFiles();

  it('knows every page a role may not open, and every such page guards itself with requirePageAccess', () => {
    const guarded = files.filter((page) => protectedPage(page.route)).map((page) => page.route);
    expect(guarded.sort()).toEqual(Object.keys(PAGES).sort());
    for (const page of files) {
      const source = readFileSync(page.file, 'utf8');
      const isProtected = protectedPage(page.route) !== null;
      expect(source.includes('requirePageAccess('), page.route).toBe(isProtected);
      // No page keeps a notice or redirect of its own for a role.
      if (isProtected) {
        expect(source, page.route).not.toMatch(/if \(!?user\.(is_admin|is_superuser)|canList|StaffOnlyNotice|may not/);
      }
    }
    for (const entry of PROTECTED_PAGES) {
      expect(
        Object.keys(PAGES).some((route) => protectedPage(route) === entry),
        entry.prefix,
      ).toBe(true);
    }
  });

  for (const [route, allowed] of Object.entries(PAGES)) {
    for (const role of Object.keys(ROLES) as Role[]) {
      const may = allowed.includes(role);
      it(`${route} ${may ? 'opens' : 'is refused'} for a ${role}`, () => {
        expect(mayOpen(route, ROLES[role])).toBe(may);
      });
    }
  }

  it('opens every other page to every role', () => {
    for (const page of files.filter((p) => !PAGES[p.route])) {
      for (const user of Object.values(ROLES)) expect(mayOpen(page.route, user), page.route).toBe(true);
    }
  });

  it('matches whole segments and ignores the query', () => {
    expect(protectedPage('/dashboard/purchasesX/')).toBeNull();
    expect(protectedPage('/shipping-dashboard/balance-report/?page=2')?.name).toBe('The Balance Report');
    expect(protectedPage('/shipping-dashboard/car-sales/1/')).toBeNull();
  });
});

describe('roleName', () => {
  it('tells customers, dealers, staff and super users apart', () => {
    expect(roleName(ROLES.customer)).toBe('a customer');
    expect(roleName(ROLES.dealer)).toBe('a dealer (Business Account)');
    expect(roleName(ROLES.staff)).toBe('staff');
    expect(roleName(ROLES.superuser)).toBe('a super user');
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

  it('tells a customer on a staff page that it is for our staff', () => {
    setLocation('/dashboard/pricing/');
    renderWithProviders(<AccessDenied user={userFixture({ first_name: 'Dara', last_name: 'Sok' })} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Prices and landed cost is not open to you');
    expect(screen.getByRole('region')).toHaveTextContent(
      'This page is for our staff only. You are signed in as Dara Sok, a customer.',
    );
  });

  it('tells a customer on a dealer tool that it is for dealers, and how to become one', () => {
    setLocation('/cars/car/add/');
    renderWithProviders(<AccessDenied user={userFixture({ first_name: 'Dara', last_name: 'Sok' })} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Adding a car is not open to you');
    expect(screen.getByRole('region')).toHaveTextContent(
      'This page is for dealers (Business Accounts) and our staff only. You are signed in as Dara Sok, a customer.',
    );
    expect(screen.getByRole('region')).toHaveTextContent('contact us about a Business Account');
  });
});
