// Frames sent to one socket in one turn of the event loop leave in one write (decision 082), and all of them arrive,
// in order, once the turn is over.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { sendFrame } from '@/server/realtime/socket-context';

let server: WebSocketServer;
let url: string;

beforeAll(async () => {
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const client of server.clients) client.terminate();
  await new Promise((resolve) => server.close(resolve));
});

describe('sendFrame', () => {
  it('holds a turn’s frames for one write and delivers every one of them in order', async () => {
    const accepted = once(server, 'connection') as Promise<[WebSocket]>;
    const client = new WebSocket(url);
    const received: unknown[] = [];
    client.on('message', (data: Buffer) => received.push(JSON.parse(data.toString('utf8'))));
    await once(client, 'open');
    const [ws] = await accepted;
    const tcp = (ws as unknown as { _socket: Duplex })._socket;

    for (let n = 1; n <= 50; n += 1) sendFrame(ws, { command: 'message', n });
    // Still this turn: every frame waits in the corked socket, none has been written.
    expect(tcp.writableCorked).toBe(1);
    expect(tcp.writableLength).toBeGreaterThan(50 * 20);

    await expect.poll(() => received.length).toBe(50);
    expect(received).toEqual(Array.from({ length: 50 }, (_, i) => ({ command: 'message', n: i + 1 })));
    expect(tcp.writableCorked).toBe(0);

    // The next turn's frame is held and sent the same way.
    sendFrame(ws, { command: 'pong' });
    expect(tcp.writableCorked).toBe(1);
    await expect.poll(() => received.length).toBe(51);
    client.close();
  });
});
