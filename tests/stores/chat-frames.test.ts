// Every server frame's change to React Query's cache and the chat store (spec §4), with the spec's exact numbers
// (§9): the lists, the open chat, its messages and the unread count are cached server data (decision 024).
import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createElement, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatKeys } from '@/features/chat/api/chat-keys';
import { useChat } from '@/features/chat/api/get-chat';
import { applyChatFrame } from '@/features/chat/utils/apply-chat-frame';
import { addMessages, chatsOf, messagesOf, type ChatPages, type MessagePages } from '@/features/chat/utils/chat-cache';
import { addToUnreadCount, removeChatFromLists, setChatFlags } from '@/features/chat/utils/update-chat-cache';
import type { Chat, ChatListQuery, ChatMessage, ServerFrame } from '@/lib/contract/chat';
import { useChatStore } from '@/stores/use-chat-store';
import { installMswServer, server } from '../support/msw/server';
import { makeTestQueryClient } from '../support/render';
import { chat, message } from './chat-fixtures';

installMswServer();

/** Infinite-query data with one DRF page per argument. */
function pages<T>(...results: T[][]) {
  return {
    pages: results.map((page) => ({ count: page.length, next: null, previous: null, results: page })),
    pageParams: results.map((_, i) => i + 1),
  };
}

const VIEWER = 7;
const initial = useChatStore.getInitialState();
const playSound = vi.fn();
let queryClient: QueryClient;

/** A frame as the chat socket of chat 1 delivers it (or, with socketChatId null, the notification socket). */
const receive = (frame: ServerFrame, socketChatId: number | null = 1) =>
  applyChatFrame(frame, { queryClient, store: useChatStore, viewerId: VIEWER, socketChatId });

const setList = (chats: Chat[], filters: ChatListQuery = {}) =>
  queryClient.setQueryData(chatKeys.list(filters), pages(chats));
const setMessages = (chatId: number, messages: ChatMessage[]) =>
  queryClient.setQueryData(chatKeys.messages(chatId), pages(messages));
const openChat = (open: Chat) => {
  queryClient.setQueryData(chatKeys.detail(open.id), open);
  useChatStore.getState().setCurrentChatId(open.id);
};
const setUnread = (count: number) => queryClient.setQueryData(chatKeys.unreadCount(), count);

const list = (filters: ChatListQuery = {}) => chatsOf(queryClient.getQueryData<ChatPages>(chatKeys.list(filters)));
const messages = (chatId = 1) => messagesOf(queryClient.getQueryData<MessagePages>(chatKeys.messages(chatId)));
const detail = (chatId: number) => queryClient.getQueryData<Chat>(chatKeys.detail(chatId));
const unread = () => queryClient.getQueryData<number>(chatKeys.unreadCount());
const state = () => useChatStore.getState();

beforeEach(() => {
  queryClient = makeTestQueryClient();
  useChatStore.setState({ ...initial, playSound }, true);
});
afterEach(() => {
  playSound.mockReset();
  queryClient.clear();
  vi.useRealTimers();
});

