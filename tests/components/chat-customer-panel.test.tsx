// Staff's customer panel beside a conversation: the customer's phone (formatted, tappable), Telegram, e-mail and
// their car orders, each linking to its record.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CustomerPanel } from '@/features/chat/components/customer-panel';
import type { ChatCustomer } from '@/lib/contract/chat';
import { installMswServer, server } from '../support/msw/server';
import { renderWithProviders } from '../support/render';

installMswServer();

const customer: ChatCustomer = {
  id: 21,
  first_name: 'Alice',
  last_name: 'Andersen',
  email: 'alice@example.com',
  phone: '+85517217919',
  telegram: 'alice_pp',
  is_visitor: false,
  date_joined: '2026-01-01T00:00:00Z',
  car_sale_count: 7,
  car_sales: [{ id: 5, id_number: 'CS-5', vehicle_name: '2019 Toyota Corolla', vin: 'X', date: '2026-09-15' }],
};

describe('CustomerPanel', () => {
  it("shows the customer's contacts and links to their records", async () => {
    server.use(http.get('*/api/chats/9/customer/', () => HttpResponse.json(customer)));
    renderWithProviders(<CustomerPanel chatId={9} />);
    const panel = screen.getByRole('complementary', { name: 'Customer' });
    expect(await within(panel).findByRole('heading', { name: 'Alice Andersen' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '+855 17 217 919' })).toHaveAttribute('href', 'tel:+85517217919');
    expect(within(panel).getByRole('link', { name: '@alice_pp' })).toHaveAttribute('href', 'https://t.me/alice_pp');
    expect(within(panel).getByRole('link', { name: 'alice@example.com' })).toHaveAttribute(
      'href',
      'mailto:alice@example.com',
    );
    expect(within(panel).getByText('Car orders (7)')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '2019 Toyota Corolla' })).toHaveAttribute(
      'href',
      '/shipping-dashboard/car-sales/5/',
    );
    expect(within(panel).getByRole('link', { name: 'All their car orders' })).toHaveAttribute(
      'href',
      '/shipping-dashboard/car-sales/?customer_id=21',
    );
  });

  it('marks a visitor of the chat widget', async () => {
    server.use(
      http.get('*/api/chats/9/customer/', () =>
        HttpResponse.json({ ...customer, email: null, is_visitor: true, car_sale_count: 0, car_sales: [] }),
      ),
    );
    renderWithProviders(<CustomerPanel chatId={9} />);
    expect(await screen.findByText('Visitor of the chat widget (no account)')).toBeInTheDocument();
    expect(screen.queryByText(/Car orders/)).not.toBeInTheDocument();
  });
});
