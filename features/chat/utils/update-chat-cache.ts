// Writes to the chat feature's React Query cache by key: one chat in every list and its detail, every list, a
// chat's messages, the unread count. Socket frames and mutations go through these (decision 024).
import type { QueryClient } from '@tanstack/react-query';
import type { Chat, ChatCreated, ChatListQuery, MessagePage } from '@/lib/contract/chat';
import { chatKeys } from '../api/chat-keys';
import {
  addChat,
  findChat,
  floor0,
  outOfHoursReply,
  patchChat,
  removeChat,
  type ChatPages,
  type MessagePages,
} from './chat-cache';

/** Applies `change` to every cached chat list (every filter); lists not loaded yet stay unloaded. */
export function updateChatLists(queryClient: QueryClient, change: (data: ChatPages) => ChatPages): void {
  queryClient.setQueriesData<ChatPages>({ queryKey: chatKeys.lists() }, (data) => data && change(data));
}

/** Applies `change` to the chat wherever it is cached: in the lists and as the open chat. */
export function updateChat(queryClient: QueryClient, chatId: number, change: (chat: Chat) => Chat): void {
  updateChatLists(queryClient, (data) => patchChat(data, chatId, change));
  updateChatDetail(queryClient, chatId, change);
}

/** Applies `change` to the open chat's own cached copy only (the lists are changed apart, e.g. re-sorted). */
export function updateChatDetail(queryClient: QueryClient, chatId: number, change: (chat: Chat) => Chat): void {
  queryClient.setQueryData<Chat>(chatKeys.detail(chatId), (chat) => chat && change(chat));
}

/** The chat as cached: its detail, else its entry in a loaded list. */
export function cachedChat(queryClient: QueryClient, chatId: number): Chat | undefined {
  const detail = queryClient.getQueryData<Chat>(chatKeys.detail(chatId));
  if (detail) return detail;
  for (const [, data] of queryClient.getQueriesData<ChatPages>({ queryKey: chatKeys.lists() })) {
    const chat = findChat(data, chatId);
    if (chat) return chat;
  }
  return undefined;
}

/** The filters a list key was made with ({} for the whole inbox). */
export const listFilters = (queryKey: readonly unknown[]): ChatListQuery => (queryKey[2] ?? {}) as ChatListQuery;
export const isWholeInbox = (queryKey: readonly unknown[]) => Object.keys(listFilters(queryKey)).length === 0;

/**
 * A chat that should now be listed: on top of every whole-inbox list; filtered lists are fetched again, since only
 * the server knows whether it matches their filters.
 */
export function addChatToLists(queryClient: QueryClient, chat: Chat): void {
  for (const [queryKey, data] of queryClient.getQueriesData<ChatPages>({ queryKey: chatKeys.lists() })) {
    if (!data) continue;
    if (isWholeInbox(queryKey)) queryClient.setQueryData<ChatPages>(queryKey, addChat(data, chat));
    else void queryClient.invalidateQueries({ queryKey, exact: true });
  }
}

/** Changes the chat's loaded messages; a chat whose messages are not loaded is left to its first fetch. */
export function updateMessages(
  queryClient: QueryClient,
  chatId: number,
  change: (data: MessagePages) => MessagePages,
): void {
  queryClient.setQueryData<MessagePages>(chatKeys.messages(chatId), (data) => data && change(data));
}

export function addToUnreadCount(queryClient: QueryClient, delta: number): void {
  queryClient.setQueryData<number>(chatKeys.unreadCount(), (count) =>
    count === undefined ? count : floor0(count + delta),
  );
}

export const cachedMessages = (queryClient: QueryClient, chatId: number): MessagePages | undefined =>
  queryClient.getQueryData<MessagePages>(chatKeys.messages(chatId));

/** Filtered lists are fetched again: only the server knows whether a changed chat still matches their filters. */
export function refetchFilteredLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    queryKey: chatKeys.lists(),
    predicate: (query) => !isWholeInbox(query.queryKey),
  });
}

/** A staff action's answer (flags, labels, assignee) applied to the chat wherever it is cached. */
export function setChatFields(queryClient: QueryClient, chatId: number, fields: Partial<Chat>): void {
  updateChat(queryClient, chatId, (chat) => ({ ...chat, ...fields }));
  refetchFilteredLists(queryClient);
}

export function setChatFlags(
  queryClient: QueryClient,
  flags: { chat_id: number; done: boolean; follow_up: boolean },
): void {
  setChatFields(queryClient, flags.chat_id, { done: flags.done, follow_up: flags.follow_up });
}

/** A deleted chat leaves every list (its own cached copy goes with the conversation that shows it). */
export function removeChatFromLists(queryClient: QueryClient, chatId: number): void {
  updateChatLists(queryClient, (data) => removeChat(data, chatId));
}

/**
 * A chat the viewer has just opened with its first message (decision 054): its detail is cached, and when the server
 * says the message came outside working hours, its messages too, as that message with the automatic reply under it.
 * The reply lives only in the browser (spec §4) and the first message came by REST, not on the socket, so this is
 * where it is added. Returns the chat without the create call's extra field.
 */
export function cacheOpenedChat(queryClient: QueryClient, created: ChatCreated): Chat {
  const { out_of_hours_reply: reply, ...chat } = created;
  queryClient.setQueryData(chatKeys.detail(chat.id), chat);
  const first = chat.latest_message;
  if (reply && first) {
    const page: MessagePage = { count: 1, next: null, previous: null, results: [outOfHoursReply(first, reply), first] };
    queryClient.setQueryData<MessagePages>(chatKeys.messages(chat.id), { pages: [page], pageParams: [1] });
  }
  return chat;
}
