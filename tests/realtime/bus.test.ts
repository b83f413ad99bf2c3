import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryBus, createRedisBus, type Bus } from '@/server/realtime/bus';

const redisUrl = process.env.REDIS_URL;
const opened: Bus[] = [];
afterAll(async () => {
  await Promise.all(opened.map((b) => b.close()));
});

function waitFor<T>(fn: () => T | undefined, ms = 2000): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      const value = fn();
      if (value !== undefined) resolve(value);
      else if (Date.now() - started > ms) reject(new Error('timed out'));
      else setTimeout(tick, 10);
    };
    tick();
  });
}

describe('memory bus', () => {
  it('delivers a copy of each message to every subscriber until it unsubscribes', async () => {
    const bus = createMemoryBus();
    const got: unknown[] = [];
    const unsubscribe = await bus.subscribe('chat.1', (m) => got.push(m));
    const sent = { command: 'new_message', message: { id: 1 } };
    await bus.publish('chat.1', sent);
    await bus.publish('chat.2', { other: true });
    expect(got).toEqual([sent]);
    expect(got[0]).not.toBe(sent);
    await unsubscribe();
    await bus.publish('chat.1', sent);
    expect(got).toHaveLength(1);
  });
});

describe.runIf(redisUrl)('redis bus', () => {
  it('delivers across two instances (two connections to one Redis)', async () => {
    const a = await createRedisBus(redisUrl!);
    const b = await createRedisBus(redisUrl!);
    opened.push(a, b);
    const channel = `test.${Date.now()}.${Math.random()}`;
    const got: unknown[] = [];
    await b.subscribe(channel, (m) => got.push(m));
    await a.publish(channel, { command: 'new_message', message: { id: 42 } });
    expect(await waitFor(() => got[0])).toEqual({ command: 'new_message', message: { id: 42 } });
    await a.ping();
  });
});
