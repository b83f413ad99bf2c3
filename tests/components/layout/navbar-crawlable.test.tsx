// Crawlers read the server HTML only: every link of the navbar's menus (spec §2) and of the Home mega-menu is in the
// markup while the menus are closed, hidden until a visitor opens them.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { BrandProvider } from '@/components/brand/brand-context';
import { Navbar } from '@/components/layout/navbar/navbar';
import { isNavGroup, mainNav, megaMenuColumns } from '@/components/layout/site-links';
import { setLocation } from '../../support/next-navigation';
import { renderWithProviders } from '../../support/render';

beforeEach(() => setLocation('/'));

const menuHrefs = [
  ...mainNav.flatMap((entry) => (isNavGroup(entry) ? entry.items.map((item) => item.href) : [entry.href])),
  ...megaMenuColumns.flatMap((column) => column.items.map((item) => item.href)),
];

function serverHtml(): string {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <BrandProvider value="AutoBridge">
        <Navbar />
      </BrandProvider>
    </QueryClientProvider>,
  );
}

describe('Navbar menus in the server HTML', () => {
  it('holds every menu link before any menu is opened', () => {
    const doc = new DOMParser().parseFromString(serverHtml(), 'text/html');
    const hrefs = new Set([...doc.querySelectorAll('nav a[href]')].map((link) => link.getAttribute('href')));
    expect(menuHrefs.length).toBeGreaterThan(20);
    for (const href of menuHrefs) expect(hrefs, href).toContain(href);
  });

  it('keeps closed menus hidden and their buttons collapsed', () => {
    const doc = new DOMParser().parseFromString(serverHtml(), 'text/html');
    const button = [...doc.querySelectorAll('nav button')].find((b) => b.textContent === 'Cambodia Cars');
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    const panel = doc.getElementById(button?.getAttribute('aria-controls') ?? '');
    expect(panel?.hasAttribute('hidden')).toBe(true);
    expect(panel?.querySelector('a[href="/cars/local-car"]')).not.toBeNull();
  });

  it('shows a menu on click and hides it again on Escape, with aria-expanded following', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />);
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.queryByRole('link', { name: 'Personal Car' })).not.toBeInTheDocument();
    const button = nav.getByRole('button', { name: 'Cambodia Cars' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getByRole('menuitem', { name: 'Personal Car' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(nav.queryByRole('menuitem', { name: 'Personal Car' })).not.toBeInTheDocument();
  });

  it('shows the Home mega-menu on hover', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />);
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.queryByRole('link', { name: 'JDM Cars' })).not.toBeInTheDocument();
    await user.hover(nav.getByRole('button', { name: 'Home' }));
    expect(nav.getByRole('link', { name: 'JDM Cars' })).toHaveAttribute('href', '/cars/jdm-cars');
  });
});
