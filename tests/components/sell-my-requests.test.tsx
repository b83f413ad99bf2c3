// The dashboard list of the user's own sell requests: reference, car, status label; the empty state.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MySellRequests } from '@/features/sell/components/my-sell-requests';
import type { SellRequest } from '@/lib/contract/sell-requests';
import { installMswServer, server } from '../support/msw/server';
import { renderWithProviders } from '../support/render';

installMswServer();

const request = (id: number, status: SellRequest['status'], model: string): SellRequest => ({
  id,
  reference: `SR-${String(id).padStart(6, '0')}`,
  user: 7,
  name: 'Dara',
  phone: '+85512000111',
  email: 'dara@example.com',
  year: 2016,
  make: 'Toyota',
  model,
  trim: '',
  mileage: 90000,
  vin: null,
  asking_price: id === 2 ? 21000 : null,
  location: 'Battambang',
  country: 'KH',
  condition: 'good',
  description: '',
  photos: [],
  status,
  created_at: '2026-11-20T03:00:00Z',
});

function answer(results: SellRequest[]) {
  server.use(
    http.get('*/api/sell-requests/mine/', () =>
      HttpResponse.json({ count: results.length, next: null, previous: null, results }),
    ),
  );
}

describe('MySellRequests', () => {
  it('lists each request with its reference and what stage it is at', async () => {
    answer([request(2, 'contacted', 'Prius'), request(1, 'closed', 'Corolla')]);
    renderWithProviders(<MySellRequests />);
    const rows = within(await screen.findByRole('list', { name: 'Your sell requests' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('2016 Toyota Prius');
    expect(rows[0]).toHaveTextContent('SR-000002');
    expect(rows[0]).toHaveTextContent('asking $21,000');
    expect(rows[0]).toHaveTextContent('We contacted you');
    expect(rows[1]).toHaveTextContent('Closed');
    expect(rows[1]).not.toHaveTextContent('asking');
  });

  it('says so when there are none', async () => {
    answer([]);
    renderWithProviders(<MySellRequests />);
    expect(await screen.findByText('You have not asked us to sell a car yet.')).toBeInTheDocument();
  });
});
