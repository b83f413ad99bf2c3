// The navbar's notification bell (spec §1, §4): logged-in users see the unread count with the tooltip
// 'You have {n} unread messages' and a link to the inbox; the notification socket keeps the cached count live.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Navbar } from '@/components/layout/navbar/navbar';
import type { ChatMessage } from '@/lib/contract/chat';
import { NotificationBell } from '@/features/chat/components/notification-bell';
import { useAuthStore, type AuthUser } from '@/stores/use-auth-store';
import { useChatStore } from '@/stores/use-chat-store';
import { FakeSocket } from '../lib/socket-fake';
import { fakeJwt, userFixture } from '../support/msw/auth-handlers';
import { installMswServer, server } from '../support/msw/server';
import { setLocation } from '../support/next-navigation';
import { renderWithProviders } from '../support/render';

installMswServer();

const customer = userFixture({ id: 7 });
const token = fakeJwt({ userId: 7 });
const initial = useChatStore.getState();
let log: MockInstance<typeof console.log>;

/** As a restored session leaves it: the token in the store and in the cookie the API client reads. */
const signIn = (user: AuthUser) => {
  Cookies.set('token', token);
  useAuthStore.setState({ user, token, status: 'authenticated' });
};
const unreadCount = (count: number, calls: string[] = []) =>
  http.get('*/api/chats/unread-messages-count/', ({ request }) => {
    calls.push(request.headers.get('authorization') ?? '');
    return HttpResponse.json({ unread_message_count: count });
  });
const message: ChatMessage = {
  id: 50,
  sender: 2,
  sender_data: { id: 2, first_name: 'Sokha' },
  user: 2,
  content: 'Your car has shipped',
  is_read: false,
  message_read_status: [],
  created_at: '2026-03-01T10:00:00.000Z',
  media_type: null,
  file: null,
  chat: 3,
};

// The bell loads its live part lazily; importing it once here keeps the first test's waits about behaviour, not module loading.
beforeAll(() => import('@/features/chat/components/live-notification-bell'));

beforeEach(() => {
  setLocation('/');
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  useChatStore.setState({ ...initial, playSound: vi.fn() }, true);
});
afterEach(() => {
  // Unmounted here so the sockets' closing log lines land in the spy.
  cleanup();
  Cookies.remove('token');
  useAuthStore.setState({ user: null, token: null, status: 'unknown' });
  vi.unstubAllGlobals();
  log.mockRestore();
});

/** A signed-in customer's bell showing `count`, its notification socket open. */
async function openBell(count: number): Promise<FakeSocket> {
  server.use(unreadCount(count));
  signIn(customer);
  renderWithProviders(<NotificationBell />);
  await screen.findByRole('link', { name: `You have ${count} unread messages` });
  await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
  const socket = FakeSocket.instances[0]!;
  act(() => socket.accept());
  return socket;
}

describe('NotificationBell', () => {
  it('shows the unread count from the server with its tooltip and links to the inbox', async () => {
    const calls: string[] = [];
    server.use(unreadCount(3, calls));
    signIn(customer);
    renderWithProviders(<NotificationBell />);

    // The first lazy load of the live bell in a run can take a moment on a busy machine (the warm-up above helps).
    const bell = await screen.findByRole('link', { name: 'You have 3 unread messages' }, { timeout: 3000 });
    expect(bell).toHaveAttribute('title', 'You have 3 unread messages');
    expect(bell).toHaveAttribute('href', '/messages');
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('3');
    expect(calls).toEqual([`Bearer ${token}`]);
  });

  it('opens the notification socket for the user; a message in a chat not open raises the count', async () => {
    server.use(unreadCount(3));
    signIn(customer);
    renderWithProviders(<NotificationBell />);
    await screen.findByRole('link', { name: 'You have 3 unread messages' });

    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    const socket = FakeSocket.instances[0]!;
    expect(socket.url).toBe(`ws://localhost:3000/ws/notifications/${customer.unique_id}/?token=${token}`);
    act(() => socket.accept());
    act(() => socket.receive(JSON.stringify({ command: 'new_message_notification', chat: 3, message })));

    // The cache tells the bell in a batch of its own, just after the frame.
    expect(await screen.findByRole('link', { name: 'You have 4 unread messages' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('4');
  });

  it('brings the count down when the user reads a chat in another tab', async () => {
    const socket = await openBell(3);
    // Another tab read chat 3 (two messages): this page never loaded it, so the server's count is asked again.
    server.use(unreadCount(1));
    act(() => socket.receive(JSON.stringify({ command: 'message_read', chat: 3, message_id: 51, user: customer.id })));
    expect(await screen.findByRole('link', { name: 'You have 1 unread messages' })).toBeInTheDocument();
  });

  it('fetches the count again after the socket reconnects', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await openBell(3);
      server.use(unreadCount(9));
      act(() => FakeSocket.instances[0]!.serverClose(1006));
      await act(() => vi.advanceTimersByTimeAsync(3000));
      act(() => FakeSocket.instances[1]!.accept());
      expect(await screen.findByRole('link', { name: 'You have 9 unread messages' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows no badge at 0 but keeps the tooltip', async () => {
    server.use(unreadCount(0));
    signIn(customer);
    renderWithProviders(<NotificationBell />);
    expect(await screen.findByRole('link', { name: 'You have 0 unread messages' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
  });

  it('is not there for visitors or the dummy account, and opens no socket for visitors', () => {
    useAuthStore.setState({ user: null, token: null, status: 'anonymous' });
    const { unmount } = renderWithProviders(<NotificationBell />);
    expect(screen.queryByRole('link', { name: /unread messages/ })).not.toBeInTheDocument();
    expect(FakeSocket.instances).toHaveLength(0);
    unmount();

    signIn(userFixture({ id: 4, is_dummy_account: true }));
    renderWithProviders(<NotificationBell />);
    expect(screen.queryByRole('link', { name: /unread messages/ })).not.toBeInTheDocument();
  });

  it('sits in the navbar for a logged-in user', async () => {
    server.use(unreadCount(2));
    signIn(customer);
    renderWithProviders(<Navbar bell={<NotificationBell />} />);
    expect(await screen.findByRole('link', { name: 'You have 2 unread messages' })).toBeInTheDocument();
  });
});
