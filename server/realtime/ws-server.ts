// WebSocket endpoint for /ws/*: token-authenticated (Channels-style: accept, then close 4001 on a bad token).
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Logger } from 'pino';
import { verifyToken } from '../auth/jwt';

export const CLOSE_INVALID_TOKEN = 4001;
export const CLOSE_FORBIDDEN = 4003;

export interface RealtimeServer {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
  clientCount(): number;
}

export function createRealtimeServer(logger: Logger): RealtimeServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });

  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    void onConnection(ws, req, logger);
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

async function onConnection(ws: WebSocket, req: IncomingMessage, logger: Logger): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const token = url.searchParams.get('token') ?? '';
  let userId: number;
  try {
    userId = (await verifyToken(token, 'access')).user_id;
  } catch {
    ws.close(CLOSE_INVALID_TOKEN, 'invalid token');
    return;
  }
  const log = logger.child({ ws: url.pathname, user_id: userId });
  log.debug('socket connected');
  ws.send(JSON.stringify({ command: 'connected', user_id: userId }));
  ws.on('message', (data, isBinary) => {
    if (isBinary) return;
    let frame: unknown;
    try {
      frame = JSON.parse(data.toString());
    } catch {
      ws.send(JSON.stringify({ command: 'error', detail: 'Frames must be JSON objects.' }));
      return;
    }
    if (typeof frame !== 'object' || frame === null || typeof (frame as { command?: unknown }).command !== 'string') {
      ws.send(JSON.stringify({ command: 'error', detail: 'Frames need a "command".' }));
      return;
    }
    const command = (frame as { command: string }).command;
    if (command === 'ping') ws.send(JSON.stringify({ command: 'pong' }));
    else ws.send(JSON.stringify({ command: 'echo', frame }));
  });
  ws.on('close', () => log.debug('socket closed'));
}
