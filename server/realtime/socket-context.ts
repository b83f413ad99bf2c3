// What a socket handler works with, and frame helpers shared by the chat and notification sockets.
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { WebSocket } from 'ws';
import { clientFrameSchema, type ClientFrame, type ServerFrame } from '@/lib/contract/chat';
import type { AuthUser } from '../api/context';
import type { ThrottleStore } from '../api/throttle';
import type { Db } from '../db/client';
import { busEncoding, type Bus } from './bus';
import type { ReadMarks } from '../modules/chat/read-marks';

export interface SocketContext {
  ws: WebSocket;
  user: AuthUser;
  db: Db;
  bus: Bus;
  log: Logger;
  origin: string;
  /** The client's address (decision 020), for the per-address rate limits. */
  address: string;
  /** Where rate-limit counters live (Redis when configured, so that limits hold across servers). */
  getThrottleStore: () => Promise<ThrottleStore>;
  /** The server's read receipts, stored in batches (decision 064). */
  readMarks: ReadMarks;
}

export interface OpenSocket {
  onFrame(raw: string): Promise<void>;
  close(): Promise<void>;
}

// A bus message reaches every subscriber as one object: it is encoded once (by the bus), not once per socket.
const encoded = new WeakMap<object, Buffer>();

/** "Try again later": the client did not read what it was sent (decision 019). */
export const CLOSE_SEND_QUEUE_FULL = 1013;
/** Time a slow reader gets to take the close frame before the connection is cut and its queue freed. */
export const SLOW_READER_GRACE_MS = 1000;
const sendLimits = new WeakMap<WebSocket, number>();

/** Caps the bytes queued for the socket: past it, the socket is closed instead of the queue growing. */
export function limitSendQueue(ws: WebSocket, maxBytes: number): void {
  sendLimits.set(ws, maxBytes);
}

function closeSlowReader(ws: WebSocket): void {
  ws.close(CLOSE_SEND_QUEUE_FULL, 'send queue full');
  // The close frame waits behind the unread data; a client that never reads would hold it for ws's 30 s timeout.
  setTimeout(() => ws.terminate(), SLOW_READER_GRACE_MS).unref();
}

/** Sends a frame as a text message; frames are never changed after they are sent. */
export function sendFrame(ws: WebSocket, frame: ServerFrame | Record<string, unknown>): void {
  if (ws.readyState !== WebSocket.OPEN) return;
  let data = encoded.get(frame);
  if (!data) {
    data = Buffer.from(busEncoding(frame) ?? JSON.stringify(frame));
    encoded.set(frame, data);
  }
  const limit = sendLimits.get(ws);
  if (limit !== undefined && ws.bufferedAmount + data.length > limit) {
    closeSlowReader(ws);
    return;
  }
  holdWritesThisTurn(ws);
  ws.send(data, { binary: false });
}

/**
 * Frames sent to one socket in one turn of the event loop leave in one write: its TCP socket is corked at the turn's
 * first frame and uncorked after the turn's I/O callbacks (setImmediate). A staff bell hears every message of a batch
 * the chat stores at once; one writev system call per frame was half of the server's CPU under a busy chat
 * (decision 082). ws corks around each frame's two writes itself, which nests inside this.
 */
function holdWritesThisTurn(ws: WebSocket): void {
  // ws keeps its TCP socket as `_socket` (ws 8; its types do not declare it).
  const socket = (ws as unknown as { _socket?: Duplex })._socket;
  if (!socket || socket.writableCorked) return;
  socket.cork();
  setImmediate(uncork, socket);
}

const uncork = (socket: Duplex) => socket.uncork();

/** A client frame checked against the contract; bad frames are answered with an error frame and dropped. */
export function parseFrame(ws: WebSocket, raw: string): ClientFrame | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    sendFrame(ws, { command: 'error', detail: 'Frames must be JSON objects.' });
    return null;
  }
  const result = clientFrameSchema.safeParse(value);
  if (!result.success) {
    const command = (value as { command?: unknown } | null)?.command;
    const detail = typeof command === 'string' ? `Invalid "${command}" frame.` : 'Frames need a "command".';
    sendFrame(ws, { command: 'error', detail });
    return null;
  }
  return result.data;
}
