// What a socket handler works with, and frame helpers shared by the chat and notification sockets.
import type { Logger } from 'pino';
import { WebSocket } from 'ws';
import { clientFrameSchema, type ClientFrame, type ServerFrame } from '@/lib/contract/chat';
import type { AuthUser } from '../api/context';
import type { Db } from '../db/client';
import type { Bus } from './bus';

export interface SocketContext {
  ws: WebSocket;
  user: AuthUser;
  db: Db;
  bus: Bus;
  log: Logger;
  origin: string;
}

export interface OpenSocket {
  onFrame(raw: string): Promise<void>;
  close(): Promise<void>;
}

// A bus message reaches every subscriber as one object: it is encoded once, not once per socket.
const encoded = new WeakMap<object, Buffer>();

/** Sends a frame as a text message; frames are never changed after they are sent. */
export function sendFrame(ws: WebSocket, frame: ServerFrame | Record<string, unknown>): void {
  if (ws.readyState !== WebSocket.OPEN) return;
  let data = encoded.get(frame);
  if (!data) {
    data = Buffer.from(JSON.stringify(frame));
    encoded.set(frame, data);
  }
  ws.send(data, { binary: false });
}

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