describe('new_message', () => {
  it('plays the sound and adds the message, once however often it arrives', () => {
    openChat(chat(1));
    setMessages(1, [message(1)]);
    receive({ command: 'new_message', message: message(2) });
    receive({ command: 'new_message', message: message(2) });
    expect(messages().map((m) => m.id)).toEqual([1, 2]);
    expect(playSound).toHaveBeenCalledTimes(1);
  });

  it('answers with the out-of-hours reply (id + 100000, sender 0) after a not_working_hours frame, then clears the flag', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T22:00:00.000Z') });
    openChat(chat(1));
    setMessages(1, []);
    receive({ command: 'not_working_hours', message: 'We are closed; we reply at 8:00.' });
    expect(state().outOfHours).toEqual({ active: true, message: 'We are closed; we reply at 8:00.' });

    receive({ command: 'new_message', message: message(42) });
    expect(messages()).toHaveLength(2);
    expect(messages()[1]).toMatchObject({
      id: 100042,
      sender: 0,
      content: 'We are closed; we reply at 8:00.',
      created_at: '2026-03-01T22:00:00.000Z',
      chat: 1,
    });
    expect(state().outOfHours.active).toBe(false);

    receive({ command: 'new_message', message: message(43) });
    expect(messages().map((m) => m.id)).toEqual([42, 100042, 43]);
  });

  it('moves the chat to the top of every list with the message as its latest, and in the open chat', () => {
    setList([chat(2, { latest_message: message(5, { chat: 2, created_at: '2026-02-01T00:00:00.000Z' }) }), chat(1)]);
    setList([chat(3), chat(1)], { assigned: 'me' });
    openChat(chat(1));
    setMessages(1, []);
    receive({ command: 'new_message', message: message(9) });
    expect(list().map((c) => c.id)).toEqual([1, 2]);
    expect(list()[0]!.latest_message?.id).toBe(9);
    expect(list({ assigned: 'me' }).map((c) => c.id)).toEqual([1, 3]);
    expect(detail(1)!.latest_message?.id).toBe(9);
  });

  it('ignores a message for another chat than the socket’s own', () => {
    openChat(chat(1));
    setMessages(1, []);
    setMessages(8, []);
    receive({ command: 'new_message', message: message(3, { chat: 8 }) });
    expect(messages(1)).toEqual([]);
    expect(messages(8)).toEqual([]);
    expect(playSound).not.toHaveBeenCalled();
  });

  it('leaves messages not loaded yet to their first fetch, silently', () => {
    openChat(chat(1));
    receive({ command: 'new_message', message: message(3) });
    expect(queryClient.getQueryData(chatKeys.messages(1))).toBeUndefined();
    expect(playSound).not.toHaveBeenCalled();
  });
});

describe('message_read', () => {
  it('marks the message read and lowers the chat and global counts by the messages the viewer had not read', () => {
    setList([chat(1, { unread_messages_count: 3 })]);
    openChat(chat(1, { unread_messages_count: 3 }));
    setUnread(5);
    setMessages(1, [message(3), message(2), message(1)]);
    receive({ command: 'message_read', chat: 1, message_id: 2, user: VIEWER });

    expect(messages().map((m) => m.is_read)).toEqual([true, true, false]);
    expect(messages()[0]!.message_read_status).toEqual([{ user: VIEWER, is_read: true }]);
    expect(list()[0]!.unread_messages_count).toBe(1);
    expect(detail(1)!.unread_messages_count).toBe(1);
    expect(unread()).toBe(3);
  });

  it('counts a message held on two overlapping pages once', () => {
    setList([chat(1, { unread_messages_count: 3 })]);
    setUnread(3);
    queryClient.setQueryData(chatKeys.messages(1), pages([message(3), message(2)], [message(2), message(1)]));
    receive({ command: 'message_read', chat: 1, message_id: 2, user: VIEWER });
    expect(list()[0]!.unread_messages_count).toBe(1);
    expect(unread()).toBe(1);
  });

  it('never takes a count below 0', () => {
    setList([chat(1, { unread_messages_count: 0 })]);
    setUnread(0);
    receive({ command: 'message_read', chat: 1, message_id: 99, user: VIEWER });
    expect(list()[0]!.unread_messages_count).toBe(0);
    expect(unread()).toBe(0);
  });

  it('lowers by one for a message that is not loaded, and by nothing for one already read', () => {
    setList([chat(1, { unread_messages_count: 2 })]);
    setUnread(2);
    receive({ command: 'message_read', chat: 1, message_id: 99, user: VIEWER });
    expect(unread()).toBe(1);
    setMessages(1, [message(5, { is_read: true, message_read_status: [{ user: VIEWER, is_read: true }] })]);
    receive({ command: 'message_read', chat: 1, message_id: 5, user: VIEWER });
    expect(unread()).toBe(1);
    expect(list()[0]!.unread_messages_count).toBe(1);
  });

  it('reading the newest message clears the whole chat, even with more unread than the loaded page', () => {
    const latest = message(200);
    setList([chat(1, { unread_messages_count: 161, latest_message: latest }), chat(2, { unread_messages_count: 4 })]);
    openChat(chat(1, { unread_messages_count: 161, latest_message: latest }));
    setUnread(165);
    setMessages(
      1,
      Array.from({ length: 20 }, (_, i) => message(200 - i)),
    );
    receive({ command: 'message_read', chat: 1, message_id: 200, user: VIEWER });
    expect(list()[0]!.unread_messages_count).toBe(0);
    expect(detail(1)!.unread_messages_count).toBe(0);
    expect(unread()).toBe(4);
  });

  it("shows the other member's read receipt on my messages without touching my counts", () => {
    setList([chat(1, { unread_messages_count: 2 })]);
    setUnread(2);
    setMessages(1, [message(1, { sender: VIEWER, message_read_status: [{ user: 2, is_read: false }] })]);
    receive({ command: 'message_read', chat: 1, message_id: 1, user: 2 });
    expect(messages()[0]).toMatchObject({ is_read: true, message_read_status: [{ user: 2, is_read: true }] });
    expect(unread()).toBe(2);
    expect(list()[0]!.unread_messages_count).toBe(2);
  });
});

