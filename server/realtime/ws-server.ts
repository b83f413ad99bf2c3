// WebSocket endpoint for /ws/*: token-authenticated (Channels-style: accept, then close 4001 on a bad token,
// 4003 on a socket the user may not open), routed to the notification or chat socket. A socket also closes with
// 4001 when its token expires or the user's sessions are revoked on any server (decision 019).
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { eq } from 'drizzle-orm';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Logger } from 'pino';
import { isLiveSession, toAuthUser } from '../api/auth';
import type { AuthUser } from '../api/context';
import { verifyToken, type TokenClaims } from '../auth/jwt';
import { getConfig } from '../config';
import { getDatabase, type Database } from '../db/client';
import { users } from '../db/schema';
import { getThrottleStore, type ThrottleStore } from '../api/throttle';
import { clientAddress, publicOrigin } from '../http/request-origin';
import { createReadMarks, type ReadMarks } from '../modules/chat/read-marks';
import { getBus, type Bus } from './bus';
import { openChatSocket } from './chat-socket';
import { openNotificationSocket } from './notification-socket';
import { SESSIONS_REVOKED_CHANNEL, revokedUserId } from './session-events';
import { limitSendQueue, sendFrame, type OpenSocket, type SocketContext } from './socket-context';
import { SocketRegistry } from './socket-registry';

export const CLOSE_INVALID_TOKEN = 4001;
export const CLOSE_FORBIDDEN = 4003;
/** setTimeout's ceiling; access tokens live far less, but a configured lifetime could exceed it. */
const MAX_TIMER_MS = 2_147_483_647;

export interface RealtimeServer {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
  clientCount(): number;
  /** Sockets held by user (set up or being set up); revocations close these. */
  socketCount(): number;
}

export interface RealtimeDeps {
  getDatabase: () => Promise<Database>;
  getBus: () => Promise<Bus>;
  /** The public origin for absolute media URLs in frames. */
  origin?: string;
  /** Where rate-limit counters live; the process's store (Redis when configured) by default. */
  getThrottleStore?: () => Promise<ThrottleStore>;
  /** Bytes queued for a client before its socket is closed (SOCKET_MAX_BUFFERED_BYTES by default). */
  maxBufferedBytes?: number;
  /** How long read receipts wait to share a statement (READ_MARK_WINDOW_MS by default). */
  readMarkWindowMs?: number;
}

const NOTIFICATIONS = /^\/ws\/notifications\/([^/]+)\/?$/;
const CHAT = /^\/ws\/chat\/(\d{1,9})\/?$/;

export function createRealtimeServer(logger: Logger, deps: RealtimeDeps = { getDatabase, getBus }): RealtimeServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const registry = new SocketRegistry();
  // One subscription per server: a revocation on any server closes the user's sockets here.
  const revocations = deps
    .getBus()
    .then((bus) =>
      bus.subscribe(SESSIONS_REVOKED_CHANNEL, (message) => {
        const userId = revokedUserId(message);
        if (userId !== null) registry.closeUser(userId, CLOSE_INVALID_TOKEN, 'session revoked');
      }),
    )
    .catch((err: unknown) => {
      logger.error({ err }, 'cannot hear session revocations: sockets close only when their tokens expire');
      return null;
    });
  const server: Server = {
    logger,
    deps,
    registry,
    revocationsReady: revocations.then(() => undefined),
    maxBufferedBytes: deps.maxBufferedBytes ?? getConfig().SOCKET_MAX_BUFFERED_BYTES,
    readMarks: null,
  };

  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    void onConnection(ws, req, server).catch((err: unknown) => {
      logger.error({ err }, 'socket set-up failed');
      ws.close(1011, 'server error');
    });
  });

  return {
    handleUpgrade(req, socket, head) {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    clientCount: () => wss.clients.size,
    socketCount: () => registry.size(),
    close: async () => {
      await new Promise<void>((resolve) => {
        for (const client of wss.clients) client.close(1001, 'server shutting down');
        wss.close(() => resolve());
      });
      const unsubscribe = await revocations;
      await unsubscribe?.();
      // Every socket has closed (and flushed): whatever read receipts are still waiting are stored now.
      await server.readMarks?.close();
    },
  };
}

interface Server {
  logger: Logger;
  deps: RealtimeDeps;
  registry: SocketRegistry;
  revocationsReady: Promise<void>;
  maxBufferedBytes: number;
  /** Made with the first socket, which brings the database and the bus. */
  readMarks: ReadMarks | null;
}

