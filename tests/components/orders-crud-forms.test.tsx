// The staff's create and edit forms (decision 039): the new car sale form's checks in the API's words (VIN check
// digit, year range, the first wrong field focused), its customer search with their outstanding balances, the body
// it sends once however often Save is pressed; the container form's 409 with its Reload.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CarSaleCreateForm } from '@/features/orders/components/car-sale-create-form';
import { ContainerForm } from '@/features/orders/components/container-form';
import { useAuthStore } from '@/stores/use-auth-store';
import { installMswServer, server } from '../support/msw/server';
import { routerMock, setLocation } from '../support/next-navigation';
import { renderWithProviders } from '../support/render';
import { staffUser } from './orders-customer-fixtures';
import { car, container } from './orders-superuser-fixtures';

installMswServer();

beforeEach(() => {
  setLocation('/shipping-dashboard/car-sales/new/');
  useAuthStore.setState({ user: staffUser, token: 'token', status: 'authenticated' });
  routerMock.push.mockClear();
  server.use(
    http.get('*/api/v2/orders/summaryreports/sales-rep-search-filter-data/', () =>
      HttpResponse.json({ sales_reps: [{ id: 3, name: 'Sreyleak Ouk' }] }),
    ),
    http.get('*/api/v2/orders/containers/shipping-filter-data/', () =>
      HttpResponse.json({ shipping_companies: ['MSC', 'ONE'], vessels: ['ONE Harmony'], loading_ports: [] }),
    ),
    http.get('*/api/v2/orders/loading-ports/', () =>
      HttpResponse.json([
        { id: 5, name: 'Port of Houston', warehouse_id: 5 },
        { id: 4, name: 'Port of Long Beach', warehouse_id: 4 },
      ]),
    ),
    http.get('*/api/usermgmt/user/search/', ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get('q') === 'sokha'
          ? [
              {
                id: 7,
                unique_id: 'u7',
                email: 'sokha@example.com',
                first_name: 'Sokha',
                last_name: 'Chan',
                phone: '',
                profilePic: null,
                account_type: 'Customer',
              },
            ]
          : [],
      ),
    ),
    http.get('*/api/v2/orders/carsales/oustandings/', () =>
      HttpResponse.json({
        customer_id: 7,
        total_outstanding: 4_500,
        cars: [{ car_sale_id: 68, car: car(), sale_price: 20_000, paid: 15_500, outstanding: 4_500 }],
      }),
    ),
  );
});

// A VIN whose check digit (position 9, "X") is right, and the same with one character mistyped.
const VIN = '1M8GDM9AXKP042788';
const MISTYPED = '1M8GDM9AXKP042789';

async function chooseCustomer() {
  await userEvent.type(screen.getByRole('combobox', { name: 'Customer' }), 'sokha');
  await userEvent.click(await screen.findByRole('option', { name: /Sokha Chan/ }, { timeout: 3000 }));
}

