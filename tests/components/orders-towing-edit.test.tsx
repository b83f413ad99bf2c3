// The superuser's towing form: choices from the API, Cambodia-time moments, the body it sends with the version it
// read, browser checks, a 409 with its Reload, one request however often Save is pressed.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TowingEditForm } from '@/features/orders/components/towing-edit-form';
import type { Towing } from '@/lib/contract/orders';
import { useAuthStore, type AuthUser } from '@/stores/use-auth-store';
import { installMswServer, server } from '../support/msw/server';
import { setLocation } from '../support/next-navigation';
import { renderWithProviders } from '../support/render';
import { staffUser } from './orders-customer-fixtures';
import { car } from './orders-superuser-fixtures';

installMswServer();

const superUser: AuthUser = { ...staffUser, id: 2, is_admin: false, is_superuser: true, first_name: 'Boss' };
const signIn = (user: AuthUser) => useAuthStore.setState({ user, token: 'token', status: 'authenticated' });

beforeEach(() => {
  setLocation('/shipping-dashboard/towing/edit/9/');
  signIn(superUser);
});
afterEach(() => vi.restoreAllMocks());

const READ_AT = '2026-11-20T03:00:00.000Z';

const towing = (over: Partial<Towing> = {}): Towing => ({
  id: 9,
  created_at: '2026-11-10T03:00:00.000Z',
  updated_at: READ_AT,
  notes: [],
  unread_notes: [],
  car: car(),
  customer: { id: 7, first_name: 'Sokha', last_name: 'Chan', email: 'customer@demo.local' },
  towing_company: { id: 1, name: 'Lone Star Towing', phone: '+1 713 555 0100' },
  pickup_address: 'Copart Dallas, 1 Auction Way',
  warehouse: { id: 1, warehouse: 'Houston, TX', city: 'Houston', state: 'TX' },
  towing_status: 'Dispatch',
  dispatched_at: '2026-11-12T02:00:00.000Z',
  delivered_at: null,
  price: 300,
  ...over,
});

function answerLookups() {
  server.use(
    http.get('*/api/v2/orders/towing-companies/', () =>
      HttpResponse.json([
        { id: 1, name: 'Lone Star Towing', phone: '+1 713 555 0100' },
        { id: 2, name: 'Gulf Coast Haulers', phone: '' },
      ]),
    ),
    http.get('*/api/v2/orders/warehouses/', () =>
      HttpResponse.json([
        { id: 1, warehouse: 'Houston, TX', city: 'Houston', state: 'TX' },
        { id: 2, warehouse: 'Savannah', city: 'Savannah', state: 'GA' },
      ]),
    ),
  );
}

describe('TowingEditForm', () => {
  it('shows the tow as stored, with dispatch in Cambodia time, and sends the change with the version it read', async () => {
    answerLookups();
    let body: Record<string, unknown> | undefined;
    server.use(
      http.put('*/api/v2/orders/towings/9/update/', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          towing({ towing_status: 'Towing in Progress', updated_at: '2026-11-21T03:00:00.000Z' }),
        );
      }),
    );
    renderWithProviders(<TowingEditForm towing={towing()} />);

    expect(screen.getByLabelText('Towing status')).toHaveValue('Dispatch');
    // 02:00 UTC is 09:00 in Phnom Penh.
    expect(screen.getByLabelText('Dispatched')).toHaveValue('2026-11-12T09:00');
    await screen.findByRole('option', { name: 'Gulf Coast Haulers' }, { timeout: 5000 });
    await userEvent.selectOptions(screen.getByLabelText('Towing status'), 'Towing in Progress');
    await userEvent.selectOptions(screen.getByLabelText('Towing company'), 'Gulf Coast Haulers');
    await userEvent.selectOptions(screen.getByLabelText('Destination warehouse'), 'Savannah');
    await userEvent.type(screen.getByLabelText('Delivered'), '2026-11-13T15:30');
    await userEvent.click(screen.getByRole('button', { name: 'Save towing' }));

    // Many steps on a busy machine: the answer may take longer than the default second.
    expect(await screen.findByText(/The towing was saved/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(body).toEqual({
      towing_company_id: 2,
      towing_status: 'Towing in Progress',
      pickup_address: 'Copart Dallas, 1 Auction Way',
      warehouse_id: 2,
      dispatched_at: '2026-11-12T02:00:00.000Z',
      delivered_at: '2026-11-13T08:30:00.000Z',
      price: 300,
      updated_at: READ_AT,
    });
  });

  it('checks the price in the browser, focuses it and sends nothing', async () => {
    answerLookups();
    const sent = vi.fn();
    server.use(http.put('*/api/v2/orders/towings/9/update/', sent));
    renderWithProviders(<TowingEditForm towing={towing()} />);

    const price = screen.getByLabelText('Price (USD)');
    await userEvent.clear(price);
    await userEvent.type(price, '3 hundred');
    await userEvent.click(screen.getByRole('button', { name: 'Save towing' }));

    expect(await screen.findByText('A valid integer is required.')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveFocus();
    expect(sent).not.toHaveBeenCalled();
  });

  it('says so when someone else saved first, and Reload puts their version in the form', async () => {
    answerLookups();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    server.use(
      http.put('*/api/v2/orders/towings/9/update/', () =>
        HttpResponse.json(
          {
            detail:
              'This record was changed by someone else since you opened it. Reload it to see their changes; nothing was saved.',
          },
          { status: 409 },
        ),
      ),
      http.get('*/api/v2/orders/towings/9/', () =>
        HttpResponse.json(towing({ towing_status: 'Delivered to Warehouse', updated_at: '2026-11-22T03:00:00.000Z' })),
      ),
    );
    renderWithProviders(<TowingEditForm towing={towing()} />);

    await userEvent.selectOptions(screen.getByLabelText('Towing status'), 'Towing in Progress');
    await userEvent.click(screen.getByRole('button', { name: 'Save towing' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This record was changed by someone else since you opened it.');
    expect(screen.queryByText(/The towing was saved/)).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));

    expect(await screen.findByText(/the form shows the towing as it is saved now/)).toBeInTheDocument();
    expect(screen.getByLabelText('Towing status')).toHaveValue('Delivered to Warehouse');
  });

  it('sends one request however often Save is pressed while it runs', async () => {
    answerLookups();
    const sent = vi.fn();
    server.use(
      http.put('*/api/v2/orders/towings/9/update/', async () => {
        sent();
        await delay(50);
        return HttpResponse.json(towing({ updated_at: '2026-11-21T03:00:00.000Z' }));
      }),
    );
    renderWithProviders(<TowingEditForm towing={towing()} />);

    const save = screen.getByRole('button', { name: 'Save towing' });
    await userEvent.click(save);
    await act(async () => {
      save.click();
      save.click();
    });
    expect(await screen.findByText(/The towing was saved/)).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
