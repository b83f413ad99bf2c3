// Staff's customer panel beside a conversation: the customer's phone (formatted, tappable), Telegram, e-mail and
// their car orders, each linking to its record; under 1200 px the header's "Customer" button opens it in a drawer.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { chatKeys } from '@/features/chat/api/chat-keys';
import { Conversation } from '@/features/chat/components/conversation';
import { CustomerPanel } from '@/features/chat/components/customer-panel';
import { useOpenChat } from '@/features/chat/components/use-open-chat';
import type { ChatCustomer } from '@/lib/contract/chat';
import { installMswServer, server } from '../support/msw/server';
import { makeTestQueryClient, renderWithProviders } from '../support/render';
import { alice, chat, message, sokha } from './chat-fixtures';

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

function StaffConversation() {
  const open = useOpenChat(9);
  return (
    <Conversation
      chatId={9}
      viewerId={sokha.id}
      viewerIsStaff
      open={open}
      actions={null}
      onSend={vi.fn()}
      canSend
      onBack={vi.fn()}
    />
  );
}

describe('the customer drawer (screens under 1200 px)', () => {
  it('opens from the header, keeps focus inside, closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/api/chats/9/customer/', () => HttpResponse.json(customer)));
    const queryClient = makeTestQueryClient();
    queryClient.setQueryData(chatKeys.detail(9), chat(9, { display_name: 'Alice Andersen', customer: alice }));
    queryClient.setQueryData(chatKeys.messages(9), {
      pages: [{ count: 1, next: null, previous: null, results: [message(90, alice, 'Hello?', { chat: 9 })] }],
      pageParams: [1],
    });
    renderWithProviders(<StaffConversation />, { queryClient });

    const button = screen.getByRole('button', { name: 'Customer' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button);
    const drawer = screen.getByRole('dialog', { name: 'Customer' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    const close = within(drawer).getByRole('button', { name: 'Close customer details' });
    expect(close).toHaveFocus();
    expect(await within(drawer).findByRole('link', { name: '+855 17 217 919' })).toHaveAttribute(
      'href',
      'tel:+85517217919',
    );

    // Tab goes round the drawer's links and back to its close button, never to the page behind.
    const links = within(drawer).getAllByRole('link');
    for (let i = 0; i < links.length; i++) await user.tab();
    expect(links.at(-1)).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(links.at(-1)).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();

    // The close button closes it too.
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Close customer details' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('is not offered to a customer', () => {
    const queryClient = makeTestQueryClient();
    queryClient.setQueryData(chatKeys.detail(9), chat(9, { customer: alice }));
    queryClient.setQueryData(chatKeys.messages(9), {
      pages: [{ count: 0, next: null, previous: null, results: [] }],
      pageParams: [1],
    });
    function CustomerView() {
      const open = useOpenChat(9);
      return (
        <Conversation
          chatId={9}
          viewerId={alice.id}
          viewerIsStaff={false}
          open={open}
          actions={null}
          onSend={vi.fn()}
          canSend
          onBack={vi.fn()}
        />
      );
    }
    renderWithProviders(<CustomerView />, { queryClient });
    expect(screen.queryByRole('button', { name: 'Customer' })).toBeNull();
  });
});
