// A staff note reaching an open dashboard: the notification socket's record_update frame is handed to the orders
// pages (lib/socket/record-events), which refetch their data and announce it; the chat's unread count is untouched.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, expect, it, vi, type MockInstance } from 'vitest';
import { NotificationBell } from '@/features/chat/components/notification-bell';
import { LiveRecordUpdates } from '@/features/orders/components/live-record-updates';
import { OrdersOverview } from '@/features/orders/components/orders-overview';
import type { OrdersOverview as Overview } from '@/lib/contract/orders';
import { useAuthStore } from '@/stores/use-auth-store';
import { FakeSocket } from '../lib/socket-fake';
import { fakeJwt, userFixture } from '../support/msw/auth-handlers';
import { installMswServer, server } from '../support/msw/server';
import { setLocation } from '../support/next-navigation';
import { renderWithProviders } from '../support/render';
import { overview } from './orders-customer-fixtures';

installMswServer();

const customer = userFixture({ id: 7 });
const token = fakeJwt({ userId: 7 });
let log: MockInstance<typeof console.log>;

beforeAll(() => import('@/features/chat/components/live-notification-bell'));
beforeEach(() => {
  setLocation('/dashboard/');
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  Cookies.set('token', token);
  useAuthStore.setState({ user: customer, token, status: 'authenticated' });
});
afterEach(() => {
  cleanup();
  Cookies.remove('token');
  useAuthStore.setState({ user: null, token: null, status: 'unknown' });
  vi.unstubAllGlobals();
  log.mockRestore();
});

it('refetches the overview and says which car has a new note when the socket brings one', async () => {
  const answers: Overview[] = [overview(), overview({ unread_notes: 3 })];
  let overviewCalls = 0;
  server.use(
    http.get('*/api/chats/unread-messages-count/', () => HttpResponse.json({ unread_message_count: 1 })),
    http.get('*/api/v2/orders/overview/', () => HttpResponse.json(answers[Math.min(overviewCalls++, 1)])),
  );
  renderWithProviders(
    <>
      <NotificationBell />
      <OrdersOverview />
      <LiveRecordUpdates />
    </>,
  );
  await screen.findByRole('link', { name: 'You have 1 unread messages' });
  await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
  const socket = FakeSocket.instances[0]!;
  act(() => socket.accept());
  const unread = () => screen.getByText('Unread notes', { selector: 'dt' }).nextElementSibling;
  await waitFor(() => expect(unread()).toHaveTextContent('2'));

  act(() =>
    socket.receive(
      JSON.stringify({
        command: 'record_update',
        event: 'note',
        kind: 'summaryreports',
        record_id: 5,
        car_sale_id: 41,
        text: 'Arrived; customs assessment expected this week.',
        at: '2026-11-21T03:00:00Z',
      }),
    ),
  );

  expect(await screen.findByText('New note on 2021 Toyota Camry')).toBeInTheDocument();
  await waitFor(() => expect(unread()).toHaveTextContent('3'));
  expect(overviewCalls).toBe(2);
  expect(screen.getByRole('link', { name: 'You have 1 unread messages' })).toBeInTheDocument();
});
