import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SalesTeam } from '@/features/content/components/sales-team';
import { salesTeamFailing, salesTeamFixture, salesTeamOk } from '../support/msw/content-handlers';
import { installMswServer, server } from '../support/msw/server';
import { renderWithProviders } from '../support/render';

installMswServer();

describe('SalesTeam', () => {
  it('lists each person with photo, name, position and contact links', async () => {
    server.use(salesTeamOk());
    renderWithProviders(<SalesTeam />);

    expect(await screen.findByRole('heading', { name: 'Sokha Chan' })).toBeInTheDocument();
    expect(screen.getByText('Automotive Manager')).toBeInTheDocument();
    expect(screen.getByText('Advisor')).toBeInTheDocument();
    expect(screen.getByAltText('Photo of Sokha Chan')).toHaveAttribute('src', '/media/sales-team/sokha-chan.jpg');
    expect(screen.getByRole('link', { name: '+855 12 345 678' })).toHaveAttribute('href', 'tel:+85512345678');
    expect(screen.getByRole('link', { name: 'dara@autobridge.com.kh' })).toHaveAttribute(
      'href',
      'mailto:dara@autobridge.com.kh',
    );
  });

  it('shows only the first people as a teaser when limited', async () => {
    server.use(salesTeamOk());
    renderWithProviders(<SalesTeam limit={1} />);

    expect(await screen.findByRole('heading', { name: salesTeamFixture[0]!.name })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: salesTeamFixture[1]!.name })).not.toBeInTheDocument();
  });

  it('explains how to reach the office when the team cannot be loaded', async () => {
    server.use(salesTeamFailing());
    renderWithProviders(<SalesTeam />);

    expect(await screen.findByText(/Call or write to the office/)).toBeInTheDocument();
  });
});
