// The open conversation: its name, the out-of-hours notice while the flag is set, the connection notice, and the
// server's passing notices; messages come from the cache the chat socket's frames update.
import { act, screen } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chatKeys } from '@/features/chat/api/chat-keys';
import { Conversation } from '@/features/chat/components/conversation';
import { useOpenChat } from '@/features/chat/components/use-open-chat';
import { applyChatFrame } from '@/features/chat/utils/apply-chat-frame';
import type { ServerFrame } from '@/lib/contract/chat';
import { useChatStore } from '@/stores/use-chat-store';
import { makeTestQueryClient, renderWithProviders } from '../support/render';
import { alice, chat, message, sokha } from './chat-fixtures';

let queryClient: QueryClient;

function OpenConversation() {
  const open = useOpenChat(5);
  return (
    <Conversation
      chatId={5}
      viewerId={alice.id}
      viewerIsStaff={false}
      open={open}
      actions={null}
      onSend={vi.fn()}
      canSend
      onBack={vi.fn()}
    />
  );
}

function renderConversation() {
  renderWithProviders(<OpenConversation />, { queryClient });
}

/** A frame from chat 5's socket. */
const receive = (frame: ServerFrame) =>
  act(() => applyChatFrame(frame, { queryClient, store: useChatStore, viewerId: alice.id, socketChatId: 5 }));

beforeEach(() => {
  queryClient = makeTestQueryClient();
  queryClient.setQueryData(chatKeys.detail(5), chat(5, { display_name: 'Support' }));
  queryClient.setQueryData(chatKeys.messages(5), {
    pages: [{ count: 1, next: null, previous: null, results: [message(50, alice, 'Hello?', { chat: 5 })] }],
    pageParams: [1],
  });
  useChatStore.setState({
    currentChatId: null,
    outOfHours: { active: false, message: '' },
    notice: null,
    socketState: 'connected',
    playSound: vi.fn(),
  });
});

describe('Conversation', () => {
  it('shows the out-of-hours message until the automatic reply has been added', async () => {
    renderConversation();
    expect(screen.getByRole('heading', { level: 2, name: 'Support' })).toBeInTheDocument();
    expect(screen.queryByText(/working hours/)).toBeNull();

    expect(useChatStore.getState().currentChatId).toBe(5);
    expect(screen.getByText('Hello?')).toBeInTheDocument();
    receive({ command: 'not_working_hours', message: 'We are closed; back at 8:00 Cambodia time.' });
    expect(screen.getByRole('status')).toHaveTextContent('We are closed; back at 8:00 Cambodia time.');

    receive({ command: 'new_message', message: message(51, alice, 'Anyone there?', { chat: 5 }) });
    // The cache tells its observers in a batch of its own, just after the frame.
    expect(await screen.findByText('Automatic reply')).toBeInTheDocument();
    expect(screen.getByText('Anyone there?')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tells the reader when the connection is lost and when it gave up', async () => {
    renderConversation();
    act(() => useChatStore.getState().setSocketState('reconnecting'));
    expect(screen.getByRole('status')).toHaveTextContent('Connection lost. Reconnecting…');
    act(() => useChatStore.getState().setSocketState('reconnect error'));
    expect(screen.getByRole('status')).toHaveTextContent('Reload the page to continue.');
    receive({ command: 'new_message', message: message(52, sokha, 'Back online', { chat: 5 }) });
    expect(await screen.findByText('Back online')).toBeInTheDocument();
  });

  it("shows the server's error frame by the message box until it passes", () => {
    vi.useFakeTimers();
    try {
      renderConversation();
      receive({ command: 'error', detail: 'You are sending messages too fast. Please wait a moment.' });
      expect(screen.getByRole('status')).toHaveTextContent('You are sending messages too fast.');
      act(() => useChatStore.getState().setNotice(null));
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
