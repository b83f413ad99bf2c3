// Revocable sessions (decision 019): a password reset, logging out everywhere and deactivation refuse every earlier
// access and refresh token and close the user's sockets with 4001; sockets also close when their token expires,
// leave nothing behind when the client leaves mid-handshake, and are closed rather than queue for a client that
// does not read.
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { SignJWT } from 'jose';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { anonymousUserSchema, chatSchema } from '@/lib/contract/chat';
import { signToken } from '@/server/auth/jwt';
import { getConfig } from '@/server/config';
import { userChannel } from '@/server/modules/chat/chat-events';
import { createMemoryBus, type Bus } from '@/server/realtime/bus';
import { SESSIONS_REVOKED_CHANNEL } from '@/server/realtime/session-events';
import {
  CLOSE_SEND_QUEUE_FULL,
  SLOW_READER_GRACE_MS,
  limitSendQueue,
  sendFrame,
} from '@/server/realtime/socket-context';
import { createRealtimeServer, type RealtimeDeps, type RealtimeServer } from '@/server/realtime/ws-server';
import { createUser, lastMessageTo, type UserRow } from '../support/auth';
import { connect, connectReady, tokenFor, type Client } from '../support/chat';
import { NEW_PASSWORD, expectRevoked, loginAt, resetPassword, startInstance, type Instance } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

let database: TestDatabase;
let server: Instance;
let superuser: UserRow;
let superToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startInstance(database, createMemoryBus());
  superuser = await createUser(database.db, { is_superuser: true });
  superToken = await tokenFor(superuser);
});

afterAll(async () => {
  await server.close();
  await database.close();
});

const bell = (user: Pick<UserRow, 'unique_id'>, token: string) =>
  connectReady(server.live.base, `/ws/notifications/${user.unique_id}/?token=${token}`);

const revocations: Array<[string, (user: UserRow, access: string) => Promise<void>]> = [
  ['a password reset', (user) => resetPassword(server, database, user)],
  [
    'logging out everywhere',
    async (_user, access) => {
      const res = await server.request('/api/usermgmt/logout-all/', { method: 'POST', token: access });
      expect(res.status).toBe(204);
    },
  ],
  [
    'deactivation by a superuser',
    async (user) => {
      const res = await server.request(`/api/usermgmt/user/${user.id}/deactivate/`, {
        method: 'POST',
        token: superToken,
      });
      expect(res.status).toBe(204);
    },
  ],
];

