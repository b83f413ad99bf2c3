// The customer's record lists: the summary report's rows (stage, ETA, money, unread notes), the page and search in
// the request and the URL, and the empty states with and without a search.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SummaryReportList } from '@/features/orders/components/summary-report-list';
import type { SummaryReport } from '@/lib/contract/orders';
import { useAuthStore } from '@/stores/use-auth-store';
import { installMswServer, server } from '../support/msw/server';
import { setLocation } from '../support/next-navigation';
import { renderWithProviders } from '../support/render';
import { camry, customerUser, staffUser, summaryReport } from './orders-customer-fixtures';

installMswServer();

function answer(count: number, results: SummaryReport[]) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get('*/api/v2/orders/summaryreports/', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return HttpResponse.json({ count, next: null, previous: null, results });
    }),
  );
  return seen;
}

beforeEach(() => {
  setLocation('/shipping-dashboard/summary-report/');
  useAuthStore.setState({ user: customerUser, token: 'token', status: 'authenticated' });
});
afterEach(() => vi.restoreAllMocks());

describe('SummaryReportList', () => {
  it("shows each car's stage, ETA, total, paid and balance, with its unread notes", async () => {
    answer(2, [
      summaryReport(5, { unread_notes: [8, 9] }),
      summaryReport(6, {
        car: camry({ make: 'Lexus', model: 'RX 350', year: 2019 }),
        stage: 'delivered',
        eta: null,
        balance: 0,
        paid: 22250,
      }),
    ]);
    renderWithProviders(<SummaryReportList initial={{ page: 1, search: '' }} />);

    const rows = within(await screen.findByRole('table', { name: 'Summary report' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('2021 Toyota Camry');
    expect(rows[0]).toHaveTextContent('2 new');
    expect(rows[0]).toHaveTextContent('Container shipped');
    expect(rows[0]).toHaveTextContent('20 Dec 2026');
    expect(rows[0]).toHaveTextContent('$22,250');
    expect(rows[0]).toHaveTextContent('$20,000');
    expect(rows[0]).toHaveTextContent('$2,250');
    expect(rows[1]).toHaveTextContent('Delivered');
    expect(rows[1]).not.toHaveTextContent('new');
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/shipping-dashboard\/summary-report\/6\/?$/),
    );
    expect(screen.queryByRole('columnheader', { name: 'Customer' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('status').at(-1)).toHaveTextContent('2 cars');
  });

  it('adds the customer column for staff', async () => {
    useAuthStore.setState({ user: staffUser });
    answer(1, [summaryReport(5)]);
    renderWithProviders(<SummaryReportList initial={{ page: 1, search: '' }} />);
    expect(await screen.findByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Sokha Chan');
  });

  it('asks for the page and search of the URL, and a new search goes into the URL from page 1', async () => {
    const user = userEvent.setup();
    const push = vi.spyOn(window.history, 'pushState');
    setLocation('/shipping-dashboard/summary-report/?page=2&search=camry');
    const seen = answer(45, [summaryReport(5)]);
    renderWithProviders(<SummaryReportList initial={{ page: 2, search: 'camry' }} />);

    await screen.findByRole('table');
    expect(seen[0]?.get('page')).toBe('2');
    expect(seen[0]?.get('search')).toBe('camry');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      expect.stringContaining('search=camry'),
    );

    const box = screen.getByRole('searchbox', { name: 'Search by VIN, make or model' });
    await user.clear(box);
    await user.type(box, 'lexus{Enter}');
    expect(push).toHaveBeenLastCalledWith(null, '', '/shipping-dashboard/summary-report/?search=lexus');
  });

  it('tells a customer with no cars yet, and a search that matched nothing, apart', async () => {
    answer(0, []);
    const { unmount } = renderWithProviders(<SummaryReportList initial={{ page: 1, search: '' }} />);
    expect(await screen.findByText('No cars yet')).toBeInTheDocument();
    unmount();

    setLocation('/shipping-dashboard/summary-report/?search=zzz');
    renderWithProviders(<SummaryReportList initial={{ page: 1, search: 'zzz' }} />);
    expect(await screen.findByText('No cars match “zzz”.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all cars' })).toBeInTheDocument();
  });
});
