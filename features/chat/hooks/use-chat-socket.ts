'use client';
// The open chat's socket (ws/chat/{id}/): frames update React Query's cache and the chat store (decision 024);
// after a reconnect the messages missed while away are fetched by id and the chat lists fetched again (spec §4).
// The visitors' widget passes its own store, token, API client and viewer (and has its own query cache).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { ApiClient } from '@/lib/api/http-client';
import { RESYNC_LIMIT, serverFrameSchema, type ServerFrame } from '@/lib/contract/chat';
import { openSocket, type ManagedSocket } from '@/lib/socket/reconnecting-socket';
import { socketUrl } from '@/lib/socket/socket-url';
import { renewSession, useAuthStore } from '@/stores/use-auth-store';
import { useChatStore, type ChatStore } from '@/stores/use-chat-store';
import { chatKeys } from '../api/chat-keys';
import { getMessagesAfter } from '../api/get-messages';
import { applyChatFrame } from '../utils/apply-chat-frame';
import { addMessages, lastStoredId } from '../utils/chat-cache';
import { cachedMessages, updateMessages } from '../utils/update-chat-cache';

/** How long a notice from the server (an `error` frame) stays on screen. */
export const NOTICE_MS = 6000;

/** Fetches every message after the last one held, a resync page at a time, so a long outage leaves no gap. */
export async function resyncChat(queryClient: QueryClient, chatId: number, client?: ApiClient): Promise<void> {
  for (;;) {
    // Messages not loaded (or dropped with their closed conversation) come whole with their first fetch.
    const held = cachedMessages(queryClient, chatId);
    if (!held) return;
    const missed = await getMessagesAfter(chatId, lastStoredId(held), client);
    if (!cachedMessages(queryClient, chatId)) return;
    updateMessages(queryClient, chatId, (data) => addMessages(data, missed));
    if (missed.length < RESYNC_LIMIT) return;
  }
}

export interface ChatSocket {
  /** Sends a text message; it comes back to every member (this tab too) as a new_message frame. */
  send: (content: string) => void;
  /** Tells the server the viewer has read the chat up to this message. */
  markRead: (messageId: number) => void;
}

export interface ChatSocketOptions {
  /** Who is reading (their reads lower their own unread counts). */
  viewerId: number | null;
  /** Overrides the session's token: an anonymous visitor's. */
  token?: string | null;
  /** The store whose current chat is opened and whose client state frames change (the site's by default). */
  store?: ChatStore;
  /** The API client for the resync after a reconnect (the site's by default). */
  client?: ApiClient;
  /** Gets a fresh token after the server refused the socket's (4001); the site's session renewal by default. */
  renewToken?: () => Promise<boolean>;
}

/**
 * Opens the socket of the store's current chat (again whenever the chat, the sign-in or a visitor's token changes) and closes it on
 * leaving.
 */
export function useChatSocket({
  viewerId,
  token: tokenOverride,
  renewToken,
  store = useChatStore,
  client,
}: ChatSocketOptions): ChatSocket {
  const queryClient = useQueryClient();
  const chatId = store((state) => state.currentChatId);
  const sessionToken = useAuthStore((state) => state.token);
  // The socket follows the session, not each token: a renewed token is read by the next attempt (decision 019).
  const signedIn = Boolean(tokenOverride ?? sessionToken);
  const socket = useRef<ManagedSocket | null>(null);
  const viewer = useRef(viewerId);
  useEffect(() => {
    viewer.current = viewerId;
  }, [viewerId]);

  useEffect(() => {
    if (chatId === null || !signedIn) return;
    const { setSocketState } = store.getState();
    const opened = openSocket<ServerFrame>({
      url: () => socketUrl(`/ws/chat/${chatId}/`, { token: tokenOverride ?? useAuthStore.getState().token ?? '' }),
      schema: serverFrameSchema,
      onFrame: (frame) => applyChatFrame(frame, { queryClient, store, viewerId: viewer.current, socketChatId: chatId }),
      onStateChange: setSocketState,
      renewToken: renewToken ?? (tokenOverride === undefined ? renewSession : undefined),
      onReconnect: () => {
        // Failures here are only logged (spec §9): the next reconnect or page load tries again.
        resyncChat(queryClient, chatId, client).catch((error: unknown) => console.log('chat resync failed', error));
        void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
      },
    });
    socket.current = opened;
    return () => {
      opened.close();
      if (socket.current === opened) socket.current = null;
      store.getState().setSocketState('idle');
    };
  }, [chatId, signedIn, tokenOverride, renewToken, store, client, queryClient]);

  // A notice from the server passes by itself.
  const notice = store((state) => state.notice);
  useEffect(() => {
    if (notice === null) return;
    const timer = setTimeout(() => store.getState().setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, store]);

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
