// What every frame of the chat and notification sockets does (spec §4): server data changes in React Query's cache
// (the lists, the chat, its messages, the unread count), client state (out-of-hours flag, notices) in the chat store.
import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ServerFrame } from '@/lib/contract/chat';
import type { ChatStore } from '@/stores/use-chat-store';
import { addMessages, markRead, outOfHoursReply, withLatestMessage } from './chat-cache';
import {
  addChatToLists,
  addToUnreadCount,
  cachedChat,
  cachedMessages,
  updateChat,
  updateChatDetail,
  updateChatLists,
  updateMessages,
} from './update-chat-cache';

export interface FrameContext {
  queryClient: QueryClient;
  /** The client state of this chat view (the site's store, or the visitor widget's). */
  store: ChatStore;
  /** Who is reading: their own reads lower their unread counts, others' reads only mark messages. */
  viewerId: number | null;
  /** The chat whose socket delivered the frame; null for the notification socket. */
  socketChatId: number | null;
}

/** Notification message ids already counted, per cache: a frame delivered twice raises the count once. */
const counted = new WeakMap<QueryClient, Set<number>>();
const COUNTED_MAX = 500;

function firstNotification(queryClient: QueryClient, messageId: number): boolean {
  const seen = counted.get(queryClient) ?? new Set<number>();
  counted.set(queryClient, seen);
  if (seen.has(messageId)) return false;
  seen.add(messageId);
  if (seen.size > COUNTED_MAX) seen.delete(seen.values().next().value!);
  return true;
}

function onNewMessage(ctx: FrameContext, message: ChatMessage): void {
  const { queryClient, store } = ctx;
  const before = cachedMessages(queryClient, message.chat);
  const { outOfHours } = store.getState();
  let added = false;
  updateMessages(queryClient, message.chat, (data) => {
    const next = addMessages(data, [message]);
    added = next !== data;
    // The automatic reply answers the first message after the flag was set, then the flag clears.
    return added && outOfHours.active ? addMessages(next, [outOfHoursReply(message, outOfHours.message)]) : next;
  });
  if (added && outOfHours.active) store.getState().setOutOfHours({ active: false, message: outOfHours.message });
  updateChatDetail(queryClient, message.chat, (chat) => ({ ...chat, latest_message: message }));
  updateChatLists(queryClient, (data) => withLatestMessage(data, message.chat, message));
  // The sound marks a message that was added: not a repeat, not one before the conversation has loaded.
  if (added && before) store.getState().playSound();
}

function onMessageRead(ctx: FrameContext, frame: Extract<ServerFrame, { command: 'message_read' }>): void {
  const { queryClient, viewerId } = ctx;
  const messages = cachedMessages(queryClient, frame.chat);
  const loaded = Boolean(messages?.pages.some((page) => page.results.some((m) => m.id === frame.message_id)));
  let newlyRead = 0;
  updateMessages(queryClient, frame.chat, (data) => {
    const result = markRead(data, frame.chat, frame.message_id, frame.user);
    newlyRead = result.newlyRead;
    return result.data;
  });
  // Someone else reading my messages changes their read marks, not my unread counts.
  if (viewerId !== null && viewerId !== frame.user) return;
  const chat = cachedChat(queryClient, frame.chat);
  // Reading the chat's newest message reads all of it, including messages older than the loaded pages.
  const readsAll = chat !== undefined && chat.latest_message !== null && frame.message_id >= chat.latest_message.id;
  const byLoaded = loaded ? newlyRead : 1;
  const by = readsAll ? Math.max(chat.unread_messages_count, byLoaded) : byLoaded;
  updateChat(queryClient, frame.chat, (c) => ({
    ...c,
    unread_messages_count: Math.max(0, c.unread_messages_count - by),
  }));
  addToUnreadCount(queryClient, -by);
}

function onNotification(ctx: FrameContext, chatId: number, message: ChatMessage): void {
  const { queryClient, store } = ctx;
  if (!firstNotification(queryClient, message.id)) return;
  const open = store.getState().currentChatId === chatId;
  const unreadBy = open ? 0 : 1;
  updateChatLists(queryClient, (data) => withLatestMessage(data, chatId, message, unreadBy));
  updateChatDetail(queryClient, chatId, (chat) => ({
    ...chat,
    latest_message: message,
    unread_messages_count: chat.unread_messages_count + unreadBy,
  }));
  if (!open) addToUnreadCount(queryClient, 1);
}

export function applyChatFrame(frame: ServerFrame, ctx: FrameContext): void {
  const fromOtherChat = (chatId: number) => ctx.socketChatId !== null && chatId !== ctx.socketChatId;
  switch (frame.command) {
    case 'new_message':
      if (!fromOtherChat(frame.message.chat)) onNewMessage(ctx, frame.message);
      return;
    case 'not_working_hours':
      ctx.store.getState().setOutOfHours({ active: true, message: frame.message });
      return;
    case 'message_read':
      onMessageRead(ctx, frame);
      return;
    case 'broadcast_message':
      // A file sent through the API: added like a typed message, without the sound or the automatic reply.
      if (!fromOtherChat(frame.message.chat))
        updateMessages(ctx.queryClient, frame.message.chat, (data) => addMessages(data, [frame.message]));
      return;
    case 'new_message_notification':
      onNotification(ctx, frame.chat, frame.message);
      return;
    case 'new_chat':
      addChatToLists(ctx.queryClient, frame.chat);
      return;
    case 'error':
      // The server refused something (e.g. messages sent too fast): a passing notice, the socket stays open.
      ctx.store.getState().setNotice(frame.detail);
      return;
    default:
      return;
  }
}
