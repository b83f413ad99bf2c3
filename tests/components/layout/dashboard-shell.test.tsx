// The dashboard's drawer on small screens is the one modal (decision 025): named, Escape closes, focus returns.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DashboardShell } from '@/components/layout/dashboard-shell';
import { renderWithProviders } from '../../support/render';

vi.mock('next/navigation', () => import('../../support/next-navigation'));

describe('DashboardShell', () => {
  it('opens the menu as a dialog named Dashboard; Escape closes it and focus goes back to its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DashboardShell>
        <p>Page</p>
      </DashboardShell>,
    );
    const button = screen.getByRole('button', { name: 'Dashboard menu' });
    await user.click(button);
    const drawer = screen.getByRole('dialog', { name: 'Dashboard' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(drawer).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes when the close button is pressed', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DashboardShell>
        <p>Page</p>
      </DashboardShell>,
    );
    await user.click(screen.getByRole('button', { name: 'Dashboard menu' }));
    await user.click(screen.getByRole('button', { name: 'Close dashboard menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
