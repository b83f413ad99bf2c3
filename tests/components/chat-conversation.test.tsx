// The open conversation: its name, the out-of-hours notice while the flag is set, the connection notice.
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Conversation } from '@/features/chat/components/conversation';
import { useChatStore } from '@/stores/use-chat-store';
import { renderWithProviders } from '../support/render';
import { alice, chat, message, sokha } from './chat-fixtures';

const open = { chatStatus: 'success', messageStatus: 'success', hasOlder: false, loadingOlder: false, loadOlder: vi.fn() } as const;

function renderConversation() {
  renderWithProviders(
    <Conversation chatId={5} viewerId={alice.id} viewerIsStaff={false} open={open} actions={null} onSend={vi.fn()} canSend onBack={vi.fn()} />,
  );
}

beforeEach(() => {
  useChatStore.setState({
    currentChat: chat(5, { display_name: 'Support' }),
    messages: [message(50, alice, 'Hello?', { chat: 5 })],
    outOfHours: { active: false, message: '' },
    socketState: 'connected',
    playSound: vi.fn(),
  });
});

describe('Conversation', () => {
  it('shows the out-of-hours message until the automatic reply has been added', () => {
    renderConversation();
    expect(screen.getByRole('heading', { name: 'Support' })).toBeInTheDocument();
    expect(screen.queryByText(/working hours/)).toBeNull();

    act(() => useChatStore.getState().receive({ command: 'not_working_hours', message: 'We are closed; back at 8:00 Cambodia time.' }));
    expect(screen.getByRole('status')).toHaveTextContent('We are closed; back at 8:00 Cambodia time.');

    act(() => useChatStore.getState().receive({ command: 'new_message', message: message(51, alice, 'Anyone there?', { chat: 5 }) }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Automatic reply')).toBeInTheDocument();
  });

  it('tells the reader when the connection is lost and when it gave up', () => {
    renderConversation();
    act(() => useChatStore.getState().setSocketState('reconnecting'));
    expect(screen.getByRole('status')).toHaveTextContent('Connection lost. Reconnecting…');
    act(() => useChatStore.getState().setSocketState('reconnect error'));
    expect(screen.getByRole('status')).toHaveTextContent('Reload the page to continue.');
    act(() => useChatStore.getState().receive({ command: 'new_message', message: message(52, sokha, 'Back online', { chat: 5 }) }));
    expect(screen.getByText('Back online')).toBeInTheDocument();
  });
});
