// The socket wrapper's policy (spec §4, §8, §9): states, log messages, a retry every 3 s up to 30 times after an
// unclean close, none after a clean one, frames parsed with the contract's schema, a resync hook after reconnecting.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { serverFrameSchema, type ServerFrame } from '@/lib/contract/chat';
import {
  openSocket,
  type ConnectionState,
  type ManagedSocket,
  type WebSocketClass,
} from '@/lib/socket/reconnecting-socket';
import { socketUrl } from '@/lib/socket/socket-url';
import { FakeSocket } from './socket-fake';

const sockets = () => FakeSocket.instances;
const latest = () => FakeSocket.instances.at(-1)!;

let log: MockInstance<typeof console.log>;
const warn = vi.mocked(console.warn);
const collectWarnings = warn.getMockImplementation();
let socket: ManagedSocket | null = null;

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
  log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  warn.mockClear().mockImplementation(() => undefined);
});
afterEach(() => {
  socket?.close();
  socket = null;
  log.mockRestore();
  if (collectWarnings) warn.mockImplementation(collectWarnings);
  vi.useRealTimers();
});

async function open(options: { onReconnect?: () => void } = {}) {
  const frames: ServerFrame[] = [];
  const states: ConnectionState[] = [];
  socket = openSocket({
    url: 'ws://localhost/ws/chat/5/?token=abc',
    schema: serverFrameSchema,
    onFrame: (frame) => frames.push(frame),
    onStateChange: (state) => states.push(state),
    WebSocket: FakeSocket as unknown as WebSocketClass,
    ...options,
  });
  await vi.advanceTimersByTimeAsync(0);
  latest().accept();
  return { frames, states };
}

describe('socket wrapper', () => {
  it("connects, logs 'Socket connected', sends JSON and passes on only frames the contract knows", async () => {
    const { frames, states } = await open();
    expect(sockets()).toHaveLength(1);
    expect(latest().url).toBe('ws://localhost/ws/chat/5/?token=abc');
    expect(states).toEqual(['connected']);
    expect(log).toHaveBeenCalledWith('Socket connected');

    socket!.send({ command: 'new_message', chat: 5, content: 'Hello' });
    expect(latest().sent).toEqual(['{"command":"new_message","chat":5,"content":"Hello"}']);

    latest().receive('{"command":"not_working_hours","message":"Closed"}');
    latest().receive('not json');
    latest().receive('{"command":"surprise"}');
    latest().receive('{"command":"new_message","message":{"id":"x"}}');
    expect(frames).toEqual([{ command: 'not_working_hours', message: 'Closed' }]);
  });

  it('after an unclean close reconnects in 3000 ms and reports the reconnect', async () => {
    const onReconnect = vi.fn();
    const { states } = await open({ onReconnect });
    latest().serverClose(1006);
    expect(log).toHaveBeenCalledWith('Socket disconnected');
    expect(states.at(-1)).toBe('reconnecting');

    await vi.advanceTimersByTimeAsync(2999);
    expect(sockets()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets()).toHaveLength(2);
    expect(onReconnect).not.toHaveBeenCalled();
    latest().accept();
    expect(states.at(-1)).toBe('connected');
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('reconnects after a server restart (1001 going away)', async () => {
    await open();
    latest().serverClose(1001);
    await vi.advanceTimersByTimeAsync(3000);
    expect(sockets()).toHaveLength(2);
  });

  it.each([1000, 4001, 4003])('does not reconnect after close code %i', async (code) => {
    const { states } = await open();
    latest().serverClose(code);
    expect(states.at(-1)).toBe('closed');
    expect(log).toHaveBeenCalledWith('Socket disconnected');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sockets()).toHaveLength(1);
  });

  it("tries 30 times, 3 s apart, then gives up with 'reconnect error' and the spec's warning", async () => {
    const { states } = await open();
    latest().serverClose(1006);
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      await vi.advanceTimersByTimeAsync(3000);
      expect(sockets()).toHaveLength(attempt + 1);
      expect(states.at(-1)).toBe('reconnecting');
      latest().fail();
      expect(states.slice(-2)).toEqual(attempt < 30 ? ['error', 'reconnecting'] : ['error', 'reconnect error']);
    }
    expect(warn).toHaveBeenCalledWith('Socket Error!!!');
    expect(warn.mock.calls.filter(([text]) => text === 'Socket Error!!!')).toHaveLength(30);
    expect(warn).toHaveBeenLastCalledWith('Websocket is having issues reconnecting..');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sockets()).toHaveLength(31);
  });

  it('gives a new outage the whole budget once a retry gets through', async () => {
    await open();
    latest().serverClose(1006);
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      await vi.advanceTimersByTimeAsync(3000);
      latest().fail();
    }
    await vi.advanceTimersByTimeAsync(3000);
    latest().accept();
    latest().serverClose(1006);
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      await vi.advanceTimersByTimeAsync(3000);
      latest().fail();
    }
    expect(sockets()).toHaveLength(1 + 21 + 30);
    expect(warn).toHaveBeenLastCalledWith('Websocket is having issues reconnecting..');
  });

  it('closing it on purpose is final: closed state, no reconnect', async () => {
    const { states } = await open();
    socket!.close();
    expect(states.at(-1)).toBe('closed');
    expect(log).toHaveBeenCalledWith('Socket disconnected');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets()).toHaveLength(1);
  });
});

