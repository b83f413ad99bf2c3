// Pure changes to the chat feature's cached server data (the chat list's pages, a chat's message pages): each takes
// the cached value and returns the next one, so socket frames and mutations update React Query's cache the same
// way everywhere (decision 024), and tests check them without a browser.
import type { InfiniteData } from '@tanstack/react-query';
import type { Chat, ChatMessage, ChatPage, MessagePage } from '@/lib/contract/chat';
import { OUT_OF_HOURS_REPLY_ID_OFFSET, OUT_OF_HOURS_SENDER_ID } from '@/lib/contract/chat-constants';

export type ChatPages = InfiniteData<ChatPage>;
export type MessagePages = InfiniteData<MessagePage>;

export const floor0 = (n: number) => Math.max(0, n);

// ---- The chat list ----

/** The chats of every loaded page, once each: a page fetched after new activity repeats chats already shown. */
export function chatsOf(data: ChatPages | undefined): Chat[] {
  if (!data) return [];
  const seen = new Set<number>();
  const chats: Chat[] = [];
  for (const chat of data.pages.flatMap((page) => page.results)) {
    if (seen.has(chat.id)) continue;
    seen.add(chat.id);
    chats.push(chat);
  }
  return chats;
}

export const findChat = (data: ChatPages | undefined, chatId: number): Chat | undefined =>
  data?.pages.flatMap((page) => page.results).find((chat) => chat.id === chatId);

/** Every copy of the chat changed by `change`; the same data when the chat is not in it. */
export function patchChat(data: ChatPages, chatId: number, change: (chat: Chat) => Chat): ChatPages {
  if (!findChat(data, chatId)) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      results: page.results.map((chat) => (chat.id === chatId ? change(chat) : chat)),
    })),
  };
}

const activityOf = (chat: Chat) => Date.parse(chat.latest_message?.created_at ?? chat.created_at) || 0;

/** Newest activity first over all loaded pages (a stable sort keeps equal dates in order); pages keep their sizes. */
export function sortByActivity(data: ChatPages): ChatPages {
  const all = data.pages.flatMap((page) => page.results);
  const sorted = [...all].sort((a, b) => activityOf(b) - activityOf(a));
  if (sorted.every((chat, index) => chat === all[index])) return data;
  let at = 0;
  return {
    ...data,
    pages: data.pages.map((page) => {
      const results = sorted.slice(at, at + page.results.length);
      at += page.results.length;
      return { ...page, results };
    }),
  };
}

/** A message became the chat's latest: the chat takes it (and `unreadBy` more unread) and moves up by activity. */
export function withLatestMessage(data: ChatPages, chatId: number, message: ChatMessage, unreadBy = 0): ChatPages {
  const changed = patchChat(data, chatId, (chat) => ({
    ...chat,
    latest_message: message,
    unread_messages_count: chat.unread_messages_count + unreadBy,
  }));
  return changed === data ? data : sortByActivity(changed);
}

/** A chat new to the list goes on top of the first page; one already listed stays where it is. */
export function addChat(data: ChatPages, chat: Chat): ChatPages {
  if (findChat(data, chat.id) || data.pages.length === 0) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first!, results: [chat, ...first!.results] }, ...rest] };
}

export function removeChat(data: ChatPages, chatId: number): ChatPages {
  if (!findChat(data, chatId)) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, results: page.results.filter((chat) => chat.id !== chatId) })),
  };
}

// ---- A chat's messages ----

/** Display order is oldest first; an automatic out-of-hours reply sits right after the message it answered. */
const orderKey = (m: ChatMessage) =>
  m.sender === OUT_OF_HOURS_SENDER_ID ? m.id - OUT_OF_HOURS_REPLY_ID_OFFSET + 0.5 : m.id;

/** The loaded messages oldest first, once each (pages arrive newest first and may overlap after new messages). */
export function messagesOf(data: MessagePages | undefined): ChatMessage[] {
  if (!data) return [];
  const byId = new Map<number, ChatMessage>();
  for (const message of data.pages.flatMap((page) => page.results))
    if (!byId.has(message.id)) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => orderKey(a) - orderKey(b));
}

/** Adds the messages not held yet to the newest page; the same data when every one is already there. */
export function addMessages(data: MessagePages, messages: ChatMessage[]): MessagePages {
  const held = new Set(data.pages.flatMap((page) => page.results.map((m) => m.id)));
  const fresh: ChatMessage[] = [];
  for (const message of messages) {
    if (held.has(message.id)) continue;
    held.add(message.id);
    fresh.push(message);
  }
  if (fresh.length === 0 || data.pages.length === 0) return data;
  // Where in the page does not matter: messagesOf orders them for display.
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first!, results: [...fresh, ...first!.results] }, ...rest] };
}

/** The newest stored message id held (automatic out-of-hours replies exist only in the browser): the resync point. */
export function lastStoredId(data: MessagePages | undefined): number {
  return messagesOf(data)
    .filter((m) => m.sender !== OUT_OF_HOURS_SENDER_ID)
    .reduce((max, m) => Math.max(max, m.id), 0);
}

/** The browser's automatic reply to a message sent out of hours (spec §4): id + 100000, sender 0, sent now. */
export function outOfHoursReply(trigger: ChatMessage, content: string): ChatMessage {
  return {
    id: trigger.id + OUT_OF_HOURS_REPLY_ID_OFFSET,
    sender: OUT_OF_HOURS_SENDER_ID,
    sender_data: null,
    user: OUT_OF_HOURS_SENDER_ID,
    content,
    is_read: false,
    message_read_status: [],
    created_at: new Date().toISOString(),
    media_type: null,
    file: null,
    chat: trigger.chat,
  };
}

/** Marks messages up to `messageId` read by `reader`; returns them and how many the reader had not read before. */
export function markRead(
  data: MessagePages,
  chatId: number,
  messageId: number,
  reader: number,
): { data: MessagePages; newlyRead: number } {
  const counted = new Set<number>();
  const read = (m: ChatMessage): ChatMessage => {
    if (m.chat !== chatId || m.id > messageId || m.sender === reader) return m;
    const entry = m.message_read_status.find((s) => s.user === reader);
    if (entry?.is_read ?? m.is_read) return m.is_read ? m : { ...m, is_read: true };
    counted.add(m.id);
    const status = entry
      ? m.message_read_status.map((s) => (s.user === reader ? { ...s, is_read: true } : s))
      : [...m.message_read_status, { user: reader, is_read: true }];
    return { ...m, is_read: true, message_read_status: status };
  };
  return {
    data: { ...data, pages: data.pages.map((page) => ({ ...page, results: page.results.map(read) })) },
    newlyRead: counted.size,
  };
}