describe('CarSaleCreateForm', () => {
  it("checks in the browser with the API's words and focuses the first wrong field", async () => {
    let posted = 0;
    server.use(http.post('*/api/v2/orders/carsales/create/', () => void posted++));
    renderWithProviders(<CarSaleCreateForm superuser={false} />);

    await userEvent.type(screen.getByLabelText('VIN'), MISTYPED);
    await userEvent.type(screen.getByLabelText('Year'), '1955');
    await userEvent.click(screen.getByRole('button', { name: 'Save car sale' }));

    expect(await screen.findByText('Enter a valid 17-character VIN.')).toBeInTheDocument();
    expect(screen.getByText('Ensure this value is greater than or equal to 1960.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(0);
    // The customer comes first in the form, and none was chosen.
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveFocus();
    expect(posted).toBe(0);
  });

  it("finds the customer, shows what they still owe, and sends the sale once with the API's body", async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post('*/api/v2/orders/carsales/create/', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        await delay(150);
        return HttpResponse.json({ id: 501 }, { status: 201 });
      }),
    );
    renderWithProviders(<CarSaleCreateForm superuser={false} prefill={{ make: 'Lexus', model: 'RX 350' }} />);

    await chooseCustomer();
    expect(screen.getByTestId('picked-customer')).toHaveTextContent('Sokha Chan · sokha@example.com · Private');
    const owed = await screen.findByRole('region', { name: 'Outstanding balances' });
    expect(within(owed).getByText(/on 1 car/)).toBeInTheDocument();
    expect(within(owed).getAllByText('$4,500').length).toBeGreaterThan(0);

    await userEvent.selectOptions(await screen.findByLabelText('Sales rep'), 'Sreyleak Ouk');
    await userEvent.type(screen.getByLabelText('VIN'), VIN.toLowerCase());
    await userEvent.type(screen.getByLabelText('Year'), '2019');
    await userEvent.type(screen.getByLabelText('Sale price (USD)'), '$24,500');
    expect(screen.queryByLabelText('Our purchase price (USD)')).not.toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save car sale' });
    await userEvent.dblClick(save);

    await vi.waitFor(() => expect(routerMock.push).toHaveBeenCalledWith('/shipping-dashboard/car-sales/501/'));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      customer_id: 7,
      sales_rep_id: 3,
      vin: VIN,
      year: 2019,
      make: 'Lexus',
      model: 'RX 350',
      sale_price: 24_500,
      car_location: 'Auction',
      car_listing_id: null,
    });
  });

  it("puts the API's field errors on their fields and focuses the first", async () => {
    server.use(
      http.post('*/api/v2/orders/carsales/create/', () =>
        HttpResponse.json({ customer_id: ['A staff account cannot be a customer.'] }, { status: 400 }),
      ),
    );
    renderWithProviders(<CarSaleCreateForm superuser />);
    await chooseCustomer();
    await userEvent.type(screen.getByLabelText('VIN'), VIN);
    await userEvent.type(screen.getByLabelText('Year'), '2019');
    await userEvent.type(screen.getByLabelText('Make'), 'Ford');
    await userEvent.type(screen.getByLabelText('Model'), 'F-150');
    await userEvent.type(screen.getByLabelText('Sale price (USD)'), '30000');
    await userEvent.click(screen.getByRole('button', { name: 'Save car sale' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The car sale was not saved.');
    expect(alert).toHaveTextContent('Customer id: A staff account cannot be a customer.');
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveFocus();
    expect(routerMock.push).not.toHaveBeenCalled();
  });
});

describe('ContainerForm', () => {
  it('refuses an ETA before the ETD and a container number whose check digit is wrong', async () => {
    renderWithProviders(<ContainerForm />);
    await userEvent.type(screen.getByLabelText('Container number'), 'MSCU1234565');
    await userEvent.type(screen.getByLabelText('Booking number'), 'HOU1');
    await userEvent.type(screen.getByLabelText('Shipping company'), 'MSC');
    await userEvent.type(screen.getByLabelText('ETD'), '2026-12-10');
    await userEvent.type(screen.getByLabelText('ETA'), '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Create container' }));
    expect(await screen.findByText('Enter a valid container number (ISO 6346).')).toBeInTheDocument();
    expect(screen.getByText('The ETA cannot be before the ETD.')).toBeInTheDocument();
    expect(screen.getByLabelText('Container number')).toHaveFocus();
  });

  it('shows the container as stored, sends the version it read; a 409 says nothing was saved, and Reload brings it in', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.put('*/api/v2/orders/containers/15/update/', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          {
            detail:
              'This record was changed by someone else since you opened it. Reload it to see their changes; nothing was saved.',
          },
          { status: 409 },
        );
      }),
      http.get('*/api/v2/orders/containers/15/', () =>
        HttpResponse.json({ ...container, eta: '2027-01-20', updated_at: '2026-11-24T00:00:00Z' }),
      ),
    );
    setLocation('/shipping-dashboard/containers/edit/15/');
    renderWithProviders(<ContainerForm container={container} />);
    // The stored port stays chosen once the list of ports arrives.
    await screen.findByRole('option', { name: 'Port of Houston' });
    expect(screen.getByLabelText('Loading port')).toHaveValue('4');
    const eta = screen.getByLabelText('ETA');
    expect(eta).toHaveValue('2027-01-11');
    await userEvent.clear(eta);
    await userEvent.type(eta, '2027-01-15');
    await userEvent.click(screen.getByRole('button', { name: 'Save container' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This record was changed by someone else since you opened it.');
    expect(sent).toMatchObject({ eta: '2027-01-15', updated_at: container.updated_at });
    expect(routerMock.push).not.toHaveBeenCalled();

    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(screen.getByLabelText('ETA')).toHaveValue('2027-01-20'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
