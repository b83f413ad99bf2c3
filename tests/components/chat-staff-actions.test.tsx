// Staff actions in the conversation header: flags flip only once the server has agreed, labels come back from
// the server, and a deleted chat leaves the inbox, all through the query cache.
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatKeys } from '@/features/chat/api/chat-keys';
import { useChat } from '@/features/chat/api/get-chat';
import { ChatHeader } from '@/features/chat/components/chat-header';
import { useStaffActions } from '@/features/chat/components/use-staff-actions';
import { chatsOf, type ChatPages } from '@/features/chat/utils/chat-cache';
import type { Chat } from '@/lib/contract/chat';
import { useChatStore } from '@/stores/use-chat-store';
import { installMswServer, server } from '../support/msw/server';
import { routerMock } from '../support/next-navigation';
import { makeTestQueryClient, renderWithProviders } from '../support/render';
import { chat, sokha } from './chat-fixtures';

installMswServer();

let queryClient: QueryClient;

function Header() {
  const chatId = useChatStore((state) => state.currentChatId);
  const current = useChat(chatId);
  const actions = useStaffActions(chatId, true);
  return chatId !== null && current.data ? (
    <ChatHeader chat={current.data} viewerIsStaff actions={actions} onBack={vi.fn()} />
  ) : (
    <p>No chat open</p>
  );
}

const renderHeader = () => renderWithProviders(<Header />, { queryClient });
/** The inbox list as cached. */
const listed = () => chatsOf(queryClient.getQueryData<ChatPages>(chatKeys.list({})));
const openChat = () => queryClient.getQueryData<Chat>(chatKeys.detail(5));

beforeEach(() => {
  queryClient = makeTestQueryClient();
  queryClient.setQueryData(chatKeys.list({}), {
    pages: [{ count: 2, next: null, previous: null, results: [chat(5, { display_name: 'Alice Andersen' }), chat(6)] }],
    pageParams: [1],
  });
  useChatStore.setState({ currentChatId: 5 });
});
afterEach(() => vi.restoreAllMocks());

describe('staff actions', () => {
  it('marks the chat done only after the server has answered', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post('*/api/chats/toggle-done/', async () => {
        await answered;
        return HttpResponse.json({ chat_id: 5, done: true, follow_up: false });
      }),
    );
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Mark done' }));
    expect(screen.getByRole('button', { name: 'Mark done' })).toHaveAttribute('aria-pressed', 'false');
    expect(listed()[0]!.done).toBe(false);

    await act(async () => answer());
    expect(await screen.findByRole('button', { name: 'Done ✓' })).toHaveAttribute('aria-pressed', 'true');
    expect(listed()[0]!.done).toBe(true);
    expect(openChat()!.done).toBe(true);
  });

  it('leaves the follow-up flag alone and says so when the server refuses', async () => {
    server.use(
      http.post('*/api/chats/toggle-follow-up/', () => HttpResponse.json({ detail: 'Staff only.' }, { status: 403 })),
    );
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Follow up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The chat could not be updated.');
    expect(screen.getByRole('button', { name: 'Follow up' })).toHaveAttribute('aria-pressed', 'false');
    expect(openChat()!.follow_up).toBe(false);
    expect(listed()[0]!.follow_up).toBe(false);
  });

  it('creates a label with its colour and shows the labels the server returns', async () => {
    const created = vi.fn();
    server.use(
      http.get('*/api/chats/labels/', () => HttpResponse.json([])),
      http.post('*/api/chats/labels/create/', async ({ request }) => {
        created(await request.json());
        return HttpResponse.json({ id: 9, name: 'Hot lead', color: '#d32f2f' }, { status: 201 });
      }),
      http.post('*/api/chats/labels/add-label-to-chat/', () =>
        HttpResponse.json({ chat_id: 5, labels: [{ id: 9, name: 'Hot lead', color: '#d32f2f' }] }),
      ),
    );
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Labels' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Label name' }), 'Hot lead');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    const onChat = await screen.findByRole('list', { name: 'Labels on this chat' });
    expect(within(onChat).getByText('Hot lead')).toBeInTheDocument();
    expect(created).toHaveBeenCalledWith({ name: 'Hot lead', color: '#d32f2f' });
    expect(listed()[0]!.labels).toEqual([{ id: 9, name: 'Hot lead', color: '#d32f2f' }]);
  });

  it('assigns the chat to an employee from the list; the header and the list show the assignee the server returns', async () => {
    const assigned: unknown[] = [];
    const bora = { id: 11, first_name: 'Bora', last_name: 'Bun', profilePic: null };
    server.use(
      http.get('*/api/chats/employees/', () =>
        HttpResponse.json({ count: 2, next: null, previous: null, results: [sokha, bora] }),
      ),
      http.post('*/api/chats/assign-employee/', async ({ request }) => {
        assigned.push(await request.json());
        return HttpResponse.json(chat(5, { employee: bora }));
      }),
    );
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Assigned: Sokha' }));
    const employees = await screen.findByRole('list', { name: 'Employees' });
    await userEvent.click(within(employees).getByRole('button', { name: 'Bora Bun' }));
    expect(await screen.findByRole('button', { name: 'Assigned: Bora' })).toBeInTheDocument();
    expect(assigned).toEqual([{ chat_id: 5, employee_id: 11 }]);
    expect(listed()[0]!.employee).toEqual(bora);
    expect(openChat()!.employee).toEqual(bora);
  });

  it('deletes after confirmation, clears the open chat and goes back to the inbox', async () => {
    server.use(http.delete('*/api/chats/5/', () => new HttpResponse(null, { status: 204 })));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(useChatStore.getState().currentChatId).toBe(5);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No chat open')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(listed().map((c) => c.id)).toEqual([6]));
    expect(routerMock.push).toHaveBeenCalledWith('/messages/');
  });
});
