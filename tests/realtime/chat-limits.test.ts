// Chat abuse limits: messages and new chats per user and per address → 429 with Retry-After over HTTP, an error
// frame over the socket (the message is not stored); on Redis, two instances share the counts.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousUserSchema, chatSchema, errorFrameSchema, messagePageSchema, type Chat } from '@/lib/contract/chat';
import { buildApi, type Api } from '@/server/api/app';
import { createMemoryThrottleStore, createRedisThrottleStore, type ThrottleStore } from '@/server/api/throttle';
import { createMemoryBus } from '@/server/realtime/bus';
import { createUser, nextIp } from '../support/auth';
import { connectReady, startRealtime, tokenFor, type Client, type Frame, type LiveServer } from '../support/chat';
import { createTestApp, type TestApp } from '../support/test-app';

const THROTTLED = /^Request was throttled\. Expected available in \d+ seconds?\.$/;
const bus = createMemoryBus();
let t: TestApp;
let live: LiveServer;
// One process's counters, shared by its API and its sockets as in server.ts.
let api: Api;

beforeAll(async () => {
  t = await createTestApp();
  const throttles = createMemoryThrottleStore();
  api = buildApi({
    getDatabase: async () => t.database,
    getBus: async () => bus,
    getThrottleStore: async () => throttles,
    logger: pino({ level: 'silent' }),
  });
  live = await startRealtime(t.database, bus, throttles);
});
afterAll(async () => {
  await live.close();
  await t.close();
});

const request = (path: string, init: { method: string; json: unknown; headers: Record<string, string> }) =>
  Promise.resolve(
    api.request(`http://testserver${path}`, {
      method: init.method,
      headers: { ...init.headers, 'content-type': 'application/json' },
      body: JSON.stringify(init.json),
    }),
  );

async function member(): Promise<{ token: string }> {
  return { token: await tokenFor(await createUser(t.database.db)) };
}

function openChat(api: Api, who: { token: string }, ip = nextIp()): Promise<Response> {
  return Promise.resolve(
    api.request('http://testserver/api/chats/create/', {
      method: 'POST',
      headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ content: 'Hello' }),
    }),
  );
}

