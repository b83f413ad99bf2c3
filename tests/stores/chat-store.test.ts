// The chat store's reducer for every server frame and its actions (spec §4), with the spec's exact numbers (§9).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Chat, ChatMessage } from '@/lib/contract/chat';
import { useAuthStore, type AuthUser } from '@/stores/use-auth-store';
import { useChatStore } from '@/stores/use-chat-store';

function message(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
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

function chat(id: number, overrides: Partial<Chat> = {}): Chat {
  return {
    id,
    chat_type: 'support',
    display_name: `Chat ${id}`,
    users: [],
    customer: null,
    employee: null,
    car: null,
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

const viewer: AuthUser = {
  id: 7,
  unique_id: 'u-7',
  email: 'dara@example.com',
  first_name: 'Dara',
  last_name: 'Sok',
  account_type: 'Customer',
  is_dummy_account: false,
  is_admin: false,
  is_superuser: false,
};

const initial = useChatStore.getState();
const playSound = vi.fn();
const state = () => useChatStore.getState();

beforeEach(() => {
  useChatStore.setState({ ...initial, playSound }, true);
  useAuthStore.setState({ user: viewer, token: 'abc' });
});
afterEach(() => {
  playSound.mockReset();
  useAuthStore.setState({ user: null, token: null });
  vi.useRealTimers();
});

describe('new_message', () => {
  it('plays the sound and appends the message, once however often it arrives', () => {
    state().setCurrentChat(chat(1));
    state().setMessages([message(1)]);
    state().receive({ command: 'new_message', message: message(2) });
    state().receive({ command: 'new_message', message: message(2) });
    expect(state().messages.map((m) => m.id)).toEqual([1, 2]);
    expect(playSound).toHaveBeenCalledTimes(1);
  });

  it('answers with the out-of-hours reply (id + 100000, sender 0) after a not_working_hours frame, then clears the flag', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T22:00:00.000Z') });
    state().setCurrentChat(chat(1));
    state().receive({ command: 'not_working_hours', message: 'We are closed; we reply at 8:00.' });
    expect(state().outOfHours).toEqual({ active: true, message: 'We are closed; we reply at 8:00.' });

    state().receive({ command: 'new_message', message: message(42) });
    expect(state().messages).toHaveLength(2);
    expect(state().messages[1]).toMatchObject({
      id: 100042,
      sender: 0,
      content: 'We are closed; we reply at 8:00.',
      created_at: '2026-03-01T22:00:00.000Z',
      chat: 1,
    });
    expect(state().outOfHours.active).toBe(false);

    state().receive({ command: 'new_message', message: message(43) });
    expect(state().messages.map((m) => m.id)).toEqual([42, 100042, 43]);
  });

  it('moves the chat to the top of the list with the message as its latest', () => {
    state().setChats([chat(2, { latest_message: message(5, { chat: 2, created_at: '2026-02-01T00:00:00.000Z' }) }), chat(1)]);
    state().setCurrentChat(chat(1));
    state().receive({ command: 'new_message', message: message(9) });
    expect(state().chats.map((c) => c.id)).toEqual([1, 2]);
    expect(state().chats[0]!.latest_message?.id).toBe(9);
  });

  it('ignores a message for another chat than the open one', () => {
    state().setCurrentChat(chat(1));
    state().receive({ command: 'new_message', message: message(3, { chat: 8 }) });
    expect(state().messages).toEqual([]);
    expect(playSound).not.toHaveBeenCalled();
  });
});

describe('message_read', () => {
  it('marks the message read and lowers the chat and global counts by the messages the viewer had not read', () => {
    state().setChats([chat(1, { unread_messages_count: 3 })]);
    state().setCurrentChat(chat(1, { unread_messages_count: 3 }));
    state().setUnreadCount(5);
    state().setMessages([message(1), message(2), message(3)]);
    state().receive({ command: 'message_read', chat: 1, message_id: 2, user: 7 });

    expect(state().messages.map((m) => m.is_read)).toEqual([true, true, false]);
    expect(state().messages[0]!.message_read_status).toEqual([{ user: 7, is_read: true }]);
    expect(state().chats[0]!.unread_messages_count).toBe(1);
    expect(state().currentChat!.unread_messages_count).toBe(1);
    expect(state().unreadCount).toBe(3);
  });

  it('never takes a count below 0', () => {
    state().setChats([chat(1, { unread_messages_count: 0 })]);
    state().setUnreadCount(0);
    state().receive({ command: 'message_read', chat: 1, message_id: 99, user: 7 });
    expect(state().chats[0]!.unread_messages_count).toBe(0);
    expect(state().unreadCount).toBe(0);
  });

  it("lowers by one for a message that is not loaded, and by nothing for one already read", () => {
    state().setChats([chat(1, { unread_messages_count: 2 })]);
    state().setUnreadCount(2);
    state().receive({ command: 'message_read', chat: 1, message_id: 99, user: 7 });
    expect(state().unreadCount).toBe(1);
    state().setMessages([message(5, { is_read: true, message_read_status: [{ user: 7, is_read: true }] })]);
    state().receive({ command: 'message_read', chat: 1, message_id: 5, user: 7 });
    expect(state().unreadCount).toBe(1);
    expect(state().chats[0]!.unread_messages_count).toBe(1);
  });

  it('reading the newest message clears the whole chat, even with more unread than the loaded page', () => {
    const latest = message(200);
    state().setChats([chat(1, { unread_messages_count: 161, latest_message: latest }), chat(2, { unread_messages_count: 4 })]);
    state().setCurrentChat(chat(1, { unread_messages_count: 161, latest_message: latest }));
    state().setUnreadCount(165);
    state().setMessages(Array.from({ length: 20 }, (_, i) => message(181 + i)));
    state().receive({ command: 'message_read', chat: 1, message_id: 200, user: 7 });
    expect(state().chats[0]!.unread_messages_count).toBe(0);
    expect(state().currentChat!.unread_messages_count).toBe(0);
    expect(state().unreadCount).toBe(4);
  });

  it("shows the other member's read receipt on my messages without touching my counts", () => {
    state().setChats([chat(1, { unread_messages_count: 2 })]);
    state().setUnreadCount(2);
    state().setMessages([message(1, { sender: 7, message_read_status: [{ user: 2, is_read: false }] })]);
    state().receive({ command: 'message_read', chat: 1, message_id: 1, user: 2 });
    expect(state().messages[0]).toMatchObject({ is_read: true, message_read_status: [{ user: 2, is_read: true }] });
    expect(state().unreadCount).toBe(2);
    expect(state().chats[0]!.unread_messages_count).toBe(2);
  });
});

describe('other frames', () => {
  it('broadcast_message adds the message (an uploaded file) without a duplicate', () => {
    state().setCurrentChat(chat(1));
    state().setMessages([message(1)]);
    state().receive({ command: 'broadcast_message', message: message(2, { media_type: 'image', file: 'http://x/a.webp' }) });
    state().receive({ command: 'broadcast_message', message: message(2) });
    expect(state().messages.map((m) => m.id)).toEqual([1, 2]);
    expect(playSound).not.toHaveBeenCalled();
  });

  it('a notification for a chat not open raises its and the global count and re-sorts by latest message, newest first', () => {
    const old = (id: number, at: string) => message(id, { chat: id, created_at: at });
    state().setChats([
      chat(1, { latest_message: old(1, '2026-03-03T00:00:00.000Z') }),
      chat(2, { latest_message: old(2, '2026-03-02T00:00:00.000Z') }),
      chat(3, { unread_messages_count: 4, latest_message: old(3, '2026-03-01T00:00:00.000Z') }),
    ]);
    state().setCurrentChat(chat(1));
    state().setUnreadCount(4);
    state().receive({ command: 'new_message_notification', chat: 3, message: message(30, { chat: 3, created_at: '2026-03-04T00:00:00.000Z' }) });

    expect(state().chats.map((c) => c.id)).toEqual([3, 1, 2]);
    expect(state().chats[0]).toMatchObject({ unread_messages_count: 5, latest_message: { id: 30 } });
    expect(state().unreadCount).toBe(5);
  });

  it('a notification for the open chat leaves the counts alone', () => {
    state().setChats([chat(1, { unread_messages_count: 0 })]);
    state().setCurrentChat(chat(1));
    state().setUnreadCount(2);
    state().receive({ command: 'new_message_notification', chat: 1, message: message(8) });
    expect(state().unreadCount).toBe(2);
    expect(state().chats[0]!.unread_messages_count).toBe(0);
  });

  it('new_chat prepends the chat once', () => {
    state().setChats([chat(1), chat(2)]);
    state().receive({ command: 'new_chat', chat: chat(9) });
    state().receive({ command: 'new_chat', chat: chat(9) });
    expect(state().chats.map((c) => c.id)).toEqual([9, 1, 2]);
  });
});

describe('actions', () => {
  it('flips done and follow-up only after the server call succeeds', async () => {
    state().setChats([chat(1)]);
    state().setCurrentChat(chat(1));
    let finish: () => void = () => undefined;
    const call = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const pending = state().toggleDone(1, call);
    expect(call).toHaveBeenCalledWith(1);
    expect(state().chats[0]!.done).toBe(false);
    finish();
    await pending;
    expect(state().chats[0]!.done).toBe(true);
    expect(state().currentChat!.done).toBe(true);

    await state().toggleFollowUp(1, () => Promise.resolve());
    expect(state().chats[0]!.follow_up).toBe(true);
  });

  it('leaves the flag as it was when the server call fails, and passes the error on', async () => {
    state().setChats([chat(1, { follow_up: true })]);
    await expect(state().toggleFollowUp(1, () => Promise.reject(new Error('403')))).rejects.toThrow('403');
    expect(state().chats[0]!.follow_up).toBe(true);
  });

  it('deleting the open chat removes it and clears the current chat; another chat stays open', () => {
    state().setChats([chat(1), chat(2)]);
    state().setCurrentChat(chat(2));
    state().setMessages([message(1, { chat: 2 })]);
    state().deleteChat(1);
    expect(state().currentChat?.id).toBe(2);
    state().deleteChat(2);
    expect(state().chats.map((c) => c.id)).toEqual([]);
    expect(state().currentChat).toBeNull();
    expect(state().messages).toEqual([]);
  });

  it('opens a loaded chat from the list without fetching, and fetches one that is not loaded', async () => {
    state().setChats([chat(1)]);
    const fetchChat = vi.fn((id: number) => Promise.resolve(chat(id, { display_name: 'Fetched' })));
    await state().openChat(1, fetchChat);
    expect(fetchChat).not.toHaveBeenCalled();
    expect(state().currentChat?.display_name).toBe('Chat 1');
    await state().openChat(4, fetchChat);
    expect(state().currentChat?.display_name).toBe('Fetched');
  });

  it('keeps messages oldest first: pages arrive newest first, older pages go before, no duplicates', () => {
    state().setMessages([message(5), message(4), message(3)]);
    state().prependOlderMessages([message(3), message(2), message(1)]);
    state().appendMissedMessages([message(5), message(6)]);
    expect(state().messages.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps an out-of-hours reply right after the message it answered when older pages load', () => {
    state().setCurrentChat(chat(1));
    state().setMessages([message(3)]);
    state().receive({ command: 'not_working_hours', message: 'Closed' });
    state().receive({ command: 'new_message', message: message(4) });
    state().receive({ command: 'new_message', message: message(5) });
    state().prependOlderMessages([message(2), message(1)]);
    expect(state().messages.map((m) => m.id)).toEqual([1, 2, 3, 4, 100004, 5]);
  });

  it('keeps appended chat pages free of duplicates; the unread count never goes below 0; socket state is stored', () => {
    state().setChats([chat(1), chat(2)]);
    state().appendChats([chat(2), chat(3)]);
    expect(state().chats.map((c) => c.id)).toEqual([1, 2, 3]);
    state().setUnreadCount(-3);
    expect(state().unreadCount).toBe(0);
    expect(state().socketState).toBe('idle');
    state().setSocketState('reconnecting');
    expect(state().socketState).toBe('reconnecting');
  });
});
