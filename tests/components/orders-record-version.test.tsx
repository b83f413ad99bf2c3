// A stale edit in the browser (decision 038): the purchase form sends the updated_at it read, shows the 409 as one
// clear alert with a Reload that brings in the saved purchase, and the next save carries the new updated_at.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PurchaseEditForm } from '@/features/orders/components/purchase-edit-form';
import { RECORD_CHANGED_DETAIL } from '@/lib/contract/orders';
import { installMswServer, server } from '../support/msw/server';
import { renderWithProviders } from '../support/render';
import { purchase } from './orders-superuser-fixtures';

installMswServer();

const OPENED = '2026-11-20T09:05:00Z';
const THEIRS = '2026-11-21T10:00:00.123Z';

describe('PurchaseEditForm and a purchase someone else saved', () => {
  it('says nothing was saved, reloads their values on Reload, then saves with the new version', async () => {
    const sent: { updated_at?: string; seller?: string }[] = [];
    server.use(
      http.put('*/api/v2/orders/carspurchased/5/update/', async ({ request }) => {
        const body = (await request.json()) as { updated_at?: string; seller?: string };
        sent.push(body);
        if (body.updated_at !== THEIRS) return HttpResponse.json({ detail: RECORD_CHANGED_DETAIL }, { status: 409 });
        return HttpResponse.json(purchase(5, { seller: body.seller, updated_at: '2026-11-22T08:00:00Z' }));
      }),
      http.get('*/api/v2/orders/carspurchased/5/', () =>
        HttpResponse.json(purchase(5, { seller: 'IAA Houston', updated_at: THEIRS })),
      ),
    );
    renderWithProviders(<PurchaseEditForm purchase={purchase(5, { updated_at: OPENED })} />);

    const seller = screen.getByLabelText(/Auction \/ seller/);
    await userEvent.clear(seller);
    await userEvent.type(seller, 'Manheim');
    await userEvent.click(screen.getByRole('button', { name: 'Save purchase' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not saved:');
    expect(alert).toHaveTextContent(RECORD_CHANGED_DETAIL);
    expect(sent[0]?.updated_at).toBe(OPENED);
    expect(screen.queryByText(/The purchase was saved/)).not.toBeInTheDocument();
    // The keyboard lands on what to do next.
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(/the form shows the purchase as it is saved now/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Auction \/ seller/)).toHaveValue('IAA Houston');

    await userEvent.clear(seller);
    await userEvent.type(seller, 'Manheim');
    await userEvent.click(screen.getByRole('button', { name: 'Save purchase' }));
    expect(await screen.findByText(/The purchase was saved/)).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ seller: 'Manheim', updated_at: THEIRS });
  });

  it('a second save after a successful one sends the version the first answered', async () => {
    const versions: (string | undefined)[] = [];
    let n = 0;
    server.use(
      http.put('*/api/v2/orders/carspurchased/5/update/', async ({ request }) => {
        versions.push(((await request.json()) as { updated_at?: string }).updated_at);
        n += 1;
        return HttpResponse.json(purchase(5, { updated_at: `2026-11-2${n}T00:00:00.000Z` }));
      }),
    );
    renderWithProviders(<PurchaseEditForm purchase={purchase(5, { updated_at: OPENED })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save purchase' }));
    expect(await screen.findByText(/The purchase was saved/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save purchase' }));
    await vi.waitFor(() => expect(versions).toEqual([OPENED, '2026-11-21T00:00:00.000Z']));
  });
});
