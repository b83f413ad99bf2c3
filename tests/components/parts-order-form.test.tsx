import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { PartOrderForm } from '@/features/parts/components/part-order-form';
import type { PartOrder } from '@/lib/contract/parts';
import { fakeJwt } from '../support/msw/auth-handlers';
import { installMswServer, server } from '../support/msw/server';
import { renderWithProviders } from '../support/render';
import { caliper } from './parts-fixtures';

installMswServer();

afterEach(() => Cookies.remove('token'));

const order = (quantity: number): PartOrder => ({
  id: 31,
  part: { ...caliper },
  quantity,
  unit_price: caliper.price,
  total: quantity * caliper.price,
  status: 'pending',
  created_at: '2026-11-25T08:00:00Z',
  user: 7,
  customer: { id: 7, first_name: 'Sokha', last_name: 'Chan', email: 'customer@demo.local' },
});

/** POST orders/create/ answering `answer`; every body goes into the returned list. */
function orders(answer: (body: { part_id: number; quantity: number }) => Response | Promise<Response>) {
  const received: unknown[] = [];
  server.use(
    http.post('*/api/parts/orders/create/', async ({ request }) => {
      const body = (await request.json()) as { part_id: number; quantity: number };
      received.push(body);
      return answer(body);
    }),
    // The part page refreshes the part's stock after an order.
    http.get('*/api/parts/:id/', () => HttpResponse.json({})),
    http.get('*/api/parts/orders/', () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
  );
  return received;
}

function renderSignedIn(stock = caliper.stock) {
  Cookies.set('token', fakeJwt());
  return renderWithProviders(<PartOrderForm part={{ ...caliper, stock }} />);
}

const quantity = () => screen.getByLabelText('Quantity');
const orderNow = () => screen.getByRole('button', { name: 'Order now' });

describe('PartOrderForm', () => {
  it('asks a visitor without a session to log in and come back to the part', () => {
    renderWithProviders(<PartOrderForm part={caliper} />);

    expect(screen.getByRole('link', { name: 'Log in to order' })).toHaveAttribute('href', '/login/?next=/parts/12/');
    expect(screen.queryByRole('button', { name: 'Order now' })).not.toBeInTheDocument();
  });

  it('refuses a quantity outside 1 to 10 in the browser, in the API words, and sends nothing', async () => {
    const received = orders(() => HttpResponse.json(order(1), { status: 201 }));
    const user = userEvent.setup();
    renderSignedIn(20);

    await user.clear(quantity());
    await user.type(quantity(), '11');
    await user.click(orderNow());

    expect(await screen.findByText('Ensure this value is less than or equal to 10.')).toBeInTheDocument();
    expect(quantity()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(quantity());
    await user.click(orderNow());
    expect(await screen.findByText('A valid integer is required.')).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it("puts the API's stock error on the quantity field and lists it", async () => {
    orders(() => HttpResponse.json({ quantity: ['Only 2 left in stock.'] }, { status: 400 }));
    const user = userEvent.setup();
    renderSignedIn();

    await user.clear(quantity());
    await user.type(quantity(), '3');
    await user.click(orderNow());

    expect(await screen.findByRole('alert')).toHaveTextContent('Quantity: Only 2 left in stock.');
    expect(quantity()).toHaveAttribute('aria-invalid', 'true');
    expect(quantity()).toHaveAccessibleDescription('Only 2 left in stock.');
    expect(quantity()).toHaveFocus();
  });

  it('lists an out-of-stock answer about the part itself', async () => {
    orders(() => HttpResponse.json({ part_id: ['This part is out of stock.'] }, { status: 400 }));
    const user = userEvent.setup();
    renderSignedIn();

    await user.click(orderNow());

    expect(await screen.findByRole('alert')).toHaveTextContent('This part is out of stock.');
  });

  it('sends one order however often the button is pressed, then confirms it', async () => {
    const received = orders(async ({ quantity: count }) => {
      await delay(150);
      return HttpResponse.json(order(count), { status: 201 });
    });
    const user = userEvent.setup();
    renderSignedIn();

    await user.clear(quantity());
    await user.type(quantity(), '2');
    await user.click(orderNow());
    await user.click(screen.getByRole('button', { name: /Ordering/ }));

    expect(await screen.findByText(/Order #31 placed: 2 × Brake Caliper, \$240\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your part orders' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dashboard\/part-orders\/?$/),
    );
    await waitFor(() => expect(received).toEqual([{ part_id: 12, quantity: 2 }]));
  });
});
