// Staff's outbox page body: parked messages with their tries and error, a retry that refreshes the list, empty state.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OutboxList } from '@/features/outbox/components/outbox-list';
import type { StaffOutboxMessage } from '@/lib/contract/outbox';
import { installMswServer, server } from '../support/msw/server';
import { renderWithProviders } from '../support/render';

installMswServer();

const parked: StaffOutboxMessage = {
  id: 41,
  channel: 'email',
  to: 'dara@example.com',
  subject: 'Verify your account',
  status: 'failed',
  attempts: 8,
  error: '550 mailbox unavailable',
  next_attempt_at: '2026-11-20T03:00:00Z',
  created_at: '2026-11-20T02:00:00Z',
  sent_at: null,
};

describe('OutboxList', () => {
  it('shows parked messages and retries one, then reloads the list', async () => {
    let pages = 0;
    const retried: string[] = [];
    server.use(
      http.get('*/api/admin/outbox/', ({ request }) => {
        pages += 1;
        expect(new URL(request.url).searchParams.get('status')).toBe('failed');
        const results = retried.length ? [] : [parked];
        return HttpResponse.json({ count: results.length, next: null, previous: null, results });
      }),
      http.post('*/api/admin/outbox/:id/retry/', ({ params }) => {
        retried.push(String(params.id));
        return HttpResponse.json({ ...parked, status: 'pending', attempts: 0 });
      }),
    );
    renderWithProviders(<OutboxList status="failed" page={1} />);
    const row = (await screen.findByText('dara@example.com')).closest('tr')!;
    expect(row).toHaveTextContent('550 mailbox unavailable');
    expect(within(row).getByText('8')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Retry the message to dara@example.com' }));
    expect(
      await screen.findByText('No parked messages: everything was delivered or is still being tried.'),
    ).toBeInTheDocument();
    expect(retried).toEqual(['41']);
    expect(pages).toBe(2);
  });

  it('says why a retry was refused', async () => {
    server.use(
      http.get('*/api/admin/outbox/', () =>
        HttpResponse.json({ count: 1, next: null, previous: null, results: [parked] }),
      ),
      http.post('*/api/admin/outbox/:id/retry/', () =>
        HttpResponse.json({ detail: 'Only a parked (failed) message can be retried.' }, { status: 400 }),
      ),
    );
    renderWithProviders(<OutboxList status="failed" page={1} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry the message to dara@example.com' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a parked (failed) message can be retried.');
  });
});
