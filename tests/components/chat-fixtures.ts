// Chats and messages as the chat API returns them, for the inbox component tests.
import type { Chat, ChatMessage, ChatUser } from '@/lib/contract/chat';

export const alice: ChatUser = {
  id: 7,
  first_name: 'Alice',
  last_name: 'Andersen',
  profilePic: 'http://localhost/media/alice.png',
};
export const sokha: ChatUser = {
  id: 3,
  first_name: 'Sokha',
  last_name: 'Staff',
  profilePic: 'http://localhost/media/sokha.png',
};

export function message(id: number, sender: ChatUser, content: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    sender: sender.id,
    sender_data: { id: sender.id, first_name: sender.first_name },
    user: sender.id,
    content,
    is_read: false,
    message_read_status: [],
    created_at: '2026-11-20T03:00:00Z',
    media_type: null,
    file: null,
    chat: 1,
    ...extra,
  };
}

export function chat(id: number, extra: Partial<Chat> = {}): Chat {
  return {
    id,
    chat_type: 'support',
    display_name: 'Support',
    users: [alice, sokha],
    customer: alice,
    employee: sokha,
    car: null,
    is_visitor: false,
    parent_chat: null,
    done: false,
    follow_up: false,
    labels: [],
    unread_messages_count: 0,
    latest_message: message(id * 10, alice, 'Hello there', { chat: id }),
    created_at: '2026-11-20T02:00:00Z',
    ...extra,
  };
}
