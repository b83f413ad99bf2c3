// The dashboard on phones has one menu button: the navbar's, whose menu starts with the dashboard's sections.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DashboardShell } from '@/components/layout/dashboard-shell';
import { Navbar } from '@/components/layout/navbar/navbar';
import { Sidebar } from '@/components/layout/sidebar';
import { renderWithProviders } from '../../support/render';

describe('the dashboard menu on phones', () => {
  it('is one button, and its menu lists the dashboard sections above the site links; choosing one closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Navbar menuSection={<Sidebar />} />
        <DashboardShell>
          <p>Page</p>
        </DashboardShell>
      </>,
    );
    expect(screen.getAllByRole('button', { name: /menu/i })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    const dashboard = within(menu).getByRole('navigation', { name: 'Dashboard' });
    expect(within(dashboard).getByRole('link', { name: 'Saved Cars' })).toHaveAttribute(
      'href',
      '/dashboard/saved-cars',
    );
    expect(within(menu).getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();

    await user.click(within(dashboard).getByRole('link', { name: 'Saved Cars' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
