// Chat tests: the cast of the access matrix with tokens, chats made through the API, sockets on a live server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { expect } from 'vitest';
import WebSocket from 'ws';
import { anonymousUserSchema, chatSchema, type Chat } from '@/lib/contract/chat';
import { createMemoryThrottleStore, type ThrottleStore } from '@/server/api/throttle';
import { signToken } from '@/server/auth/jwt';
import type { Bus } from '@/server/realtime/bus';
import { createRealtimeServer, type RealtimeDeps, type RealtimeServer } from '@/server/realtime/ws-server';
import { createUser, type UserRow } from './auth';
import type { TestApp } from './test-app';
import type { TestDatabase } from './test-db';

export interface Actor {
  name: string;
  user: UserRow | null;
  token?: string;
}

export interface Cast {
  anonymous: Actor;
  visitor: Actor;
  customerA: Actor;
  customerB: Actor;
  dealer: Actor;
  staff: Actor;
  superuser: Actor;
}

export async function tokenFor(user: UserRow): Promise<string> {
  return (await signToken(user.id, 'access')).token;
}

async function actor(t: TestApp, name: string, values: Parameters<typeof createUser>[1]): Promise<Actor> {
  const user = await createUser(t.database.db, values);
  return { name, user, token: await tokenFor(user) };
}

/** Everyone the access matrix asks about; the visitor is made through the anonymous endpoint. */
export async function createCast(t: TestApp): Promise<Cast> {
  const res = await t.request('/api/chats/anonymous/create-user/', {
    method: 'POST',
    json: { first_name: 'Visitor', phone: '017 217 919' },
  });
  expect(res.status).toBe(201);
  const anon = anonymousUserSchema.parse(await res.json());
  const { users } = await import('@/server/db/schema');
  const { eq } = await import('drizzle-orm');
  const [visitorRow] = await t.database.db.select().from(users).where(eq(users.id, anon.user.id));
  return {
    anonymous: { name: 'anonymous', user: null },
    visitor: { name: 'anonymous chat user', user: visitorRow!, token: anon.access },
    customerA: await actor(t, 'customer A', { first_name: 'Alice', last_name: 'Andersen' }),
    customerB: await actor(t, 'customer B', { first_name: 'Bora', last_name: 'Bun' }),
    dealer: await actor(t, 'dealer', { first_name: 'Dara', last_name: 'Dealer', account_type: 'Business Account' }),
    staff: await actor(t, 'staff', { first_name: 'Sokha', last_name: 'Staff', is_admin: true }),
    superuser: await actor(t, 'superuser', { first_name: 'Super', last_name: 'User', is_superuser: true }),
  };
}

export async function call(
  t: TestApp,
  who: Actor,
  path: string,
  init: { method?: string; json?: unknown; body?: BodyInit } = {},
): Promise<Response> {
  return t.request(path, { method: init.method ?? 'GET', json: init.json, body: init.body, token: who.token });
}

/** The first message a car chat is opened with (a car chat starts only with one). */
export const FIRST_CAR_MESSAGE = 'Is this car still available?';

/** The first message of a support chat (a chat starts only with one). */
export const FIRST_SUPPORT_MESSAGE = 'Hello, I have a question.';

/** Opens `who`'s support chat (or car chat), with its first message, through the API. */
export async function openChatAs(t: TestApp, who: Actor, carId?: number): Promise<Chat> {
  const json = carId ? { car_id: carId, content: FIRST_CAR_MESSAGE } : { content: FIRST_SUPPORT_MESSAGE };
  const res = await call(t, who, '/api/chats/create/', { method: 'POST', json });
  expect([200, 201]).toContain(res.status);
  return chatSchema.parse(await res.json());
}

export interface LiveServer {
  base: string;
  realtime: RealtimeServer;
  close(): Promise<void>;
}

/**
 * A realtime server on a free port, over the test database and the given bus. Rate limits count in its own memory
 * unless a store is given: on the machine's shared Redis, test files running at once would count each other.
 */
export async function startRealtime(
  database: TestDatabase,
  bus: Bus,
  throttles: ThrottleStore = createMemoryThrottleStore(),
  options: Pick<RealtimeDeps, 'readMarkWindowMs'> = {},
): Promise<LiveServer> {
  const realtime = createRealtimeServer(pino({ level: 'silent' }), {
    getDatabase: async () => database,
    getBus: async () => bus,
    getThrottleStore: async () => throttles,
    ...options,
  });
  const server: Server = createServer((_req, res) => res.end());
  server.on('upgrade', (req, socket, head) => realtime.handleUpgrade(req, socket, head));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    realtime,
    async close() {
      await realtime.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type Frame = Record<string, unknown> & { command: string };

export interface Client {
  ws: WebSocket;
  frames: Frame[];
  closed: Promise<number>;
  send(frame: unknown): void;
  /** The first frame (from `from` on) matching the predicate; fails after two seconds. */
  waitFor(predicate: (f: Frame) => boolean, from?: number): Promise<Frame>;
}

export function connect(base: string, path: string): Promise<Client> {
  const ws = new WebSocket(`${base}${path}`);
  const frames: Frame[] = [];
  ws.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString()) as Frame));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const client: Client = {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(JSON.stringify(frame)),
    async waitFor(predicate, from = 0) {
      for (let i = 0; i < 200; i++) {
        const found = frames.slice(from).find(predicate);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`no matching frame; got ${JSON.stringify(frames)}`);
    },
  };
  return new Promise((resolve, reject) => {
    ws.on('open', () => resolve(client));
    ws.on('error', reject);
  });
}

/** Connects and waits for the server's `connected` frame (the socket is subscribed by then). */
export async function connectReady(base: string, path: string): Promise<Client> {
  const client = await connect(base, path);
  await client.waitFor((f) => f.command === 'connected');
  return client;
}
