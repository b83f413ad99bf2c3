// The socket endpoint's contract common to every socket: token checks (4001), frames, ping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '@/server/auth/jwt';
import { createMemoryBus } from '@/server/realtime/bus';
import { createUser, type UserRow } from '../support/auth';
import { connect, connectReady, startRealtime, tokenFor, type LiveServer } from '../support/chat';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

let database: TestDatabase;
let live: LiveServer;
let user: UserRow;

beforeAll(async () => {
  database = await createTestDatabase();
  live = await startRealtime(database, createMemoryBus());
  user = await createUser(database.db);
});

afterAll(async () => {
  await live.close();
  await database.close();
});

describe('WebSocket endpoint', () => {
  it("accepts a valid access token on the user's own notification socket, answers ping, rejects bad frames", async () => {
    const client = await connectReady(live.base, `/ws/notifications/${user.unique_id}/?token=${await tokenFor(user)}`);
    expect(client.frames[0]).toEqual({ command: 'connected', user_id: user.id });
    client.send({ command: 'ping' });
    expect(await client.waitFor((f) => f.command === 'pong')).toEqual({ command: 'pong' });
    client.ws.send('not json');
    expect(await client.waitFor((f) => f.command === 'error')).toMatchObject({
      detail: 'Frames must be JSON objects.',
    });
    client.ws.close();
  });

  it("closes with 4003 for someone else's notification socket", async () => {
    const other = await createUser(database.db);
    const client = await connect(live.base, `/ws/notifications/${other.unique_id}/?token=${await tokenFor(user)}`);
    expect(await client.closed).toBe(4003);
  });

  it.each([
    ['no token', ''],
    ['a garbage token', '?token=abc'],
  ])('closes with 4001 for %s', async (_label, query) => {
    const client = await connect(live.base, `/ws/chat/1/${query}`);
    expect(await client.closed).toBe(4001);
  });

  it('closes with 4001 for a refresh token or an expired access token', async () => {
    const refresh = (await signToken(user.id, 'refresh')).token;
    const expired = (await signToken(user.id, 'access', -10)).token;
    for (const token of [refresh, expired]) {
      const client = await connect(live.base, `/ws/chat/1/?token=${token}`);
      expect(await client.closed).toBe(4001);
    }
  });
});
