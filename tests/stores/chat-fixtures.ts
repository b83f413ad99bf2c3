// Bare chats and messages (no members, no latest message) for the cache and socket tests of the chat store.
import type { Chat, ChatMessage } from '@/lib/contract/chat';

export function message(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    sender: 2,
    sender_data: { id: 2, first_name: 'Sokha' },
    user: 2,
    content: `message ${id}`,
    is_read: false,
    message_read_status: [{ user: 7, is_read: false }],
    created_at: '2026-03-01T10:00:00.000Z',
    media_type: null,
    file: null,
    chat: 1,
    ...overrides,
  };
}

export function chat(id: number, overrides: Partial<Chat> = {}): Chat {
  return {
    id,
    chat_type: 'support',
    display_name: `Chat ${id}`,
    users: [],
    customer: null,
    employee: null,
    car: null,
    is_visitor: false,
    parent_chat: null,
    done: false,
    follow_up: false,
    labels: [],
    unread_messages_count: 0,
    latest_message: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
