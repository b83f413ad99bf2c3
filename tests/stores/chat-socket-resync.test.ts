// The open chat's socket feeding React Query's cache (spec §4, decision 024): it opens for the current chat with
// the session token, sends messages and read marks, and after a reconnect fetches what was missed (no gaps, no
// duplicates) and fetches the chat list again.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { RESYNC_LIMIT } from '@/lib/contract/chat';
import { createElement, type ReactNode } from 'react';
import { chatKeys } from '@/features/chat/api/chat-keys';
import { useChats } from '@/features/chat/api/get-chats';
import { NOTICE_MS, useChatSocket } from '@/features/chat/hooks/use-chat-socket';
import { chatsOf, messagesOf, type ChatPages, type MessagePages } from '@/features/chat/utils/chat-cache';
import { useAuthStore } from '@/stores/use-auth-store';
import { useChatStore } from '@/stores/use-chat-store';
import { FakeSocket } from '../lib/socket-fake';
import { installMswServer, server } from '../support/msw/server';
import { makeTestQueryClient } from '../support/render';
import { chat, message } from './chat-fixtures';

installMswServer();

const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const pages = <T>(results: T[]) => ({ pages: [page(results)], pageParams: [1] });

const initial = useChatStore.getState();
const state = () => useChatStore.getState();
const latest = () => FakeSocket.instances.at(-1)!;
let log: MockInstance<typeof console.log>;
let queryClient: QueryClient;
const messages = () => messagesOf(queryClient.getQueryData<MessagePages>(chatKeys.messages(1)));

/** The socket hook of a signed-in viewer (id 7) inside the test's query cache, beside the inbox's list if asked. */
function renderSocket(withList = false) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  return renderHook(
    () => {
      useChats({}, withList);
      return useChatSocket({ viewerId: 7 });
    },
    { wrapper },
  );
}

beforeEach(() => {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  useChatStore.setState({ ...initial, playSound: vi.fn() }, true);
  useAuthStore.setState({ token: 'abc' });
  queryClient = makeTestQueryClient();
});
afterEach(() => {
  // Unmounted here so the sockets' closing log lines land in the spy.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  log.mockRestore();
  useAuthStore.setState({ token: null });
});

describe('useChatSocket', () => {
  it('opens the current chat with the token, feeds frames to the cache, sends messages and read marks', async () => {
    queryClient.setQueryData(chatKeys.messages(1), pages([]));
    state().setCurrentChatId(1);
    const { result, unmount } = renderSocket();
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    expect(latest().url).toBe('ws://localhost:3000/ws/chat/1/?token=abc');
    act(() => latest().accept());
    expect(state().socketState).toBe('connected');

    act(() => latest().receive(JSON.stringify({ command: 'new_message', message: message(4) })));
    expect(messages().map((m) => m.id)).toEqual([4]);

    result.current.send('  Hello  ');
    result.current.send('   ');
    result.current.markRead(4);
    expect(latest().sent.map((s) => JSON.parse(s) as unknown)).toEqual([
      { command: 'new_message', chat: 1, content: 'Hello' },
      { command: 'message_read', chat: 1, message_id: 4 },
    ]);
    unmount();
    expect(state().socketState).toBe('idle');
  });

  it("keeps the server's error frame as a notice for a few seconds, the socket staying open", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    state().setCurrentChatId(1);
    renderSocket();
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    act(() => latest().accept());
    act(() =>
      latest().receive(JSON.stringify({ command: 'error', detail: 'Slow down.', code: 'throttled', retry_after: 3 })),
    );
    expect(state().notice).toBe('Slow down.');
    await act(() => vi.advanceTimersByTimeAsync(NOTICE_MS - 100));
    expect(state().notice).toBe('Slow down.');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(state().notice).toBeNull();
    expect(state().socketState).toBe('connected');
  });

  it('opens a new socket when another chat is opened, closing the old one', async () => {
    state().setCurrentChatId(1);
    renderSocket();
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    act(() => latest().accept());
    act(() => state().setCurrentChatId(2));
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(2));
    expect(FakeSocket.instances[0]!.readyState).toBe(FakeSocket.CLOSED);
    expect(latest().url).toContain('/ws/chat/2/');
  });

  it('after a reconnect fetches every message after the last one held, page by page, and fetches the chat list again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const afters: string[] = [];
    let listFetches = 0;
    // 130 messages were missed: a full resync page of 100, then the last 30.
    server.use(
      http.get('*/api/chats/1/messages/', ({ request }) => {
        const after = Number(new URL(request.url).searchParams.get('after'));
        afters.push(String(after));
        const ids = Array.from({ length: 140 - after }, (_, i) => after + 1 + i).slice(0, RESYNC_LIMIT);
        return HttpResponse.json(page(ids.map((id) => message(id))));
      }),
      http.get('*/api/chats/', () => {
        listFetches += 1;
        return HttpResponse.json(page([chat(1, { display_name: 'Fresh name' }), chat(3)]));
      }),
    );
    queryClient.setQueryData(chatKeys.list({}), pages([chat(1), chat(2)]));
    queryClient.setQueryData(chatKeys.messages(1), pages([message(10), message(9)]));
    state().setCurrentChatId(1);
    renderSocket(true);
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    act(() => latest().accept());
    act(() => latest().receive(JSON.stringify({ command: 'not_working_hours', message: 'Closed' })));
    act(() => latest().receive(JSON.stringify({ command: 'new_message', message: message(11) })));

    act(() => latest().serverClose(1006));
    expect(state().socketState).toBe('reconnecting');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(FakeSocket.instances).toHaveLength(2);
    act(() => latest().accept());

    await waitFor(() => expect(messages().at(-1)?.id).toBe(140));
    // The out-of-hours reply (100011) is the browser's own and not a resync point.
    expect(afters).toEqual(['11', '111']);
    const ids = messages().map((m) => m.id);
    expect(ids).toEqual([9, 10, 11, 100011, ...Array.from({ length: 129 }, (_, i) => 12 + i)]);
    // The list is the server's again (fetched anew, so a chat gone from the server is gone here too).
    const names = () => chatsOf(queryClient.getQueryData<ChatPages>(chatKeys.list({}))).map((c) => c.display_name);
    await waitFor(() => expect(names()).toEqual(['Fresh name', 'Chat 3']));
    expect(listFetches).toBe(1);
    expect(state().socketState).toBe('connected');
  });
});
