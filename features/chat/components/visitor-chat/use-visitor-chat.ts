'use client';
// The visitor's conversation: their stored session (or none yet), the chat opened for them (support or a car's),
// its messages in the widget's own query cache (the panel has its own QueryClient, so the site's inbox and bell
// never see a visitor's chat), and the live socket with their token.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { parseApiError } from '@/lib/api/errors';
import type { Chat, VisitorContactInput } from '@/lib/contract/chat';
import { liveTokenClaims } from '@/lib/session';
import { createChatStore } from '@/stores/use-chat-store';
import { chatKeys } from '../../api/chat-keys';
import { createAnonymousChat } from '../../api/create-anonymous-chat';
import { createAnonymousUser } from '../../api/create-anonymous-user';
import { findOwnChat } from '../../api/find-own-chat';
import { getChatQueryOptions } from '../../api/get-chat';
import { useMessages } from '../../api/get-messages';
import {
  createVisitorClient,
  readVisitorSession,
  saveVisitorSession,
  visitorSessionFrom,
  type VisitorSession,
} from '../../api/visitor-client';
import { useChatSocket } from '../../hooks/use-chat-socket';
import { messagesOf } from '../../utils/chat-cache';
import { cacheOpenedChat } from '../../utils/update-chat-cache';

/** The widget's own client state (open chat, socket state, out-of-hours flag), apart from the site's. */
export const useVisitorChatUiStore = createChatStore();

/** 'draft': no chat yet (support, or about this car); the visitor's first message creates it. */
export type VisitorChatStatus = 'needs-name' | 'loading' | 'draft' | 'ready' | 'error';

export function useVisitorChat(carId: number | null) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<VisitorSession | null>(readVisitorSession);
  const [client] = useState(() => createVisitorClient(setSession));
  const [failed, setFailed] = useState(false);
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const [draftFor, setDraftFor] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const uniqueId = session?.unique_id ?? null;
  const chatKey = uniqueId === null ? null : `${uniqueId}:${carId ?? 'support'}:${attempt}`;
  useEffect(() => {
    if (uniqueId === null || chatKey === null) return;
    let cancelled = false;
    const store = useVisitorChatUiStore.getState();
    store.setCurrentChatId(null);
    // The chat is only looked for: a new one starts with the first message (decision 054).
    findOwnChat(carId, client).then(
      (chat: Chat | null) => {
        if (cancelled) return;
        setFailed(false);
        if (!chat) {
          setDraftFor(chatKey);
          return;
        }
        queryClient.setQueryData(chatKeys.detail(chat.id), chat);
        store.setCurrentChatId(chat.id);
        setReadyFor(chatKey);
      },
      (error: unknown) => {
        if (cancelled) return;
        // The stored visitor no longer exists (or became an account elsewhere): start again with a name.
        if (parseApiError(error).fieldErrors.unique_id) client.forget();
        else setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [uniqueId, carId, chatKey, client, queryClient]);

  const chatId = useVisitorChatUiStore((state) => state.currentChatId);
  const chat = useQuery({ ...getChatQueryOptions(chatId ?? 0, client), enabled: chatId !== null });
  const messages = useMessages(chatId, client);
  const pages = messages.data;
  const list = useMemo(() => messagesOf(pages), [pages]);

  // A socket refused at its token's expiry renews the visitor's token and reconnects (decision 019).
  const [renewToken] = useState(() => () => client.refreshTokens().then(Boolean));
  const socket = useChatSocket({
    viewerId: session?.user_id ?? null,
    token: session?.access ?? null,
    renewToken,
    store: useVisitorChatUiStore,
    client,
  });
  const socketState = useVisitorChatUiStore((state) => state.socketState);
  useEffect(() => {
    // A refused socket (4001) ends as 'closed': with a run-out token, refresh and the socket opens again.
    if (socketState === 'closed' && session && !liveTokenClaims(session.access)) {
      client.refreshTokens().catch(() => setFailed(true));
    }
  }, [socketState, session, client]);

  const start = async (contact: VisitorContactInput) => {
    const created = visitorSessionFrom(await createAnonymousUser(contact, client));
    saveVisitorSession(created);
    setSession(created);
  };

  /** The first message (about the car, or to the team): creates the chat with it, then the conversation opens. */
  const startChat = async (content: string) => {
    if (uniqueId === null) return;
    const created = await createAnonymousChat({ unique_id: uniqueId, car_id: carId, content }, client);
    const chat = cacheOpenedChat(queryClient, created);
    useVisitorChatUiStore.getState().setCurrentChatId(chat.id);
    setReadyFor(chatKey);
  };

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = messages;
  const status: VisitorChatStatus = !session
    ? 'needs-name'
    : failed || (messages.isError && pages === undefined)
      ? 'error'
      : readyFor === chatKey && pages !== undefined
        ? 'ready'
        : draftFor === chatKey && readyFor !== chatKey
          ? 'draft'
          : 'loading';
  return {
    status,
    carId,
    session,
    client,
    socket,
    start,
    startChat,
    chat: chat.data ?? null,
    messages: list,
    retry: () => {
      setFailed(false);
      // A failed first page is asked for again, not served from the failed query.
      queryClient.removeQueries({ queryKey: chatKeys.all });
      setAttempt((n) => n + 1);
    },
    hasOlder: hasNextPage,
    loadingOlder: isFetchingNextPage,
    loadOlder: () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
  };
}
