'use client';
// The open chat's socket (ws/chat/{id}/): frames go to the chat store's reducer; after a reconnect the messages
// missed while away are fetched by id and the first page of the chat list is reloaded (spec §4). The visitors'
// widget passes its own store, token and API client.
import type { ApiClient } from '@/lib/api/http-client';
import { useCallback, useEffect, useRef } from 'react';
import { OUT_OF_HOURS_SENDER_ID, RESYNC_LIMIT, serverFrameSchema, type ServerFrame } from '@/lib/contract/chat';
import { openSocket, type ManagedSocket } from '@/lib/socket/reconnecting-socket';
import { socketUrl } from '@/lib/socket/socket-url';
import { renewSession, useAuthStore } from '@/stores/use-auth-store';
import { useChatStore, type ChatStore } from '@/stores/use-chat-store';
import { getChats } from '../api/get-chats';
import { getMessagesAfter } from '../api/get-messages';

/** The newest stored message id held for the chat (automatic out-of-hours replies exist only in the browser). */
function lastStoredId(chatId: number, store: ChatStore): number {
  return store
    .getState()
    .messages.filter((m) => m.chat === chatId && m.sender !== OUT_OF_HOURS_SENDER_ID)
    .reduce((max, m) => Math.max(max, m.id), 0);
}

/** Fetches every message after the last one held, a resync page at a time, so a long outage leaves no gap. */
export async function resyncChat(chatId: number, store: ChatStore = useChatStore, client?: ApiClient): Promise<void> {
  for (;;) {
    const missed = await getMessagesAfter(chatId, lastStoredId(chatId, store), client);
    if (store.getState().currentChat?.id !== chatId) return;
    store.getState().appendMissedMessages(missed);
    if (missed.length < RESYNC_LIMIT) return;
  }
}

/** Reloads the first page of the chat list, keeping the further pages already loaded after it. */
export async function reloadFirstChatPage(store: ChatStore = useChatStore, client?: ApiClient): Promise<void> {
  const page = await getChats(undefined, 1, client);
  const fresh = new Set(page.results.map((c) => c.id));
  const { chats, setChats } = store.getState();
  setChats([...page.results, ...chats.filter((c) => !fresh.has(c.id))]);
}

export interface ChatSocket {
  /** Sends a text message; it comes back to every member (this tab too) as a new_message frame. */
  send: (content: string) => void;
  /** Tells the server the viewer has read the chat up to this message. */
  markRead: (messageId: number) => void;
}

export interface ChatSocketOptions {
  /** Overrides the session's token: an anonymous visitor's. */
  token?: string | null;
  /** The store whose current chat is opened and fed (the site's by default). */
  store?: ChatStore;
  /** The API client for the resync after a reconnect (the site's by default). */
  client?: ApiClient;
}

/**
 * Opens the socket of the store's current chat (again whenever the chat, the sign-in or a visitor's token changes) and closes it on
 * leaving.
 */
export function useChatSocket({ token: tokenOverride, store = useChatStore, client }: ChatSocketOptions = {}): ChatSocket {
  const chatId = store((state) => state.currentChat?.id ?? null);
  const sessionToken = useAuthStore((state) => state.token);
  // The socket follows the session, not each token: a renewed token is read by the next attempt (decision 019).
  const signedIn = Boolean(tokenOverride ?? sessionToken);
  const socket = useRef<ManagedSocket | null>(null);

  useEffect(() => {
    if (chatId === null || !signedIn) return;
    const { receive, setSocketState } = store.getState();
    const opened = openSocket<ServerFrame>({
      url: () => socketUrl(`/ws/chat/${chatId}/`, { token: tokenOverride ?? useAuthStore.getState().token ?? '' }),
      schema: serverFrameSchema,
      onFrame: receive,
      onStateChange: setSocketState,
      // The site's session renews itself; a visitor's widget refreshes its own token when the socket closes.
      renewToken: tokenOverride === undefined ? renewSession : undefined,
      onReconnect: () => {
        // Failures here are only logged (spec §9): the next reconnect or page load tries again.
        resyncChat(chatId, store, client).catch((error: unknown) => console.log('chat resync failed', error));
        reloadFirstChatPage(store, client).catch((error: unknown) => console.log('chat list reload failed', error));
      },
    });
    socket.current = opened;
    return () => {
      opened.close();
      if (socket.current === opened) socket.current = null;
      store.getState().setSocketState('idle');
    };
  }, [chatId, signedIn, tokenOverride, store, client]);

  const send = useCallback(
    (content: string) => {
      const text = content.trim();
      if (chatId !== null && text) socket.current?.send({ command: 'new_message', chat: chatId, content: text });
    },
    [chatId],
  );
  const markRead = useCallback(
    (messageId: number) => {
      if (chatId !== null) socket.current?.send({ command: 'message_read', chat: chatId, message_id: messageId });
    },
    [chatId],
  );
  return { send, markRead };
}
