// The staff's car sales list: opens on this year's purchases of all customers, filters by a date preset and customer
// type (URL, API query and the browser's saved filters agree), restores saved filters, resets, checks a custom range,
// sorts by column, colours rows with words beside the colour, and downloads the filtered list as CSV.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarSaleStaffList } from '@/features/orders/components/car-sale-list';
import { SummaryReportStaffList } from '@/features/orders/components/summary-report-list';
import { ContainerList } from '@/features/orders/components/container-list';
import { SAVED_FILTERS_KEY } from '@/features/orders/filters/saved-filters';
import type { CarSale } from '@/lib/contract/orders';
import { installMswServer, server } from '../support/msw/server';
import { setLocation } from '../support/next-navigation';
import { renderWithProviders } from '../support/render';
import { car, container } from './orders-superuser-fixtures';

installMswServer();

// 25 Nov 2026, noon in Phnom Penh.
const NOW = new Date('2026-11-25T05:00:00Z');
const PATH = '/shipping-dashboard/car-sales/';
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

const sale = (id: number, over: Partial<CarSale> = {}): CarSale => ({
  id,
  created_at: '2026-11-01T03:00:00Z',
  updated_at: daysAgo(2),
  notes: [],
  unread_notes: [],
  car: car({ car_sale_id: id, id_number: `AB-${id}` }),
  customer: { id: 7, first_name: 'Sokha', last_name: 'Chan', email: 'customer@demo.local' },
  customer_type: 'private',
  sales_rep: { id: 3, name: 'Dara Sok' },
  date: '2026-11-02',
  lot_number: '55123890',
  dealer_state: 'TX',
  car_location: 'Warehouse',
  title_status: 'In Mail',
  stage: 'at warehouse',
  sale_price: 12000,
  paid: 5000,
  outstanding: 7000,
  is_done: false,
  is_flagged: false,
  ...over,
});

let seen: URLSearchParams[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.localStorage.clear();
  setLocation(PATH);
  window.history.replaceState(null, '', PATH);
  seen = [];
  server.use(
    http.get('*/api/v2/orders/carsales/', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        count: 3,
        next: null,
        previous: null,
        results: [
          sale(1, { updated_at: daysAgo(25) }),
          sale(2, { customer_type: 'dealer' }),
          sale(3, { is_done: true, updated_at: daysAgo(40) }),
        ],
      });
    }),
    http.get('*/api/v2/orders/summaryreports/sales-rep-search-filter-data/', () =>
      HttpResponse.json({ sales_reps: [{ id: 3, name: 'Dara Sok' }] }),
    ),
  );
});

afterEach(() => vi.useRealTimers());

const lastQuery = () => Object.fromEntries(seen.at(-1) ?? []);
const urlQuery = () => Object.fromEntries(new URLSearchParams(window.location.search));

