// The inbox as staff use it: chats load into the list, and the filters narrow what the API is asked for.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ChatInbox } from '@/features/chat/components/chat-inbox';
import { applyChatFrame } from '@/features/chat/utils/apply-chat-frame';
import type { Chat } from '@/lib/contract/chat';
import { useAuthStore } from '@/stores/use-auth-store';
import { useChatStore } from '@/stores/use-chat-store';
import { installMswServer, server } from '../support/msw/server';
import { renderWithProviders } from '../support/render';
import { chat, message, sokha } from './chat-fixtures';

installMswServer();

const staffUser = {
  id: 3,
  unique_id: '5a0c7c3e-0000-4000-8000-000000000003',
  email: 'staff@demo.local',
  first_name: 'Sokha',
  last_name: 'Staff',
  account_type: 'Personal Account',
  is_dummy_account: false,
  is_admin: true,
  is_superuser: false,
};

function answerChats(asked: URLSearchParams[], byQuery: (params: URLSearchParams) => Chat[]) {
  server.use(
    http.get('*/api/chats/labels/', () => HttpResponse.json([{ id: 4, name: 'Hot lead', color: '#d32f2f' }])),
    http.get('*/api/chats/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const results = byQuery(params);
      return HttpResponse.json({ count: results.length, next: null, previous: null, results });
    }),
  );
}

beforeEach(() => {
  useAuthStore.setState({ user: staffUser, token: 'token', status: 'authenticated' });
  useChatStore.setState({ currentChatId: null });
});

describe('ChatInbox for staff', () => {
  it('lists every chat, then only the filtered ones, asking the API with the filters', async () => {
    const asked: URLSearchParams[] = [];
    answerChats(asked, (params) =>
      params.get('assigned') === 'me'
        ? [chat(2, { display_name: 'Bora Bun' })]
        : [chat(1, { display_name: 'Alice Andersen' }), chat(2, { display_name: 'Bora Bun' })],
    );
    renderWithProviders(<ChatInbox chatId={null} />);
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Alice Andersen'), expect.stringContaining('Bora Bun')]);
    expect(asked[0]!.get('page_size')).toBe('10');
    expect(screen.getByText('Choose a conversation to read it here.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mine' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Andersen|Bun/ })).toHaveLength(1));
    expect(screen.getByRole('link', { name: /Bora Bun/ })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Label' }), 'Hot lead');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Done');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Needs follow-up only' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'bora{Enter}');
    await waitFor(() => expect(asked.at(-1)!.get('search')).toBe('bora'));
    const last = asked.at(-1)!;
    expect([last.get('assigned'), last.get('label'), last.get('done'), last.get('follow_up')]).toEqual([
      'me',
      '4',
      'true',
      'true',
    ]);
    expect(screen.queryByRole('button', { name: 'New conversation' })).toBeNull();
  });

  it('says so when the list cannot be loaded', async () => {
    server.use(
      http.get('*/api/chats/labels/', () => HttpResponse.json([])),
      http.get('*/api/chats/', () => HttpResponse.json({ detail: 'Server Error' }, { status: 500 })),
    );
    renderWithProviders(<ChatInbox chatId={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your conversations could not be loaded.');
  });

  it('keeps what a notification changed when the inbox mounts again with the cached list (opening a chat)', async () => {
    answerChats([], () => [chat(1, { display_name: 'Alice Andersen' }), chat(2, { display_name: 'Bora Bun' })]);
    const first = renderWithProviders(<ChatInbox chatId={null} />);
    await screen.findByRole('link', { name: /Bora Bun/ });
    const notification = {
      command: 'new_message_notification',
      chat: 2,
      message: message(90, sokha, 'Your car has landed', { chat: 2, created_at: '2026-11-22T03:00:00Z' }),
    } as const;
    act(() =>
      applyChatFrame(notification, {
        queryClient: first.queryClient,
        store: useChatStore,
        viewerId: staffUser.id,
        socketChatId: null,
      }),
    );
    const rows = () => within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link');
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Your car has landed'));
    first.unmount();

    // The same query cache, as when the app moves from /messages/ to /messages/{id}/.
    renderWithProviders(<ChatInbox chatId={null} />, { queryClient: first.queryClient });
    await screen.findByRole('list', { name: 'Conversations' });
    expect(rows()[0]).toHaveTextContent('Your car has landed');
    expect(within(rows()[0]!).getByLabelText('1 unread')).toBeInTheDocument();
  });
});