describe('other frames', () => {
  it('broadcast_message adds the message (an uploaded file) without a duplicate or a sound', () => {
    openChat(chat(1));
    setMessages(1, [message(1)]);
    receive({ command: 'broadcast_message', message: message(2, { media_type: 'image', file: 'http://x/a.webp' }) });
    receive({ command: 'broadcast_message', message: message(2) });
    expect(messages().map((m) => m.id)).toEqual([1, 2]);
    expect(messages()[1]!.media_type).toBe('image');
    expect(playSound).not.toHaveBeenCalled();
  });

  it('a notification for a chat not open raises its and the global count and re-sorts by latest message, newest first', () => {
    const old = (id: number, at: string) => message(id, { chat: id, created_at: at });
    setList([
      chat(1, { latest_message: old(1, '2026-03-03T00:00:00.000Z') }),
      chat(2, { latest_message: old(2, '2026-03-02T00:00:00.000Z') }),
      chat(3, { unread_messages_count: 4, latest_message: old(3, '2026-03-01T00:00:00.000Z') }),
    ]);
    openChat(chat(1));
    setUnread(4);
    receive(
      {
        command: 'new_message_notification',
        chat: 3,
        message: message(30, { chat: 3, created_at: '2026-03-04T00:00:00.000Z' }),
      },
      null,
    );

    expect(list().map((c) => c.id)).toEqual([3, 1, 2]);
    expect(list()[0]).toMatchObject({ unread_messages_count: 5, latest_message: { id: 30 } });
    expect(unread()).toBe(5);
  });

  it('re-sorts across pages, each page keeping its size', () => {
    const at = (id: number, day: number) =>
      chat(id, { latest_message: message(id, { chat: id, created_at: `2026-03-0${day}T00:00:00.000Z` }) });
    queryClient.setQueryData(chatKeys.list({}), pages([at(1, 4), at(2, 3)], [at(3, 2), at(4, 1)]));
    receive(
      {
        command: 'new_message_notification',
        chat: 4,
        message: message(40, { chat: 4, created_at: '2026-03-05T00:00:00.000Z' }),
      },
      null,
    );
    const data = queryClient.getQueryData<ChatPages>(chatKeys.list({}))!;
    expect(data.pages.map((page) => page.results.map((c) => c.id))).toEqual([
      [4, 1],
      [2, 3],
    ]);
  });

  it('counts the same notification once, however often it is delivered', () => {
    setList([chat(3, { unread_messages_count: 1 })]);
    setUnread(1);
    const frame: ServerFrame = { command: 'new_message_notification', chat: 3, message: message(30, { chat: 3 }) };
    receive(frame, null);
    receive(frame, null);
    expect(unread()).toBe(2);
    expect(list()[0]!.unread_messages_count).toBe(2);
  });

  it('a notification for the open chat leaves the counts alone', () => {
    setList([chat(1, { unread_messages_count: 0 })]);
    openChat(chat(1));
    setUnread(2);
    receive({ command: 'new_message_notification', chat: 1, message: message(8) }, null);
    expect(unread()).toBe(2);
    expect(list()[0]!.unread_messages_count).toBe(0);
    expect(list()[0]!.latest_message?.id).toBe(8);
  });

  it('new_chat prepends the chat once to the whole inbox and has filtered lists fetched again', () => {
    setList([chat(1), chat(2)]);
    setList([chat(2)], { assigned: 'me' });
    receive({ command: 'new_chat', chat: chat(9) }, null);
    receive({ command: 'new_chat', chat: chat(9) }, null);
    expect(list().map((c) => c.id)).toEqual([9, 1, 2]);
    expect(list({ assigned: 'me' }).map((c) => c.id)).toEqual([2]);
    expect(queryClient.getQueryState(chatKeys.list({ assigned: 'me' }))!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(chatKeys.list({}))!.isInvalidated).toBe(false);
  });

  it('an error frame becomes a notice; frames the page has no use for change nothing', () => {
    setList([chat(1)]);
    const before = queryClient.getQueryData(chatKeys.list({}));
    receive({ command: 'error', detail: 'You are sending messages too fast.' });
    expect(state().notice).toBe('You are sending messages too fast.');
    receive({ command: 'pong' });
    receive({ command: 'connected', user_id: VIEWER });
    expect(queryClient.getQueryData(chatKeys.list({}))).toBe(before);
  });
});