describe('CarSaleStaffList filters', () => {
  it("opens on this year's purchases of every customer type and asks the API for those days", async () => {
    renderWithProviders(<CarSaleStaffList urlState={{}} />);
    await screen.findByRole('table', { name: 'Car orders' });

    expect(lastQuery()).toEqual({ date__gte: '2026-01-01', date__lte: '2026-11-25' });
    expect(screen.getByLabelText('Purchase date')).toHaveValue('this_year');
    expect(screen.getByLabelText('Customer type')).toHaveValue('all');
    expect(screen.getByLabelText('Car location')).toHaveDisplayValue('Any location');
    expect(within(screen.getByLabelText('Title status')).getAllByRole('option')).toHaveLength(10);
    expect(await screen.findByRole('option', { name: 'Dara Sok' })).toBeInTheDocument();
  });

  it('applies a date preset and a customer type to the API, the URL and the saved filters; Reset clears them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CarSaleStaffList urlState={{}} />);
    await screen.findByRole('table', { name: 'Car orders' });

    await user.selectOptions(screen.getByLabelText('Purchase date'), 'Last 7 days');
    await user.selectOptions(screen.getByLabelText('Customer type'), 'Dealer');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() =>
      expect(lastQuery()).toEqual({ date__gte: '2026-11-19', date__lte: '2026-11-25', customer_type: 'dealer' }),
    );
    expect(urlQuery()).toEqual({ date_sort_type: 'last_7_days', customer_type: 'dealer' });
    expect(JSON.parse(window.localStorage.getItem(SAVED_FILTERS_KEY) ?? '{}')).toEqual({
      carsales: { date_sort_type: 'last_7_days', customer_type: 'dealer' },
    });
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent('Filters (2)');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(lastQuery()).toEqual({ date__gte: '2026-01-01', date__lte: '2026-11-25' }));
    expect(window.localStorage.getItem(SAVED_FILTERS_KEY)).toBeNull();
    expect(urlQuery()).toEqual({ date_sort_type: 'this_year', customer_type: 'all' });
    expect(screen.getByLabelText('Purchase date')).toHaveValue('this_year');
    expect(screen.getByLabelText('Customer type')).toHaveValue('all');
  });

  it('restores the saved filters when the URL has none, and the URL wins when it has some', async () => {
    window.localStorage.setItem(
      SAVED_FILTERS_KEY,
      JSON.stringify({ carsales: { date_sort_type: 'last_month', customer_type: 'private' } }),
    );
    const first = renderWithProviders(<CarSaleStaffList urlState={{}} />);
    await waitFor(() =>
      expect(lastQuery()).toEqual({ date__gte: '2026-10-01', date__lte: '2026-10-31', customer_type: 'private' }),
    );
    expect(urlQuery()).toEqual({ date_sort_type: 'last_month', customer_type: 'private' });
    expect(screen.getByLabelText('Purchase date')).toHaveValue('last_month');
    first.unmount();

    window.history.replaceState(null, '', `${PATH}?vin__icontains=4352`);
    renderWithProviders(<CarSaleStaffList urlState={{ vin__icontains: '4352' }} />);
    await waitFor(() => expect(lastQuery()).toEqual({ vin__icontains: '4352' }));
    expect(screen.getByLabelText('VIN')).toHaveValue('4352');
  });

  it('shows from/to pickers for Custom and does not apply a range without its last day', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CarSaleStaffList urlState={{}} />);
    await screen.findByRole('table', { name: 'Car orders' });
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Purchase date'), 'Custom');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    const requests = seen.length;
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    expect(await screen.findByText('Pick the last day.')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveFocus();
    expect(seen).toHaveLength(requests);

    await user.type(screen.getByLabelText('To'), '2026-03-10');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(lastQuery()).toEqual({ date__gte: '2026-03-01', date__lte: '2026-03-10' }));
    expect(urlQuery()).toMatchObject({ date_sort_type: 'custom', date__gte: '2026-03-01', date__lte: '2026-03-10' });
  });

  it('sorts on the server by a column header, each click turning the order round', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CarSaleStaffList urlState={{}} />);
    const table = await screen.findByRole('table', { name: 'Car orders' });

    await user.click(within(table).getByRole('button', { name: /^Year/ }));
    await waitFor(() => expect(lastQuery().ordering).toBe('year'));
    expect(within(table).getByRole('columnheader', { name: /^Year/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(table).getByRole('button', { name: /^Year/ }));
    await waitFor(() => expect(lastQuery().ordering).toBe('-year'));
    expect(within(table).getByRole('columnheader', { name: /^Year/ })).toHaveAttribute('aria-sort', 'descending');
    // The filters stay as they were.
    expect(lastQuery().date__gte).toBe('2026-01-01');
  });

  it('says in words why a row is coloured: late, dealer, done', async () => {
    renderWithProviders(<CarSaleStaffList urlState={{}} />);
    const table = await screen.findByRole('table', { name: 'Car orders' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Late· not updated for 25 days');
    expect(rows[0]!.className).toContain('bg-yellow-50');
    expect(rows[1]).toHaveTextContent('Dealer');
    expect(rows[1]!.className).toContain('bg-sky-50');
    expect(rows[2]).toHaveTextContent('Done');
    expect(rows[2]).not.toHaveTextContent('Late');
    expect(rows[2]!.className).toContain('bg-green-50');
  });

  it('downloads every matching record as CSV with the filters, without the page', async () => {
    const user = userEvent.setup();
    const exports: URLSearchParams[] = [];
    server.use(
      http.get('*/api/v2/orders/carsales/export/', ({ request }) => {
        exports.push(new URL(request.url).searchParams);
        return new HttpResponse('id,vin\n1,1HGCM82633A004352\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    window.history.replaceState(null, '', `${PATH}?customer_type=dealer&page=2`);
    renderWithProviders(<CarSaleStaffList urlState={{ customer_type: 'dealer', page: '2' }} />);

    const link = await screen.findByRole('link', { name: 'Download CSV' });
    expect(link).toHaveAttribute('href', '/api/v2/orders/carsales/export/?customer_type=dealer');
    await user.click(link);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(Object.fromEntries(exports[0] ?? [])).toEqual({ customer_type: 'dealer' });
  });
});

describe('ContainerList filters', () => {
  it("offers the records' shipping companies and warehouses as the text boxes are typed in, without row colours", async () => {
    window.history.replaceState(null, '', '/shipping-dashboard/containers/');
    server.use(
      http.get('*/api/v2/orders/containers/', () =>
        HttpResponse.json({ count: 1, next: null, previous: null, results: [container] }),
      ),
      http.get('*/api/v2/orders/containers/shipping-filter-data/', () =>
        HttpResponse.json({ shipping_companies: ['Maersk', 'ONE'], vessels: [], loading_ports: [] }),
      ),
      http.get('*/api/v2/orders/loadingrecords/search-filter-data/', () =>
        HttpResponse.json({
          warehouses: [],
          loading_ports: [],
          container_numbers: ['MSKU1234565'],
          container_numbers_truncated: false,
        }),
      ),
      http.get('*/api/v2/orders/loadingrecords/warehouse-filter-data/', () =>
        HttpResponse.json({
          warehouses: [{ id: 2, warehouse: 'Houston, TX', city: 'Houston', state: 'TX', port: 'Houston' }],
          loading_ports: [],
        }),
      ),
    );
    renderWithProviders(<ContainerList urlState={{}} />);
    await screen.findByRole('table', { name: 'Containers' });

    const company = screen.getByLabelText('Shipping company');
    await waitFor(() => expect(company).toHaveAttribute('list'));
    const options = document.getElementById(company.getAttribute('list')!)!.querySelectorAll('option');
    expect([...options].map((option) => option.value)).toEqual(['Maersk', 'ONE']);
    const number = screen.getByLabelText('Container number');
    await waitFor(() => expect(number).toHaveAttribute('list'));
    expect(document.getElementById(number.getAttribute('list')!)).toContainHTML('MSKU1234565');
    const warehouse = screen.getByLabelText('Loading warehouse');
    await waitFor(() => expect(warehouse).toHaveAttribute('list'));
    expect(screen.queryByText('What the row colours mean')).not.toBeInTheDocument();
    expect(screen.getByLabelText('ETD')).toHaveValue('');
  });
});

describe('SummaryReportStaffList filters', () => {
  it('shows All as the customer type when the URL names none, and asks the API for every type', async () => {
    window.history.replaceState(null, '', '/shipping-dashboard/summary-report/');
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/api/v2/orders/summaryreports/', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ count: 0, next: null, previous: null, results: [] });
      }),
    );
    renderWithProviders(<SummaryReportStaffList urlState={{}} />);
    expect(await screen.findByText('No cars yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Customer type')).toHaveValue('all');
    expect(screen.getByLabelText('Purchase date')).toHaveValue('');
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({});
  });
});
