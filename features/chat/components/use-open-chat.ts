// Opens the chat in the URL: the list entry when loaded, else fetched; then its newest messages, older on demand.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useChatStore } from '@/stores/use-chat-store';
import { nextPageNumber } from '../api/chat-keys';
import { getChat } from '../api/get-chat';
import { getMessages } from '../api/get-messages';

type Status = 'pending' | 'error' | 'success';

interface Loaded {
  chatId: number | null;
  chat: Status;
  messages: Status;
  olderPage: number | undefined;
}

const PENDING = { chat: 'pending', messages: 'pending', olderPage: undefined } as const;

export function useOpenChat(chatId: number | null) {
  // Results are kept with the chat they belong to, so a late answer for a chat no longer open is ignored.
  const [loaded, setLoaded] = useState<Loaded>({ chatId, ...PENDING });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const openId = useRef(chatId);
  const update = useCallback((id: number, change: Partial<Loaded>) => {
    if (openId.current !== id) return;
    setLoaded((before) => ({ ...(before.chatId === id ? before : { chatId: id, ...PENDING }), ...change }));
  }, []);

  useEffect(() => {
    openId.current = chatId;
    const store = useChatStore.getState();
    store.setMessages([]);
    if (chatId === null) {
      store.setCurrentChat(null);
      return;
    }
    store.openChat(chatId, getChat).then(
      () => update(chatId, { chat: 'success' }),
      () => {
        if (openId.current === chatId) useChatStore.getState().setCurrentChat(null);
        update(chatId, { chat: 'error' });
      },
    );
    getMessages(chatId).then(
      (page) => {
        if (openId.current === chatId) useChatStore.getState().setMessages(page.results);
        update(chatId, { messages: 'success', olderPage: nextPageNumber(page.next) });
      },
      () => update(chatId, { messages: 'error' }),
    );
  }, [chatId, update]);

  const current = loaded.chatId === chatId ? loaded : { chatId, ...PENDING };
  const { olderPage } = current;
  const loadOlder = useCallback(() => {
    if (chatId === null || olderPage === undefined || loadingOlder) return;
    setLoadingOlder(true);
    getMessages(chatId, olderPage)
      .then((page) => {
        if (openId.current === chatId) useChatStore.getState().prependOlderMessages(page.results);
        update(chatId, { olderPage: nextPageNumber(page.next) });
      })
      .catch(() => update(chatId, { messages: 'error' }))
      .finally(() => setLoadingOlder(false));
  }, [chatId, olderPage, loadingOlder, update]);

  return { chatStatus: current.chat, messageStatus: current.messages, hasOlder: olderPage !== undefined, loadingOlder, loadOlder };
}
