// The superuser record pages: the purchases list (rows and phone cards, page in the URL, empty and refused states),
// a customer's ledger with its running balance, and the staff purchase edit form.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { orderKeys } from '@/features/orders/api/order-keys';
import { BalanceDetail } from '@/features/orders/components/balance-detail';
import { ContainerDetail } from '@/features/orders/components/container-detail';
import { PurchaseEditForm } from '@/features/orders/components/purchase-edit-form';
import { PurchaseList } from '@/features/orders/components/purchase-list';
import type { CarPurchase } from '@/lib/contract/orders';
import { installMswServer, server } from '../support/msw/server';
import { setLocation } from '../support/next-navigation';
import { makeTestQueryClient, renderWithProviders } from '../support/render';
import { balance, car, container, invoiceFile, purchase } from './orders-superuser-fixtures';

installMswServer();

beforeEach(() => {
  setLocation('/dashboard/purchases/');
  window.history.replaceState(null, '', '/dashboard/purchases/');
  // The purchases' filter form offers the sales reps.
  server.use(
    http.get('*/api/v2/orders/summaryreports/sales-rep-search-filter-data/', () =>
      HttpResponse.json({ sales_reps: [{ id: 3, name: 'Dara Sok' }] }),
    ),
  );
});

function answerPurchases(count: number, results: CarPurchase[], seen: URLSearchParams[] = []) {
  server.use(
    http.get('*/api/v2/orders/carspurchased/', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return HttpResponse.json({ count, next: null, previous: null, results });
    }),
  );
}