describe('token renewal after a 4001 (expired token or revoked session)', () => {
  let token = 'old';
  const openRenewing = async (renewToken: () => Promise<boolean>, onReconnect = vi.fn()) => {
    token = 'old';
    const states: ConnectionState[] = [];
    socket = openSocket({
      url: () => `ws://localhost/ws/notifications/u-1/?token=${token}`,
      schema: serverFrameSchema,
      onFrame: () => undefined,
      onStateChange: (state) => states.push(state),
      onReconnect,
      renewToken,
      WebSocket: FakeSocket as unknown as WebSocketClass,
    });
    await vi.advanceTimersByTimeAsync(0);
    latest().accept();
    latest().receive('{"command":"connected","user_id":1}');
    return { states, onReconnect };
  };
  const renewTo = (next: string, delayMs = 0) =>
    vi.fn(async () => {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      token = next;
      return true;
    });

  it('renews the token, reconnects with the new one and resyncs', async () => {
    const renew = renewTo('new');
    const { states, onReconnect } = await openRenewing(renew);
    latest().serverClose(4001);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(states.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(3000);
    expect(sockets()).toHaveLength(2);
    expect(latest().url).toBe('ws://localhost/ws/notifications/u-1/?token=new');
    latest().accept();
    expect(states.at(-1)).toBe('connected');
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('waits for a slow renewal rather than retrying with the old token', async () => {
    const renew = renewTo('slow', 10_000);
    await openRenewing(renew);
    latest().serverClose(4001);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(sockets()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets()).toHaveLength(2);
    expect(latest().url).toContain('token=slow');
  });

  it('gives up (closed) when the renewal fails, as after a revoked session', async () => {
    for (const renew of [vi.fn(async () => false), vi.fn(async () => Promise.reject(new Error('401')))]) {
      const { states } = await openRenewing(renew);
      const before = sockets().length;
      latest().serverClose(4001);
      await vi.advanceTimersByTimeAsync(0);
      expect(states.at(-1)).toBe('closed');
      await vi.advanceTimersByTimeAsync(120_000);
      expect(sockets()).toHaveLength(before);
      socket = null;
    }
  });

  it('does not loop: a token refused straight after renewing is final', async () => {
    const renew = renewTo('also-bad');
    const { states } = await openRenewing(renew);
    latest().serverClose(4001);
    await vi.advanceTimersByTimeAsync(3000);
    latest().accept();
    latest().serverClose(4001);
    expect(states.at(-1)).toBe('closed');
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sockets()).toHaveLength(2);
  });

  it('renews again at the next expiry once the server accepted the renewed token', async () => {
    const renew = renewTo('second');
    await openRenewing(renew);
    latest().serverClose(4001);
    await vi.advanceTimersByTimeAsync(3000);
    latest().accept();
    latest().receive('{"command":"connected","user_id":1}');
    latest().serverClose(4001);
    expect(renew).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(sockets()).toHaveLength(3);
  });
});

describe('socket URL', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("uses the page's host, ws:// for http", () => {
    expect(socketUrl('/ws/notifications/u-1/', { token: 'a b' })).toBe(
      'ws://localhost:3000/ws/notifications/u-1/?token=a+b',
    );
  });

  it("uses NEXT_PUBLIC_API_URL's host, wss:// for https", () => {
    vi.stubEnv('NEXT_PUBLIC_API_URL', 'https://api.example.com');
    expect(socketUrl('/ws/chat/5/', { token: 't' })).toBe('wss://api.example.com/ws/chat/5/?token=t');
  });
});
