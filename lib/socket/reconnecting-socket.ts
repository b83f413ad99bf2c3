// A JSON socket on reconnecting-websocket with the spec's policy (§4, §9): after an unclean close it retries every
// 3 s, at most 30 times; a clean close (1000) or a refusal (4001 bad token, 4003 forbidden) is final, except that a
// 4001 (token expired or sessions revoked, decision 019) first gets one token renewal when the caller can renew.
// Reports the spec's states and log messages (§8), parses incoming frames with a zod schema, and says when it came back.
import ReconnectingWebSocket, { type CloseEvent } from 'reconnecting-websocket';
import type { z } from 'zod';

export const SOCKET_RETRY_DELAY_MS = 3000;
export const SOCKET_MAX_RETRIES = 30;
/** Closes that reconnecting cannot fix: a normal close, an invalid token, a socket the user may not open. */
export const FINAL_CLOSE_CODES: readonly number[] = [1000, 4001, 4003];
/** The server's "token invalid": sent for a bad token, at the token's expiry and when the user's sessions end. */
export const CLOSE_INVALID_TOKEN = 4001;

export type ConnectionState = 'connected' | 'closed' | 'error' | 'reconnecting' | 'reconnect error';

export const SOCKET_LOG = {
  connected: 'Socket connected',
  disconnected: 'Socket disconnected',
  error: 'Socket Error!!!',
  reconnectFailed: 'Websocket is having issues reconnecting..',
} as const;

/** The constructor the socket is built with: the browser's WebSocket, or a fake in tests. */
export type WebSocketClass = new (url: string, protocols?: string | string[]) => WebSocket;

export interface SocketOptions<F> {
  /** Read again before every attempt, so a reconnect carries the newest token. */
  url: string | (() => string);
  schema: z.ZodType<F>;
  onFrame: (frame: F) => void;
  onStateChange?: (state: ConnectionState) => void;
  /** Called on every open after the first: the place to fetch what was missed while away. */
  onReconnect?: () => void;
  /**
   * Gets a fresh access token (a refresh) after the server refused the socket's (4001); true when `url` now carries
   * it. The socket then reconnects (and `onReconnect` resyncs); without it, or when it fails, 4001 is final.
   */
  renewToken?: () => Promise<boolean>;
  WebSocket?: WebSocketClass;
  retryDelayMs?: number;
  maxRetries?: number;
}

export interface ManagedSocket {
  readonly state: () => ConnectionState | 'connecting';
  /** Sends a frame as JSON; frames sent while reconnecting go out once the socket is open again. */
  send: (frame: object) => void;
  /** Closes for good (code 1000): no reconnect follows. */
  close: () => void;
}

export function openSocket<F>(options: SocketOptions<F>): ManagedSocket {
  const maxRetries = options.maxRetries ?? SOCKET_MAX_RETRIES;
  const delay = options.retryDelayMs ?? SOCKET_RETRY_DELAY_MS;
  // A renewal in flight: the next attempt waits for it, so it carries the new token.
  let renewing: Promise<boolean> | null = null;
  // Renewals since the server last accepted the socket: a token refused straight after renewing is final.
  let renewals = 0;
  const nextUrl = async (): Promise<string> => {
    if (renewing) await renewing;
    return typeof options.url === 'function' ? options.url() : options.url;
  };
  const rws = new ReconnectingWebSocket(nextUrl, undefined, {
    WebSocket: options.WebSocket,
    minReconnectionDelay: delay,
    maxReconnectionDelay: delay,
    reconnectionDelayGrowFactor: 1,
    // The retry budget is counted here, per outage, so a connection that drops soon after opening gets it whole.
    maxRetries: Infinity,
  });
  let state: ConnectionState | 'connecting' = 'connecting';
  let stopped = false;
  let opened = false;
  let failures = 0;

  const setState = (next: ConnectionState) => {
    state = next;
    options.onStateChange?.(next);
  };
  const stop = () => {
    stopped = true;
    rws.close(1000);
  };

  const renew = (renewToken: () => Promise<boolean>) => {
    renewals += 1;
    setState('reconnecting');
    const attempt = renewToken().catch(() => false);
    renewing = attempt;
    void attempt.then((renewed) => {
      if (renewing === attempt) renewing = null;
      if (renewed || stopped) return;
      stop();
      setState('closed');
    });
  };

  const lost = (code: number | null) => {
    if (code === CLOSE_INVALID_TOKEN && options.renewToken && renewals === 0) {
      renew(options.renewToken);
      return;
    }
    if (code !== null && FINAL_CLOSE_CODES.includes(code)) {
      stop();
      setState('closed');
      return;
    }
    failures += 1;
    if (failures > maxRetries) {
      stop();
      console.warn(SOCKET_LOG.reconnectFailed);
      setState('reconnect error');
      return;
    }
    setState('reconnecting');
  };

  rws.addEventListener('open', () => {
    if (stopped) return;
    console.log(SOCKET_LOG.connected);
    failures = 0;
    const again = opened;
    opened = true;
    setState('connected');
    if (again) options.onReconnect?.();
  });
  rws.addEventListener('close', (event: CloseEvent) => {
    // reconnecting-websocket reports a failed attempt as its own close (target: itself) followed by the error.
    if (stopped || event.target === rws) return;
    console.log(SOCKET_LOG.disconnected);
    lost(event.code);
  });
  rws.addEventListener('error', () => {
    if (stopped) return;
    console.warn(SOCKET_LOG.error);
    setState('error');
    lost(null);
  });
  rws.addEventListener('message', (event: MessageEvent) => {
    if (stopped || typeof event.data !== 'string') return;
    // The server speaks only once it has accepted the token.
    renewals = 0;
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    const frame = options.schema.safeParse(data);
    if (frame.success) options.onFrame(frame.data);
  });

  return {
    state: () => state,
    send: (frame) => {
      if (!stopped) rws.send(JSON.stringify(frame));
    },
    close: () => {
      if (stopped) return;
      stop();
      console.log(SOCKET_LOG.disconnected);
      setState('closed');
    },
  };
}