describe('PurchaseList', () => {
  it('shows each purchase as a table row and as a phone card, linking to its detail', async () => {
    answerPurchases(2, [
      purchase(5),
      purchase(4, { car: car({ make: 'Lexus', model: 'RX 350' }), payment_status: 'paid', keys: false }),
    ]);
    renderWithProviders(<PurchaseList urlState={{}} />);

    const table = await screen.findByRole('table', { name: 'Purchases' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('2019 Toyota Camry');
    expect(rows[0]).toHaveTextContent('1HGCM82633A004352');
    expect(rows[0]).toHaveTextContent('Copart Dallas, TX');
    expect(rows[0]).toHaveTextContent('$8,450');
    expect(rows[0]).toHaveTextContent('$0');
    expect(rows[0]).toHaveTextContent('Partly paid');
    expect(rows[0]).toHaveTextContent('2 Nov 2026');
    expect(rows[1]).toHaveTextContent('Paid');
    // next/link drops the trailing slash outside a Next build (trailingSlash is the build's setting).
    expect(within(rows[1]!).getByRole('link', { name: '2019 Lexus RX 350' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dashboard\/purchases\/4\/?$/),
    );

    const cards = within(screen.getByRole('list', { name: 'Purchases' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent('KeysNo');
    expect(screen.getByRole('status')).toHaveTextContent('2 purchases');
  });

  it("asks the API for the URL's page and links the other pages", async () => {
    const seen: URLSearchParams[] = [];
    setLocation('/dashboard/purchases/?page=2');
    window.history.replaceState(null, '', '/dashboard/purchases/?page=2');
    answerPurchases(45, [purchase(5)], seen);
    renderWithProviders(<PurchaseList urlState={{ page: '2' }} />);

    await screen.findByRole('table', { name: 'Purchases' });
    expect(seen[0]?.get('page')).toBe('2');
    expect(screen.getByRole('status')).toHaveTextContent('45 purchases · page 2 of 3');
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/dashboard/purchases/');
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/dashboard/purchases/?page=3');
  });

  it('says so when there are no purchases', async () => {
    answerPurchases(0, []);
    renderWithProviders(<PurchaseList urlState={{}} />);
    expect(await screen.findByText('No purchases yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the list is not theirs when the API refuses it', async () => {
    server.use(
      http.get('*/api/v2/orders/carspurchased/', () =>
        HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 }),
      ),
    );
    renderWithProviders(<PurchaseList urlState={{}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to purchases.');
  });
});

describe('BalanceDetail', () => {
  it("lists the customer's ledger oldest first with the balance after each entry", () => {
    // The server page hands the record over; the browser's check for a newer one gets the same answer.
    server.use(http.get('*/api/v2/orders/balancereports/7/', () => HttpResponse.json(balance)));
    const queryClient = makeTestQueryClient();
    queryClient.setQueryData(orderKeys.detail('balancereports', 7), balance);
    renderWithProviders(<BalanceDetail customerId={7} />, { queryClient });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Balance: Sokha Chan');
    const rows = within(screen.getByRole('table', { name: /Ledger/ }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2 Nov 2026Car price2019 Toyota Camry$10,000$10,000',
      '5 Nov 2026Bank transfer$9,000$1,000',
      '18 Nov 2026Ocean freight2019 Toyota Camry$2,000$3,000',
    ]);
  });
});

describe('ContainerDetail', () => {
  it('lists the cars inside, each linking to its car order, and its invoices as documents', async () => {
    server.use(
      http.get('*/api/v2/orders/containers/15/', () => HttpResponse.json(container)),
      http.get('*/api/v2/orders/containers/15/files/', () => HttpResponse.json([invoiceFile])),
    );
    const queryClient = makeTestQueryClient();
    queryClient.setQueryData(orderKeys.detail('containers', 15), container);
    renderWithProviders(<ContainerDetail id={15} />, { queryClient });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Container ONEU9095343');
    const cars = screen.getByRole('region', { name: 'Cars in this container (2)' });
    expect(within(cars).getByRole('link', { name: '2015 Lexus RX 350' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/shipping-dashboard\/car-sales\/68\/?$/),
    );
    expect(within(cars).getAllByRole('listitem')[1]).toHaveTextContent('Dara Kim');
    expect(screen.getByRole('region', { name: 'Tracking' })).toHaveTextContent('Loaded on vessel');
    expect(await screen.findByRole('link', { name: 'INV-77.pdf' })).toBeInTheDocument();
    expect(screen.getByText('No photos yet.')).toBeInTheDocument();
  });
});

describe('PurchaseEditForm', () => {
  it('checks the amounts in the browser before anything is sent', async () => {
    const sent = vi.fn();
    server.use(http.put('*/api/v2/orders/carspurchased/5/update/', sent));
    renderWithProviders(<PurchaseEditForm purchase={purchase(5)} />);

    const bid = screen.getByLabelText('Bid price (USD)');
    await userEvent.clear(bid);
    await userEvent.type(bid, '12k');
    await userEvent.click(screen.getByRole('button', { name: 'Save purchase' }));

    expect(await screen.findByText('A valid integer is required.')).toBeInTheDocument();
    expect(bid).toHaveAttribute('aria-invalid', 'true');
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the changed purchase and says it was saved', async () => {
    let body: unknown;
    server.use(
      http.put('*/api/v2/orders/carspurchased/5/update/', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(purchase(5, { bid_price: 9100, payment_status: 'paid' }));
      }),
    );
    renderWithProviders(<PurchaseEditForm purchase={purchase(5)} />);

    const bid = screen.getByLabelText('Bid price (USD)');
    await userEvent.clear(bid);
    await userEvent.type(bid, '9100');
    await userEvent.selectOptions(screen.getByLabelText('Payment status'), 'Paid');
    await userEvent.click(screen.getByRole('button', { name: 'Save purchase' }));

    expect(await screen.findByText(/The purchase was saved/)).toBeInTheDocument();
    expect(body).toEqual({
      seller: 'Copart Dallas',
      purchase_date: '2026-11-02',
      bid_price: 9100,
      auction_fees: 0,
      keys: true,
      payment_status: 'paid',
      // The purchase as the form read it (decision 038).
      updated_at: purchase(5).updated_at,
    });
  });

  it("puts the API's field error on its field", async () => {
    server.use(
      http.put('*/api/v2/orders/carspurchased/5/update/', () =>
        HttpResponse.json({ purchase_date: ['Date has wrong format.'] }, { status: 400 }),
      ),
    );
    renderWithProviders(<PurchaseEditForm purchase={purchase(5)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save purchase' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The purchase was not saved.');
    expect(screen.getByLabelText(/Purchase date/)).toHaveAttribute('aria-invalid', 'true');
  });
});