describe('staff actions and pages in the cache', () => {
  it('applies the flags the server stored to the chat in every list and the open chat; filtered lists refetch', () => {
    setList([chat(1), chat(2)]);
    setList([chat(1)], { done: 'false' });
    openChat(chat(1));
    setChatFlags(queryClient, { chat_id: 1, done: true, follow_up: true });
    expect(list()[0]).toMatchObject({ id: 1, done: true, follow_up: true });
    expect(list()[1]).toMatchObject({ id: 2, done: false });
    expect(detail(1)).toMatchObject({ done: true, follow_up: true });
    expect(queryClient.getQueryState(chatKeys.list({ done: 'false' }))!.isInvalidated).toBe(true);
  });

  it('a deleted chat leaves every list; the others stay', () => {
    setList([chat(1), chat(2)]);
    removeChatFromLists(queryClient, 1);
    expect(list().map((c) => c.id)).toEqual([2]);
    removeChatFromLists(queryClient, 2);
    expect(list()).toEqual([]);
  });

  it('keeps messages oldest first: pages arrive newest first, older pages go before, no duplicates', () => {
    const data = pages([message(5), message(4), message(3)], [message(3), message(2), message(1)]);
    expect(messagesOf(addMessages(data, [message(5), message(6)])).map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(addMessages(data, [message(4)])).toBe(data);
  });

  it('keeps an out-of-hours reply right after the message it answered when older pages load', () => {
    openChat(chat(1));
    setMessages(1, [message(3)]);
    receive({ command: 'not_working_hours', message: 'Closed' });
    receive({ command: 'new_message', message: message(4) });
    receive({ command: 'new_message', message: message(5) });
    queryClient.setQueryData<MessagePages>(chatKeys.messages(1), (data) => ({
      ...data!,
      pages: [...data!.pages, pages([message(2), message(1)]).pages[0]!],
    }));
    expect(messages().map((m) => m.id)).toEqual([1, 2, 3, 4, 100004, 5]);
  });

  it('shows chat pages free of duplicates; the unread count never goes below 0; socket state is stored', () => {
    expect(chatsOf(pages([chat(1), chat(2)], [chat(2), chat(3)])).map((c) => c.id)).toEqual([1, 2, 3]);
    setUnread(1);
    addToUnreadCount(queryClient, -3);
    expect(unread()).toBe(0);
    expect(state().socketState).toBe('idle');
    state().setSocketState('reconnecting');
    expect(state().socketState).toBe('reconnecting');
  });

  it('opens a listed chat from the list without fetching, and fetches one that is not listed', async () => {
    const fetched: string[] = [];
    server.use(
      http.get('*/api/chats/:id/', ({ params }) => {
        fetched.push(String(params.id));
        return HttpResponse.json(chat(Number(params.id), { display_name: 'Fetched' }));
      }),
    );
    setList([chat(1)]);
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const { result, rerender } = renderHook(({ id }) => useChat(id), { wrapper, initialProps: { id: 1 } });
    expect(result.current.data?.display_name).toBe('Chat 1');
    rerender({ id: 4 });
    await waitFor(() => expect(result.current.data?.display_name).toBe('Fetched'));
    expect(fetched).toEqual(['4']);
  });
});