async function expectThrottled(res: Response, maxWait: number): Promise<void> {
  expect(res.status).toBe(429);
  const wait = Number(res.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(maxWait);
  expect(((await res.json()) as { detail: string }).detail).toMatch(THROTTLED);
}

/** The first frame matching, waiting while the server stores what came before it (bounded). */
async function frameOf(client: Client, predicate: (f: Frame) => boolean): Promise<Frame> {
  await expect.poll(() => client.frames.some(predicate), { timeout: 15_000, interval: 20 }).toBe(true);
  return client.frames.find(predicate)!;
}

async function storedMessages(chat: Chat, who: { token: string }): Promise<number> {
  const res = await t.request(`/api/chats/${chat.id}/messages/?page_size=100`, { token: who.token });
  return messagePageSchema.parse(await res.json()).count;
}

describe('new chats over HTTP', () => {
  it('refuses the 11th chat a user opens in a minute, from any address, with 429 and Retry-After', async () => {
    const user = await member();
    for (let i = 0; i < 10; i++) expect([200, 201]).toContain((await openChat(api, user)).status);
    await expectThrottled(await openChat(api, user), 60);
    // Another user is not affected.
    expect([200, 201]).toContain((await openChat(api, await member())).status);
  });

  it('refuses the 31st chat opened from one address in a minute, whoever is signed in', async () => {
    const ip = nextIp();
    const users = [await member(), await member(), await member(), await member()];
    for (let i = 0; i < 30; i++) expect([200, 201]).toContain((await openChat(api, users[i % 4]!, ip)).status);
    await expectThrottled(await openChat(api, users[0]!, ip), 60);
    expect([200, 201]).toContain((await openChat(api, users[0]!)).status);
  });

  it('counts an anonymous visitor by its unique_id when it opens chats', async () => {
    const made = await request('/api/chats/anonymous/create-user/', {
      method: 'POST',
      json: { first_name: 'Flood', phone: '+85517217919' },
      headers: { 'x-forwarded-for': nextIp() },
    });
    const visitor = anonymousUserSchema.parse(await made.json());
    const open = () =>
      request('/api/chats/anonymous/create-chat/', {
        method: 'POST',
        json: { unique_id: visitor.user.unique_id, content: 'Hello' },
        headers: { 'x-forwarded-for': nextIp() },
      });
    for (let i = 0; i < 10; i++) expect([200, 201]).toContain((await open()).status);
    await expectThrottled(await open(), 60);
  });
});

describe('messages', () => {
  it('answers the 31st message in 10 s with an error frame and does not store it; file uploads share the count', async () => {
    const user = await member();
    const chat = chatSchema.parse(await (await openChat(api, user)).json());
    const client = await connectReady(live.base, `/ws/chat/${chat.id}/?token=${user.token}`);
    for (let i = 1; i <= 31; i++) client.send({ command: 'new_message', chat: chat.id, content: `flood ${i}` });

    const refused = errorFrameSchema.parse(await frameOf(client, (f) => f.command === 'error'));
    expect(refused.code).toBe('throttled');
    expect(refused.detail).toMatch(THROTTLED);
    expect(refused.retry_after).toBeGreaterThan(0);
    expect(refused.retry_after).toBeLessThanOrEqual(10);
    // Frames are handled in order: everything before the refusal is stored, the refused one never is.
    expect(client.frames.filter((f) => f.command === 'new_message')).toHaveLength(30);
    // The 30 sent on the socket and the first message the chat was opened with.
    expect(await storedMessages(chat, user)).toBe(31);

    // The REST upload counts against the same limit, and is refused before its body is read.
    const form = new FormData();
    form.set('chat', String(chat.id));
    form.set('file', new Blob(['hello'], { type: 'text/plain' }), 'note.txt');
    const upload = await api.request('http://testserver/api/chats/messages/create/', {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'x-forwarded-for': nextIp() },
      body: form,
    });
    await expectThrottled(upload, 10);
    client.ws.close();
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('two instances on one Redis', () => {
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  const clients: Redis[] = [];
  const servers: LiveServer[] = [];
  const apis: Api[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const redis = new Redis(redisUrl!);
      clients.push(redis);
      const store: ThrottleStore = createRedisThrottleStore(redis, prefix);
      servers.push(await startRealtime(t.database, bus, store));
      apis.push(
        buildApi({
          getDatabase: async () => t.database,
          getBus: async () => bus,
          getThrottleStore: async () => store,
          logger: pino({ level: 'silent' }),
        }),
      );
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    const keys = await clients[0]!.keys(`${prefix}:*`);
    if (keys.length) await clients[0]!.del(...keys);
    for (const c of clients) c.disconnect();
  });

  it('share the count of new chats', async () => {
    const user = await member();
    for (let i = 0; i < 10; i++) expect([200, 201]).toContain((await openChat(apis[i % 2]!, user)).status);
    await expectThrottled(await openChat(apis[0]!, user), 60);
    await expectThrottled(await openChat(apis[1]!, user), 60);
  });

  it('share the count of messages across sockets on different servers', async () => {
    const user = await member();
    const chat = chatSchema.parse(await (await openChat(apis[0]!, user)).json());
    const [a, b] = [
      await connectReady(servers[0]!.base, `/ws/chat/${chat.id}/?token=${user.token}`),
      await connectReady(servers[1]!.base, `/ws/chat/${chat.id}/?token=${user.token}`),
    ];
    for (let i = 1; i <= 15; i++) a.send({ command: 'new_message', chat: chat.id, content: `a ${i}` });
    await expect
      .poll(() => a.frames.filter((f) => f.command === 'new_message').length, { timeout: 15_000, interval: 20 })
      .toBeGreaterThanOrEqual(15);
    for (let i = 1; i <= 16; i++) b.send({ command: 'new_message', chat: chat.id, content: `b ${i}` });
    const refused = errorFrameSchema.parse(await frameOf(b, (f) => f.command === 'error'));
    expect(refused.code).toBe('throttled');
    // 30 on the sockets and the first message the chat was opened with.
    expect(await storedMessages(chat, user)).toBe(31);
    a.ws.close();
    b.ws.close();
  });
});
