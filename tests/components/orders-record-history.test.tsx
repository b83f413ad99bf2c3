// The History panel of the staff's record pages: who changed what and when, fields by readable name, old → new,
// 20 a page; never shown to customers nor asked for on their behalf (the API refuses them).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { RecordHistory } from '@/features/orders/components/record-history';
import type { RecordChangeEntry } from '@/lib/contract/orders';
import { useAuthStore, type AuthUser } from '@/stores/use-auth-store';
import { installMswServer, server } from '../support/msw/server';
import { renderWithProviders } from '../support/render';
import { customerUser, staffUser } from './orders-customer-fixtures';

installMswServer();

const signIn = (user: AuthUser) => useAuthStore.setState({ user, token: 'token', status: 'authenticated' });

const entry = (id: number, over: Partial<RecordChangeEntry>): RecordChangeEntry => ({
  id,
  action: 'update',
  actor: { id: 2, first_name: 'Boss', last_name: 'Lee' },
  changes: {},
  created_at: '2026-11-21T03:05:00.000Z',
  ...over,
});

describe('RecordHistory', () => {
  it('shows staff who changed what and when, fields by name, old → new, and pages back', async () => {
    signIn(staffUser);
    const pages: (string | null)[] = [];
    server.use(
      http.get('*/api/v2/orders/towings/9/history/', ({ request }) => {
        const page = new URL(request.url).searchParams.get('page');
        pages.push(page);
        if (page === '2') {
          return HttpResponse.json({
            count: 21,
            next: null,
            previous: 'x',
            results: [entry(1, { action: 'note', changes: { note: { from: null, to: { id: 5, is_private: true } } } })],
          });
        }
        return HttpResponse.json({
          count: 21,
          next: 'x',
          previous: null,
          results: [
            entry(3, {
              changes: {
                towing_status: { from: 'Dispatch', to: 'Towing in Progress' },
                cost: { from: 300, to: 450 },
                delivered_at: { from: null, to: '2026-11-13T08:30:00.000Z' },
              },
            }),
            entry(2, { actor: null, action: 'stage', changes: { stage: { from: 'towing', to: 'at warehouse' } } }),
          ],
        });
      }),
    );
    renderWithProviders(<RecordHistory kind="towings" id={9} />);

    const panel = await screen.findByRole('region', { name: 'History' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Boss Lee changed · 21 Nov 2026, 10:05');
    expect(items[0]).toHaveTextContent('Towing status:from Dispatch → to Towing in Progress');
    expect(items[0]).toHaveTextContent('Price:from $300 → to $450');
    expect(items[0]).toHaveTextContent('Delivered:from — → to 13 Nov 2026, 15:30');
    expect(items[1]).toHaveTextContent('The system moved the car to another stage');
    expect(items[1]).toHaveTextContent('Stage:from Towing → to At warehouse');
    expect(panel).toHaveTextContent('21 changes · page 1 of 2');
    expect(within(panel).getByRole('button', { name: 'Newer' })).toBeDisabled();

    await userEvent.click(within(panel).getByRole('button', { name: 'Older' }));
    expect(await within(panel).findByText(/added a private note/)).toBeInTheDocument();
    expect(pages).toEqual([null, '2']);
    expect(panel).toHaveTextContent('page 2 of 2');
  });

  it('names the warehouse and towing company a change refers to, and shows other references by id', async () => {
    signIn(staffUser);
    server.use(
      http.get('*/api/v2/orders/towings/9/history/', () =>
        HttpResponse.json({
          count: 1,
          next: null,
          previous: null,
          results: [
            entry(4, {
              changes: {
                warehouse_id: { from: 1, to: 2 },
                towing_company_id: { from: null, to: 5 },
                container_id: { from: 31, to: null },
              },
            }),
          ],
        }),
      ),
      http.get('*/api/v2/orders/warehouses/', () =>
        HttpResponse.json([
          { id: 1, warehouse: 'Houston, TX', city: 'Houston', state: 'TX' },
          { id: 2, warehouse: 'Savannah', city: 'Savannah', state: 'GA' },
        ]),
      ),
      http.get('*/api/v2/orders/towing-companies/', () =>
        HttpResponse.json([{ id: 5, name: 'Gulf Coast Haulers', phone: '' }]),
      ),
    );
    renderWithProviders(<RecordHistory kind="towings" id={9} />);

    const item = (await screen.findAllByRole('listitem'))[0]!;
    await waitFor(() => expect(item).toHaveTextContent('Warehouse:from Houston, TX → to Savannah'));
    expect(item).toHaveTextContent('Towing company:from — → to Gulf Coast Haulers');
    expect(item).toHaveTextContent('Container:from #31 → to —');
  });

  it('says so when a record has no changes yet', async () => {
    signIn(staffUser);
    server.use(
      http.get('*/api/v2/orders/loadingrecords/4/history/', () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
    );
    renderWithProviders(<RecordHistory kind="loadingrecords" id={4} />);
    expect(await screen.findByText(/No changes yet/)).toBeInTheDocument();
  });

  it('is not shown to a customer, who never asks for it', async () => {
    signIn(customerUser);
    const asked = vi.fn();
    server.use(http.get('*/api/v2/orders/summaryreports/4/history/', asked));
    renderWithProviders(<RecordHistory kind="summaryreports" id={4} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });
});
