// WebSocket endpoint for /ws/*: token-authenticated (Channels-style: accept, then close 4001 on a bad token,
// 4003 on a socket the user may not open), routed to the notification or chat socket.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { eq } from 'drizzle-orm';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Logger } from 'pino';
import { toAuthUser } from '../api/auth';
import type { AuthUser } from '../api/context';
import { verifyToken } from '../auth/jwt';
import { getDatabase, type Database } from '../db/client';
import { users } from '../db/schema';
import { getBus, type Bus } from './bus';
import { openChatSocket } from './chat-socket';
import { openNotificationSocket } from './notification-socket';
import { sendFrame, type SocketContext } from './socket-context';

export const CLOSE_INVALID_TOKEN = 4001;
export const CLOSE_FORBIDDEN = 4003;

export interface RealtimeServer {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
  clientCount(): number;
}

export interface RealtimeDeps {
  getDatabase: () => Promise<Database>;
  getBus: () => Promise<Bus>;
  /** The public origin for absolute media URLs in frames. */
  origin?: string;
}

const NOTIFICATIONS = /^\/ws\/notifications\/([^/]+)\/?$/;
const CHAT = /^\/ws\/chat\/(\d{1,9})\/?$/;

export function createRealtimeServer(logger: Logger, deps: RealtimeDeps = { getDatabase, getBus }): RealtimeServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });

  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    void onConnection(ws, req, logger, deps).catch((err: unknown) => {
      logger.error({ err }, 'socket set-up failed');
      ws.close(1011, 'server error');
    });
  });

  return {
    handleUpgrade(req, socket, head) {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    clientCount: () => wss.clients.size,
    close: () =>
      new Promise((resolve) => {
        for (const client of wss.clients) client.close(1001, 'server shutting down');
        wss.close(() => resolve());
      }),
  };
}

/** The token's active user; a token that does not verify is refused before the database is asked. */
async function authenticate(token: string, deps: RealtimeDeps): Promise<{ user: AuthUser; database: Database } | null> {
  let userId: number;
  try {
    userId = (await verifyToken(token, 'access')).user_id;
  } catch {
    return null;
  }
  const database = await deps.getDatabase();
  const [row] = await database.db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row?.is_active ? { user: toAuthUser(row), database } : null;
}

async function onConnection(ws: WebSocket, req: IncomingMessage, logger: Logger, deps: RealtimeDeps): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  // Frames that arrive while the token and the chat are checked are handled once the socket is set up.
  const early: Buffer[] = [];
  const hold = (data: Buffer) => early.push(data);
  ws.on('message', hold);
  const auth = await authenticate(url.searchParams.get('token') ?? '', deps);
  if (!auth) {
    ws.close(CLOSE_INVALID_TOKEN, 'invalid token');
    return;
  }
  const { user, database } = auth;
  const ctx: SocketContext = {
    ws,
    user,
    db: database.db,
    bus: await deps.getBus(),
    log: logger.child({ ws: url.pathname, user_id: user.id }),
    origin: deps.origin ?? `http://${req.headers.host ?? 'localhost'}`,
  };
  const notifications = NOTIFICATIONS.exec(url.pathname);
  const chat = CHAT.exec(url.pathname);
  const opened = notifications
    ? await openNotificationSocket(ctx, decodeURIComponent(notifications[1]!))
    : chat
      ? await openChatSocket(ctx, Number(chat[1]))
      : null;
  if (!opened) {
    ws.close(CLOSE_FORBIDDEN, 'forbidden');
    return;
  }
  ws.off('message', hold);
  ctx.log.debug('socket connected');
  sendFrame(ws, { command: 'connected', user_id: user.id });
  // One frame at a time per socket, so a client's messages are stored and fanned out in the order sent.
  let queue = Promise.resolve();
  const onFrame = (data: Buffer) => {
    queue = queue.then(() => opened.onFrame(data.toString())).catch((err: unknown) => {
      ctx.log.error({ err }, 'socket frame failed');
      sendFrame(ws, { command: 'error', detail: 'The server could not handle that frame.' });
    });
  };
  ws.on('message', (data: Buffer, isBinary: boolean) => {
    if (!isBinary) onFrame(data);
  });
  for (const data of early) onFrame(data);
  ws.on('close', () => {
    ctx.log.debug('socket closed');
    void opened.close();
  });
}
