// The inbox list: each chat under the name and picture its viewer should see, unread badges, staff-only chips.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChatList } from '@/features/chat/components/chat-list';
import type { Chat } from '@/lib/contract/chat';
import { renderWithProviders } from '../support/render';
import { alice, chat, message } from './chat-fixtures';

const car = {
  id: 41,
  vehicle_name: '2019 Toyota Camry SE',
  cover_image: 'http://localhost/media/camry.webp',
  price: 18500,
  url: '/cars/41',
};

function renderList(chats: Chat[], viewerIsStaff: boolean) {
  renderWithProviders(
    <ChatList
      chats={chats}
      activeId={null}
      viewerIsStaff={viewerIsStaff}
      status="success"
      hasMore={false}
      loadingMore={false}
      onLoadMore={vi.fn()}
    />,
  );
  return within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link');
}

describe('ChatList', () => {
  it('shows a customer the car in a car chat, with its picture, and hides the team’s labels', () => {
    const carChat = chat(2, {
      chat_type: 'car',
      display_name: car.vehicle_name,
      car,
      done: true,
      labels: [{ id: 1, name: 'Hot lead', color: '#d32f2f' }],
    });
    const [row] = renderList([carChat], false);
    expect(row).toHaveTextContent('2019 Toyota Camry SE');
    expect(row!.querySelector('img')).toHaveAttribute('src', car.cover_image);
    expect(row).not.toHaveTextContent('Hot lead');
    expect(row).not.toHaveTextContent('Done');
    // Next adds the trailing slash from the app's config; the unit environment has none.
    expect(row).toHaveAttribute('href', expect.stringMatching(/^\/messages\/2\/?$/));
  });

  it('shows staff the customer of the same chat, with done, follow-up and label chips', () => {
    const carChat = chat(2, {
      chat_type: 'car',
      display_name: 'Alice Andersen',
      car,
      done: true,
      follow_up: true,
      labels: [{ id: 1, name: 'Hot lead', color: '#d32f2f' }],
    });
    const [row] = renderList([carChat], true);
    expect(row).toHaveTextContent('Alice Andersen');
    expect(row!.querySelector('img')).toHaveAttribute('src', alice.profilePic);
    expect(row).toHaveTextContent('Hot lead');
    expect(row).toHaveTextContent('Done');
    expect(row).toHaveTextContent('Follow-up');
  });

  it("shows staff the chat's own car with its price, the assignee, and marks a visitor", () => {
    const rows = renderList(
      [
        chat(2, { chat_type: 'car', display_name: 'Alice Andersen', car }),
        chat(3, { display_name: 'Vanna', employee: null, is_visitor: true }),
      ],
      true,
    );
    expect(rows[0]).toHaveTextContent('2019 Toyota Camry SE');
    expect(rows[0]).toHaveTextContent('$18,500');
    expect(rows[0]!.querySelector(`img[src="${car.cover_image}"]`)).not.toBeNull();
    expect(rows[0]).toHaveTextContent('Assigned to Sokha');
    expect(rows[0]).not.toHaveTextContent('Visitor');
    expect(rows[1]).toHaveTextContent('Unassigned');
    expect(rows[1]).toHaveTextContent('Visitor');
  });

  it('previews the latest message, counts unread ones and names a file when there is no text', () => {
    const rows = renderList(
      [
        chat(1, { unread_messages_count: 3, latest_message: message(12, alice, 'Is it still for sale?') }),
        chat(2, {
          latest_message: message(22, alice, '', {
            media_type: 'image',
            file: 'http://localhost/media/a.png',
            chat: 2,
          }),
        }),
        chat(3, { latest_message: null }),
      ],
      false,
    );
    expect(rows[0]).toHaveTextContent('Is it still for sale?');
    expect(within(rows[0]!).getByLabelText('3 unread')).toHaveTextContent('3');
    expect(rows[1]).toHaveTextContent('Sent a photo');
    expect(within(rows[1]!).queryByLabelText(/unread/)).toBeNull();
    expect(rows[2]).toHaveTextContent('No messages yet');
  });

  it('says when there are no conversations and when they could not be loaded', () => {
    const { rerender } = renderWithProviders(
      <ChatList
        chats={[]}
        activeId={null}
        viewerIsStaff={false}
        status="success"
        hasMore={false}
        loadingMore={false}
        onLoadMore={vi.fn()}
      />,
    );
    expect(screen.getByText('No conversations yet.')).toBeInTheDocument();
    rerender(
      <ChatList
        chats={[]}
        activeId={null}
        viewerIsStaff={false}
        status="error"
        hasMore={false}
        loadingMore={false}
        onLoadMore={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your conversations could not be loaded.');
  });
});
