// The customer's dashboard overview: the empty state, the totals, each car on its way with its stage, ETA, unread
// notes and balance, the latest activity; and a staff note arriving live (counts refetched, a notice announced).
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { LiveRecordUpdates } from '@/features/orders/components/live-record-updates';
import { OrdersOverview } from '@/features/orders/components/orders-overview';
import type { OrdersOverview as Overview } from '@/lib/contract/orders';
import { publishRecordEvent } from '@/lib/socket/record-events';
import { useAuthStore } from '@/stores/use-auth-store';
import { installMswServer, server } from '../support/msw/server';
import { renderWithProviders } from '../support/render';
import { customerUser, emptyOverview, overview } from './orders-customer-fixtures';

installMswServer();

function answer(...answers: Overview[]) {
  let calls = 0;
  server.use(
    http.get('*/api/v2/orders/overview/', () => HttpResponse.json(answers[Math.min(calls++, answers.length - 1)])),
  );
  return () => calls;
}

beforeEach(() => useAuthStore.setState({ user: customerUser, token: 'token', status: 'authenticated' }));

const total = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;

describe('OrdersOverview', () => {
  it('invites a customer with no cars to browse them', async () => {
    answer(emptyOverview);
    renderWithProviders(<OrdersOverview />);
    expect(await screen.findByText('No cars on the way yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse cars' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/cars\/?$/),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the totals, each car on its way and the latest activity', async () => {
    answer(overview());
    renderWithProviders(<OrdersOverview />);

    const cars = within(await screen.findByRole('region', { name: 'Your cars on the way' }));
    const camry = cars.getByRole('link', { name: '2021 Toyota Camry' }).closest('article')!;
    expect(total('On the way')).toHaveTextContent('2');
    expect(total('Delivered')).toHaveTextContent('1');
    expect(total('Unread notes')).toHaveTextContent('2');
    expect(total('Balance due')).toHaveTextContent('$2,250');

    expect(within(camry).getByRole('link', { name: '2021 Toyota Camry' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/shipping-dashboard\/summary-report\/5\/?$/),
    );
    expect(camry).toHaveTextContent('…123456');
    expect(camry).toHaveTextContent('Container shipped');
    expect(camry).toHaveTextContent('ETA 20 Dec 2026');
    expect(camry).toHaveTextContent('2 new notes');
    expect(camry).toHaveTextContent('Balance $2,250');
    expect(within(camry).getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Container shipped (5 of 8)');

    const lexus = cars.getByRole('link', { name: '2019 Lexus RX 350' }).closest('article')!;
    expect(lexus).not.toHaveTextContent('ETA');
    expect(lexus).not.toHaveTextContent('new note');
    expect(lexus).toHaveTextContent('Balance $0');

    const activity = screen.getByRole('region', { name: 'Latest activity' });
    expect(activity).toHaveTextContent('Title copy received, original is on its way by mail.');
    // A note shows its moment; a stage only its day (no midnight clock time).
    expect(activity).toHaveTextContent(/Note · 20 Nov 2026, \d\d:\d\d/);
    expect(activity).toHaveTextContent(/Stage · 18 Nov 2026$|Stage · 18 Nov 2026[^,]/);
    expect(within(activity).getByRole('link', { name: '2021 Toyota Camry' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/shipping-dashboard\/car-sales\/41\/?$/),
    );
  });

  it('says when every car has arrived', async () => {
    answer({ ...emptyOverview, delivered_count: 3 });
    renderWithProviders(<OrdersOverview />);
    expect(await screen.findByText(/No cars on the way right now/)).toBeInTheDocument();
    expect(total('Delivered')).toHaveTextContent('3');
  });

  it('refetches the counts and announces a staff note that arrives live', async () => {
    const calls = answer(overview(), overview({ unread_notes: 3 }));
    renderWithProviders(
      <>
        <OrdersOverview />
        <LiveRecordUpdates />
      </>,
    );
    await screen.findByRole('region', { name: 'Your cars on the way' });
    expect(total('Unread notes')).toHaveTextContent('2');

    act(() =>
      publishRecordEvent({
        command: 'record_update',
        event: 'note',
        kind: 'carsales',
        record_id: 41,
        car_sale_id: 41,
        text: 'Car loaded, photos attached.',
        at: '2026-11-21T03:00:00Z',
      }),
    );

    expect(await screen.findByRole('status')).toHaveTextContent('New note on 2021 Toyota Camry');
    expect(screen.getByRole('status')).toHaveTextContent('Car loaded, photos attached.');
    await waitFor(() => expect(total('Unread notes')).toHaveTextContent('3'));
    expect(calls()).toBe(2);
  });
});