describe('revoking sessions', () => {
  it.each(revocations)(
    '%s refuses every earlier access and refresh token and closes the sockets with 4001',
    async (label, revoke) => {
      const user = await createUser(database.db);
      const bystander = await createUser(database.db);
      const [laptop, phone] = [await loginAt(server, user), await loginAt(server, user)];
      const created = await server.request('/api/chats/create/', {
        method: 'POST',
        json: { content: 'Hello' },
        token: laptop.access,
      });
      const chat = chatSchema.parse(await created.json());
      const sockets = [
        await bell(user, laptop.access),
        await bell(user, phone.access),
        await connectReady(server.live.base, `/ws/chat/${chat.id}/?token=${phone.access}`),
      ];
      const other = await bell(bystander, await tokenFor(bystander));

      await revoke(user, laptop.access);

      expect(await Promise.all(sockets.map((s) => s.closed))).toEqual([4001, 4001, 4001]);
      await expectRevoked(server, user, laptop);
      await expectRevoked(server, user, phone);
      // New sockets with the old token are refused too.
      expect(
        await (
          await connect(server.live.base, `/ws/notifications/${user.unique_id}/?token=${phone.access}`)
        ).closed,
      ).toBe(4001);
      // Someone else's socket is untouched.
      other.send({ command: 'ping' });
      await other.waitFor((f) => f.command === 'pong');
      other.ws.close();

      if (label === 'deactivation by a superuser') {
        const res = await server.request('/api/usermgmt/token/', {
          method: 'POST',
          json: { email: user.email, password: 'Correct-Horse-42' },
        });
        expect(res.status).toBe(401);
      } else {
        // A fresh login (with the new password after a reset) works as before.
        const fresh = await loginAt(server, user, label === 'a password reset' ? NEW_PASSWORD : undefined);
        expect((await server.request(`/api/usermgmt/user/${user.id}/`, { token: fresh.access })).status).toBe(200);
        const socket = await bell(user, fresh.access);
        socket.ws.close();
      }
    },
  );

  it("retiring a visitor merged into an existing account closes the visitor's sockets and refuses its tokens", async () => {
    const account = await createUser(database.db);
    const created = await server.request('/api/chats/anonymous/create-user/', {
      method: 'POST',
      json: { first_name: 'Visitor', phone: '+85517217919' },
    });
    const visitor = anonymousUserSchema.parse(await created.json());
    const socket = await bell(visitor.user, visitor.access);
    const asked = await server.request('/api/chats/anonymous/verify/', {
      method: 'POST',
      json: { email: account.email },
      token: visitor.access,
    });
    expect(asked.status).toBe(200);
    const otp = (await lastMessageTo(database.db, account.email!))?.body.match(/\b\d{6}\b/)?.[0];
    const merged = await server.request('/api/chats/anonymous/verify-otp/', {
      method: 'POST',
      json: { email: account.email, otp },
      token: visitor.access,
    });
    expect(merged.status).toBe(200);
    expect(await socket.closed).toBe(4001);
    await expectRevoked(server, visitor.user, visitor);
  });

  it('counts a token without a version (issued before versions existed) as version 0', async () => {
    const user = await createUser(database.db);
    const iat = Math.floor(Date.now() / 1000);
    const legacy = await new SignJWT({
      token_type: 'access',
      exp: iat + 600,
      iat,
      jti: 'legacy0000000000',
      user_id: user.id,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(getConfig().jwtSecret));
    expect((await server.request(`/api/usermgmt/user/${user.id}/`, { token: legacy })).status).toBe(200);
    const socket = await bell(user, legacy);
    expect((await server.request('/api/usermgmt/logout-all/', { method: 'POST', token: legacy })).status).toBe(204);
    expect(await socket.closed).toBe(4001);
    expect((await server.request(`/api/usermgmt/user/${user.id}/`, { token: legacy })).status).toBe(401);
  });

  it('logout-all needs a signed-in user; deactivation needs a superuser and an existing account', async () => {
    const staff = await createUser(database.db, { is_admin: true });
    const target = await createUser(database.db);
    expect((await server.request('/api/usermgmt/logout-all/', { method: 'POST' })).status).toBe(401);
    expect((await server.request(`/api/usermgmt/user/${target.id}/deactivate/`, { method: 'POST' })).status).toBe(401);
    const asStaff = await server.request(`/api/usermgmt/user/${target.id}/deactivate/`, {
      method: 'POST',
      token: await tokenFor(staff),
    });
    expect(asStaff.status).toBe(403);
    expect(
      (await server.request(`/api/usermgmt/user/2147483000/deactivate/`, { method: 'POST', token: superToken })).status,
    ).toBe(404);
    expect((await server.request(`/api/usermgmt/user/${target.id}/`, { token: await tokenFor(target) })).status).toBe(
      200,
    );
  });
});

describe('socket lifetime', () => {
  it('closes a socket with 4001 when its access token expires', async () => {
    const user = await createUser(database.db);
    const shortLived = (await signToken(user.id, 'access', 2)).token;
    const socket = await bell(user, shortLived);
    expect(socket.frames[0]).toMatchObject({ command: 'connected' });
    expect(await socket.closed).toBe(4001);
    await vi.waitFor(() => expect(server.live.realtime.socketCount()).toBe(0));
  });
});

/** A bus that counts live subscriptions; subscriptions other than the revocation channel wait for `gate`. */
function countingBus(inner: Bus, gate: Promise<void>) {
  let live = 0;
  let waiting = 0;
  const bus: Bus = {
    kind: inner.kind,
    publish: (channel, message) => inner.publish(channel, message),
    async subscribe(channel, handler) {
      if (channel !== SESSIONS_REVOKED_CHANNEL) {
        waiting += 1;
        await gate;
        waiting -= 1;
      }
      const off = await inner.subscribe(channel, handler);
      live += 1;
      let done = false;
      return async () => {
        if (!done) live -= 1;
        done = true;
        await off();
      };
    },
    ping: () => inner.ping(),
    close: () => inner.close(),
  };
  return { bus, live: () => live, waiting: () => waiting };
}

async function listen(realtime: RealtimeServer) {
  const http = createServer((_req, res) => res.end());
  http.on('upgrade', (req, socket, head) => realtime.handleUpgrade(req, socket, head));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    base: `ws://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: async () => {
      await realtime.close();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}

function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/** Opens `n` sockets (accepted by the server, which goes on setting them up). */
function openSockets(base: string, path: string, n: number): Promise<WebSocket[]> {
  return Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(`${base}${path}`);
          ws.on('open', () => resolve(ws));
          ws.on('error', reject);
        }),
    ),
  );
}

describe('aborted handshakes', () => {
  const N = 40;

  it.each([
    ['while its subscriptions are made', 'subscribe'],
    ['while the user is read', 'database'],
  ])('leave no subscription and no socket behind when the client leaves %s', async (_label, stage) => {
    const user = await createUser(database.db);
    const token = await tokenFor(user);
    const subscribing = gate();
    const reading = gate();
    if (stage === 'subscribe') reading.open();
    else subscribing.open();
    const counting = countingBus(createMemoryBus(), subscribing.promise);
    let reads = 0;
    const deps: RealtimeDeps = {
      getBus: async () => counting.bus,
      getDatabase: async () => {
        reads += 1;
        await reading.promise;
        return database;
      },
    };
    const realtime = createRealtimeServer(pino({ level: 'silent' }), deps);
    const live = await listen(realtime);
    await vi.waitFor(() => expect(counting.live()).toBe(1)); // the server's revocation channel
    try {
      const clients = await openSockets(live.base, `/ws/notifications/${user.unique_id}/?token=${token}`, N);
      // Every handshake is held at the gate; then every client leaves.
      if (stage === 'subscribe') await vi.waitFor(() => expect(counting.waiting()).toBe(N));
      else await vi.waitFor(() => expect(reads).toBe(N));
      for (const ws of clients) ws.terminate();
      await vi.waitFor(() => expect(realtime.clientCount()).toBe(0));

      subscribing.open();
      reading.open();
      await vi.waitFor(() => {
        expect(counting.waiting()).toBe(0);
        expect(counting.live()).toBe(1);
        expect(realtime.socketCount()).toBe(0);
      });
      // The server still works afterwards.
      const socket = await connectReady(live.base, `/ws/notifications/${user.unique_id}/?token=${token}`);
      expect(counting.live()).toBe(2);
      socket.ws.close();
      await vi.waitFor(() => expect(counting.live()).toBe(1));
    } finally {
      await live.close();
    }
  });
});

describe('a client that does not read', () => {
  it('is closed once its queue passes the bound, instead of the queue growing', async () => {
    const user = await createUser(database.db);
    const bus = createMemoryBus();
    const maxBufferedBytes = 64 * 1024;
    const realtime = createRealtimeServer(pino({ level: 'silent' }), {
      getDatabase: async () => database,
      getBus: async () => bus,
      maxBufferedBytes,
    });
    const live = await listen(realtime);
    try {
      const client: Client = await connectReady(
        live.base,
        `/ws/notifications/${user.unique_id}/?token=${await tokenFor(user)}`,
      );
      (client.ws as unknown as { _socket: Socket })._socket.pause();
      const content = 'x'.repeat(16 * 1024);
      let published = 0;
      // Far more than the kernel's socket buffers hold, published until the server gives up on the client.
      while (realtime.socketCount() > 0 && published < 8000) {
        await bus.publish(userChannel(user.id), {
          command: 'new_message_notification',
          chat: 1,
          message: { id: published, content },
        });
        published += 1;
        if (published % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      await vi.waitFor(() => expect(realtime.socketCount()).toBe(0), { timeout: SLOW_READER_GRACE_MS + 4000 });
      expect(realtime.clientCount()).toBe(0);
      (client.ws as unknown as { _socket: Socket })._socket.resume();
      await client.closed;
      // What was never queued was never delivered: the queue stayed bounded.
      expect(client.frames.length).toBeLessThan(published);
    } finally {
      await live.close();
    }
  });

  it('closes with 1013 when a frame would take the queue past the bound, and cuts the connection after a grace period', () => {
    vi.useFakeTimers();
    try {
      const ws = {
        readyState: WebSocket.OPEN,
        bufferedAmount: 60_000,
        send: vi.fn(),
        close: vi.fn(),
        terminate: vi.fn(),
      };
      const socket = ws as unknown as WebSocket;
      limitSendQueue(socket, 64 * 1024);
      sendFrame(socket, { command: 'pong' });
      expect(ws.send).toHaveBeenCalledTimes(1);
      ws.bufferedAmount = 64 * 1024;
      sendFrame(socket, { command: 'pong' });
      expect(ws.send).toHaveBeenCalledTimes(1);
      expect(ws.close).toHaveBeenCalledWith(CLOSE_SEND_QUEUE_FULL, 'send queue full');
      expect(ws.terminate).not.toHaveBeenCalled();
      vi.advanceTimersByTime(SLOW_READER_GRACE_MS);
      expect(ws.terminate).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