/** The token's claims, or null when it does not verify (refused before the database is asked). */
async function readToken(token: string): Promise<TokenClaims | null> {
  try {
    return await verifyToken(token, 'access');
  } catch {
    return null;
  }
}

/** The token's user when it is active and has not revoked its sessions since the token was issued. */
async function loadUser(database: Database, claims: TokenClaims): Promise<AuthUser | null> {
  const [row] = await database.db.select().from(users).where(eq(users.id, claims.user_id)).limit(1);
  return isLiveSession(row, claims) ? toAuthUser(row) : null;
}

/**
 * Sets a socket up. The close handler is attached before the first await: whatever is set up after the client has
 * gone (a subscription made by a slow open) is torn down as soon as it exists, so aborted handshakes leave nothing.
 */
async function onConnection(ws: WebSocket, req: IncomingMessage, server: Server): Promise<void> {
  const { logger, deps, registry } = server;
  let closed = false;
  const cleanups: Array<() => unknown> = [];
  const runCleanup = (cleanup: () => unknown) => {
    Promise.resolve()
      .then(cleanup)
      .catch((err: unknown) => logger.error({ err }, 'socket clean-up failed'));
  };
  /** Runs `cleanup` when the socket closes, or now if it already has. */
  const onClosed = (cleanup: () => unknown) => {
    if (closed) runCleanup(cleanup);
    else cleanups.push(cleanup);
  };
  ws.once('close', () => {
    closed = true;
    for (const cleanup of cleanups.splice(0).reverse()) runCleanup(cleanup);
  });
  // Frames that arrive while the token and the chat are checked are handled once the socket is set up.
  const early: Buffer[] = [];
  const hold = (data: Buffer) => early.push(data);
  ws.on('message', hold);

  const url = new URL(req.url ?? '/', 'http://localhost');
  const claims = await readToken(url.searchParams.get('token') ?? '');
  if (closed) return;
  if (!claims) {
    ws.close(CLOSE_INVALID_TOKEN, 'invalid token');
    return;
  }
  // Registered before the user is read: a revocation committed after that read still finds (and closes) it.
  await server.revocationsReady;
  if (closed) return;
  registry.add(claims.user_id, ws);
  onClosed(() => registry.remove(claims.user_id, ws));
  const expiry = setTimeout(
    () => ws.close(CLOSE_INVALID_TOKEN, 'token expired'),
    Math.min(claims.exp * 1000 - Date.now(), MAX_TIMER_MS),
  );
  expiry.unref();
  onClosed(() => clearTimeout(expiry));
  limitSendQueue(ws, server.maxBufferedBytes);

  const database = await deps.getDatabase();
  const user = await loadUser(database, claims);
  if (closed) return;
  if (!user) {
    ws.close(CLOSE_INVALID_TOKEN, 'invalid token');
    return;
  }
  const bus = await deps.getBus();
  if (closed) return;
  const ctx: SocketContext = {
    ws,
    user,
    db: database.db,
    bus,
    log: logger.child({ ws: url.pathname, user_id: user.id }),
    origin: deps.origin ?? publicOrigin(req),
    address: clientAddress(req),
    getThrottleStore: deps.getThrottleStore ?? getThrottleStore,
    readMarks: (server.readMarks ??= createReadMarks({
      db: database.db,
      bus,
      log: logger,
      windowMs: deps.readMarkWindowMs,
    })),
  };
  const notifications = NOTIFICATIONS.exec(url.pathname);
  const chat = CHAT.exec(url.pathname);
  const opened: OpenSocket | null = notifications
    ? await openNotificationSocket(ctx, decodeURIComponent(notifications[1]!))
    : chat
      ? await openChatSocket(ctx, Number(chat[1]))
      : null;
  if (opened) onClosed(() => opened.close());
  if (closed) return;
  if (!opened) {
    ws.close(CLOSE_FORBIDDEN, 'forbidden');
    return;
  }
  ws.off('message', hold);
  ctx.log.debug('socket connected');
  onClosed(() => ctx.log.debug('socket closed'));
  sendFrame(ws, { command: 'connected', user_id: user.id });
  // One frame at a time per socket, so a client's messages are stored and fanned out in the order sent.
  let queue = Promise.resolve();
  const onFrame = (data: Buffer) => {
    queue = queue
      .then(() => opened.onFrame(data.toString()))
      .catch((err: unknown) => {
        ctx.log.error({ err }, 'socket frame failed');
        sendFrame(ws, { command: 'error', detail: 'The server could not handle that frame.' });
      });
  };
  ws.on('message', (data: Buffer, isBinary: boolean) => {
    if (!isBinary) onFrame(data);
  });
  for (const data of early) onFrame(data);
}
