// The conversation's messages: an item per day, own messages marked with a read tick, files as players or links.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MessageList } from '@/features/chat/components/message-list';
import type { ChatMessage } from '@/lib/contract/chat';
import { renderWithProviders } from '../support/render';
import { alice, message, sokha } from './chat-fixtures';

function renderMessages(messages: ChatMessage[]) {
  renderWithProviders(
    <MessageList
      messages={messages}
      viewerId={alice.id}
      status="success"
      hasOlder={false}
      loadingOlder={false}
      onLoadOlder={vi.fn()}
    />,
  );
  return screen.getByRole('list', { name: 'Messages' });
}

describe('MessageList', () => {
  it('separates days (in Cambodia time) and marks own messages sent or read', () => {
    const list = renderMessages([
      message(1, alice, 'Is it still available?', { created_at: '2026-11-19T16:30:00Z', is_read: true }),
      message(2, sokha, 'Yes it is', { created_at: '2026-11-19T17:30:00Z' }),
      message(3, alice, 'Great', { created_at: '2026-11-19T18:00:00Z' }),
    ]);
    // 16:30 UTC is 23:30 on the 19th in Phnom Penh; 17:30 UTC is already the 20th.
    // Each day is an item of the list, read before that day's messages.
    const [day19, ...rest] = within(list).getAllByRole('listitem');
    const [first, day20, ...later] = rest;
    expect(day19).toHaveTextContent(/^19 Nov 2026$/);
    expect(day20).toHaveTextContent(/^20 Nov 2026$/);
    const items = [first, ...later];
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveAttribute('data-own', 'true');
    expect(within(items[0]!).getByLabelText('Read')).toBeInTheDocument();
    expect(items[1]).not.toHaveAttribute('data-own');
    expect(items[1]).toHaveTextContent('Sokha');
    expect(within(items[2]!).getByLabelText('Sent')).toBeInTheDocument();
  });

  it('plays audio and video, shows photos and links documents', () => {
    const list = renderMessages([
      message(1, sokha, '', { media_type: 'image', file: 'http://localhost/media/chat/front.webp' }),
      message(2, sokha, '', { media_type: 'audio', file: 'http://localhost/media/chat/note.ogg' }),
      message(3, sokha, '', { media_type: 'video', file: 'http://localhost/media/chat/walkaround.mp4' }),
      message(4, sokha, 'The invoice', { media_type: 'doc', file: 'http://localhost/media/chat/invoice%202026.pdf' }),
    ]);
    expect(within(list).getByRole('img', { name: 'Sent in the chat: front.webp' })).toHaveAttribute(
      'src',
      'http://localhost/media/chat/front.webp',
    );
    expect(list.querySelector('audio')).toHaveAttribute('src', 'http://localhost/media/chat/note.ogg');
    expect(list.querySelector('video')).toHaveAttribute('src', 'http://localhost/media/chat/walkaround.mp4');
    expect(within(list).getByRole('link', { name: 'invoice 2026.pdf' })).toHaveAttribute(
      'href',
      'http://localhost/media/chat/invoice%202026.pdf',
    );
    expect(list).toHaveTextContent('The invoice');
  });

  it('invites the first message in an empty chat', () => {
    renderMessages([]);
    expect(screen.getByText('No messages yet. Say hello!')).toBeInTheDocument();
  });
});
