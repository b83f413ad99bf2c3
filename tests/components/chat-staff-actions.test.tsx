// Staff actions in the conversation header: flags flip only once the server has agreed, labels come back from
// the server, and a deleted chat leaves the inbox.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatHeader } from '@/features/chat/components/chat-header';
import { useStaffActions } from '@/features/chat/components/use-staff-actions';
import { useChatStore } from '@/stores/use-chat-store';
import { installMswServer, server } from '../support/msw/server';
import { routerMock } from '../support/next-navigation';
import { renderWithProviders } from '../support/render';
import { chat } from './chat-fixtures';

vi.mock('next/navigation', () => import('../support/next-navigation'));
installMswServer();

function Header() {
  const current = useChatStore((state) => state.currentChat);
  const actions = useStaffActions(current?.id ?? null, true);
  return current ? <ChatHeader chat={current} viewerIsStaff actions={actions} onBack={vi.fn()} /> : <p>No chat open</p>;
}

beforeEach(() => {
  const open = chat(5, { display_name: 'Alice Andersen' });
  useChatStore.setState({ chats: [open, chat(6)], currentChat: open, messages: [] });
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
    renderWithProviders(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark done' }));
    expect(screen.getByRole('button', { name: 'Mark done' })).toHaveAttribute('aria-pressed', 'false');
    expect(useChatStore.getState().chats[0]!.done).toBe(false);

    await act(async () => answer());
    expect(await screen.findByRole('button', { name: 'Done ✓' })).toHaveAttribute('aria-pressed', 'true');
    expect(useChatStore.getState().chats[0]!.done).toBe(true);
  });

  it('leaves the follow-up flag alone and says so when the server refuses', async () => {
    server.use(http.post('*/api/chats/toggle-follow-up/', () => HttpResponse.json({ detail: 'Staff only.' }, { status: 403 })));
    renderWithProviders(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Follow up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The chat could not be updated.');
    expect(screen.getByRole('button', { name: 'Follow up' })).toHaveAttribute('aria-pressed', 'false');
    expect(useChatStore.getState().currentChat!.follow_up).toBe(false);
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
    renderWithProviders(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Labels' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Label name' }), 'Hot lead');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    const onChat = await screen.findByRole('list', { name: 'Labels on this chat' });
    expect(within(onChat).getByText('Hot lead')).toBeInTheDocument();
    expect(created).toHaveBeenCalledWith({ name: 'Hot lead', color: '#d32f2f' });
    expect(useChatStore.getState().chats[0]!.labels).toEqual([{ id: 9, name: 'Hot lead', color: '#d32f2f' }]);
  });

  it('deletes after confirmation, clears the open chat and goes back to the inbox', async () => {
    server.use(http.delete('*/api/chats/5/', () => new HttpResponse(null, { status: 204 })));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderWithProviders(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(useChatStore.getState().currentChat?.id).toBe(5);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No chat open')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(useChatStore.getState().chats.map((c) => c.id)).toEqual([6]);
    expect(routerMock.push).toHaveBeenCalledWith('/messages/');
  });
});
