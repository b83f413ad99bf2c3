import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signToken } from '@/server/auth/jwt';
import { createRealtimeServer, type RealtimeServer } from '@/server/realtime/ws-server';

let server: Server;
let realtime: RealtimeServer;
let base: string;

beforeAll(async () => {
  realtime = createRealtimeServer(pino({ level: 'silent' }));
  server = createServer((_req, res) => res.end());
  server.on('upgrade', (req, socket, head) => realtime.handleUpgrade(req, socket, head));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await realtime.close();
  await new Promise((resolve) => server.close(resolve));
});

function open(path: string): Promise<{ ws: WebSocket; frames: unknown[]; closed: Promise<number> }> {
  const ws = new WebSocket(`${base}${path}`);
  const frames: unknown[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(data.toString())));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    ws.on('open', () => resolve({ ws, frames, closed }));
    ws.on('error', reject);
  });
}

async function nextFrame(frames: unknown[], count: number): Promise<unknown> {
  for (let i = 0; i < 100 && frames.length < count; i++) await new Promise((r) => setTimeout(r, 10));
  return frames[count - 1];
}

describe('WebSocket endpoint', () => {
  it('accepts a valid access token and answers ping and echo frames', async () => {
    const { token } = await signToken(7, 'access');
    const { ws, frames } = await open(`/ws/notifications/abc/?token=${token}`);
    expect(await nextFrame(frames, 1)).toEqual({ command: 'connected', user_id: 7 });
    ws.send(JSON.stringify({ command: 'ping' }));
    expect(await nextFrame(frames, 2)).toEqual({ command: 'pong' });
    ws.send(JSON.stringify({ command: 'hello', text: 'hi' }));
    expect(await nextFrame(frames, 3)).toEqual({ command: 'echo', frame: { command: 'hello', text: 'hi' } });
    ws.send('not json');
    expect(await nextFrame(frames, 4)).toMatchObject({ command: 'error' });
    ws.close();
  });

  it.each([
    ['no token', ''],
    ['a garbage token', '?token=abc'],
  ])('closes with 4001 for %s', async (_label, query) => {
    const { closed } = await open(`/ws/chat/1/${query}`);
    expect(await closed).toBe(4001);
  });

  it('closes with 4001 for a refresh token or an expired access token', async () => {
    const refresh = (await signToken(7, 'refresh')).token;
    const expired = (await signToken(7, 'access', -10)).token;
    for (const token of [refresh, expired]) {
      const { closed } = await open(`/ws/chat/1/?token=${token}`);
      expect(await closed).toBe(4001);
    }
  });
});
