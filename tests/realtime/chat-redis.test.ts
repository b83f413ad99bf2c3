// Two server instances on one Redis: a message sent through instance A reaches sockets on instance B (needs REDIS_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBus, type Bus } from '@/server/realtime/bus';
import { connectReady, createCast, openChatAs, startRealtime, type Cast, type LiveServer } from '../support/chat';
import { createTestApp, type TestApp } from '../support/test-app';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('two instances over Redis', () => {
  let t: TestApp;
  let cast: Cast;
  const buses: Bus[] = [];
  const servers: LiveServer[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    cast = await createCast(t);
    for (let i = 0; i < 2; i++) {
      const bus = await createRedisBus(redisUrl!);
      buses.push(bus);
      servers.push(await startRealtime(t.database, bus));
    }
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await Promise.all(buses.map((b) => b.close()));
    await t.close();
  });

  it('delivers chat messages, notifications and read receipts across instances', async () => {
    const [a, b] = servers as [LiveServer, LiveServer];
    const chat = await openChatAs(t, cast.customerA);
    const customer = await connectReady(a.base, `/ws/chat/${chat.id}/?token=${cast.customerA.token}`);
    const staff = await connectReady(b.base, `/ws/chat/${chat.id}/?token=${cast.staff.token}`);
    const staffBell = await connectReady(
      b.base,
      `/ws/notifications/${cast.staff.user!.unique_id}/?token=${cast.staff.token}`,
    );
    const customerBell = await connectReady(
      b.base,
      `/ws/notifications/${cast.customerA.user!.unique_id}/?token=${cast.customerA.token}`,
    );

    customer.send({ command: 'new_message', chat: chat.id, content: 'via instance A' });
    const got = await staff.waitFor((f) => f.command === 'new_message');
    expect(got.message).toMatchObject({ content: 'via instance A', chat: chat.id });
    await staffBell.waitFor((f) => f.command === 'new_message_notification');

    staff.send({ command: 'new_message', chat: chat.id, content: 'answered from B' });
    const answer = await customer.waitFor(
      (f) => f.command === 'new_message' && (f.message as { content: string }).content === 'answered from B',
    );
    await customerBell.waitFor((f) => f.command === 'new_message_notification');

    customer.send({ command: 'message_read', chat: chat.id, message_id: (answer.message as { id: number }).id });
    expect(await staff.waitFor((f) => f.command === 'message_read')).toMatchObject({ user: cast.customerA.user!.id });
    for (const c of [customer, staff, staffBell, customerBell]) c.ws.close();
  });
});
