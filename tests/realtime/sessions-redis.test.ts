// Two servers on one database and Redis: a session revoked through one is refused by the other at once, and the
// user's sockets on the other close with 4001 (needs REDIS_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBus, type Bus } from '@/server/realtime/bus';
import { createUser } from '../support/auth';
import { connectReady } from '../support/chat';
import { expectRevoked, loginAt, resetPassword, startInstance, type Instance } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('revocation across two servers over Redis', () => {
  let database: TestDatabase;
  const buses: Bus[] = [];
  const servers: Instance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i++) {
      const bus = await createRedisBus(redisUrl!);
      buses.push(bus);
      servers.push(await startInstance(database, bus));
    }
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await Promise.all(buses.map((b) => b.close()));
    await database.close();
  });

  it('logging out everywhere on A closes the sockets on B and B refuses the old tokens', async () => {
    const [a, b] = servers as [Instance, Instance];
    const user = await createUser(database.db);
    const pair = await loginAt(a, user);
    const onB = await connectReady(b.live.base, `/ws/notifications/${user.unique_id}/?token=${pair.access}`);
    const onA = await connectReady(a.live.base, `/ws/notifications/${user.unique_id}/?token=${pair.access}`);

    expect((await a.request('/api/usermgmt/logout-all/', { method: 'POST', token: pair.access })).status).toBe(204);

    expect(await onB.closed).toBe(4001);
    expect(await onA.closed).toBe(4001);
    await expectRevoked(b, user, pair);
  });

  it('a password reset on B closes the sockets on A', async () => {
    const [a, b] = servers as [Instance, Instance];
    const user = await createUser(database.db);
    const pair = await loginAt(a, user);
    const onA = await connectReady(a.live.base, `/ws/notifications/${user.unique_id}/?token=${pair.access}`);
    await resetPassword(b, database, user);
    expect(await onA.closed).toBe(4001);
    await expectRevoked(a, user, pair);
  });
});
