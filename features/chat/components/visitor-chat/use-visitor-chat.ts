'use client';
// The visitor's conversation: their stored session (or none yet), the chat opened for them (support or a car's),
// its messages in a chat store of the widget's own, and the live socket with their token.
import { useEffect, useState } from 'react';
import { parseApiError } from '@/lib/api/errors';
import { liveTokenClaims } from '@/lib/session';
import { createChatStore } from '@/stores/use-chat-store';
import { createAnonymousChat } from '../../api/create-anonymous-chat';
import { createAnonymousUser } from '../../api/create-anonymous-user';
import { getMessages } from '../../api/get-messages';
import {
  createVisitorClient,
  readVisitorSession,
  saveVisitorSession,
  visitorSessionFrom,
  type VisitorSession,
} from '../../api/visitor-client';
import { useChatSocket } from '../../hooks/use-chat-socket';

/** The widget's own chat store: the site's (the inbox, the bell) stays untouched by a visitor's chat. */
export const useVisitorMessagesStore = createChatStore();

export type VisitorChatStatus = 'needs-name' | 'loading' | 'ready' | 'error';

export function useVisitorChat(carId: number | null) {
  const [session, setSession] = useState<VisitorSession | null>(readVisitorSession);
  const [client] = useState(() => createVisitorClient(setSession));
  const [failed, setFailed] = useState(false);
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [olderPage, setOlderPage] = useState<number | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);

  const uniqueId = session?.unique_id ?? null;
  const chatKey = uniqueId === null ? null : `${uniqueId}:${carId ?? 'support'}:${attempt}`;
  useEffect(() => {
    if (uniqueId === null || chatKey === null) return;
    let cancelled = false;
    const store = useVisitorMessagesStore.getState();
    store.setCurrentChat(null);
    store.setMessages([]);
    (async () => {
      const chat = await createAnonymousChat({ unique_id: uniqueId, car_id: carId }, client);
      const page = await getMessages(chat.id, 1, client);
      if (cancelled) return;
      store.setCurrentChat(chat);
      store.setMessages(page.results);
      setOlderPage(page.next ? 2 : null);
      setFailed(false);
      setReadyFor(chatKey);
    })().catch((error: unknown) => {
      if (cancelled) return;
      // The stored visitor no longer exists (or became an account elsewhere): start again with a name.
      if (parseApiError(error).fieldErrors.unique_id) client.forget();
      else setFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [uniqueId, carId, chatKey, client]);

  const socket = useChatSocket({ token: session?.access ?? null, store: useVisitorMessagesStore, client });
  const socketState = useVisitorMessagesStore((state) => state.socketState);
  useEffect(() => {
    // A refused socket (4001) ends as 'closed': with a run-out token, refresh and the socket opens again.
    if (socketState === 'closed' && session && !liveTokenClaims(session.access)) {
      client.refreshTokens().catch(() => setFailed(true));
    }
  }, [socketState, session, client]);

  const start = async (firstName: string) => {
    const created = visitorSessionFrom(await createAnonymousUser(firstName, client));
    saveVisitorSession(created);
    setSession(created);
  };

  const loadOlder = async () => {
    const chatId = useVisitorMessagesStore.getState().currentChat?.id;
    if (olderPage === null || chatId === undefined || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await getMessages(chatId, olderPage, client);
      useVisitorMessagesStore.getState().prependOlderMessages(page.results);
      setOlderPage(page.next ? olderPage + 1 : null);
    } catch (error) {
      console.log('older messages failed', error);
    } finally {
      setLoadingOlder(false);
    }
  };

  const status: VisitorChatStatus = !session ? 'needs-name' : failed ? 'error' : readyFor === chatKey ? 'ready' : 'loading';
  return {
    status,
    session,
    client,
    socket,
    start,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
    hasOlder: olderPage !== null,
    loadingOlder,
    loadOlder,
  };
}
