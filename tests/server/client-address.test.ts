// The client address as the API and the router see it: one rule end to end, and the login throttle it feeds.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getConfig, setConfigForTests } from '@/server/config';
import { createRequestRouter, type RouterHandlers } from '@/server/http/router';
import { clientAddress, publicOrigin } from '@/server/http/request-origin';
import { createTestApp, type TestApp } from '../support/test-app';

const original = getConfig();
const trusting = (hops: number) => setConfigForTests({ ...original, TRUSTED_PROXIES: hops });
afterEach(() => setConfigForTests(original));

/** A request as @hono/node-server hands it over: the Node request (and its socket) is env.incoming. */
const fromPeer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('the API behind one proxy (TRUSTED_PROXIES=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (forwardedFor: string) =>
    t.api.request(
      'http://testserver/api/usermgmt/token/',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ email: `nobody-${Math.random()}@example.com`, password: 'Wrong-Pass-1' }),
      },
      fromPeer('10.0.0.2'),
    );

  it('does not let a client escape the login throttle by rotating the left-most X-Forwarded-For entry', async () => {
    trusting(1);
    for (let i = 0; i < 10; i++) expect((await login(`192.0.2.${i}, 198.51.100.23`)).status).toBe(401);
    const limited = await login('192.0.2.200, 198.51.100.23');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client behind the same proxy is not affected.
    expect((await login('192.0.2.1, 198.51.100.24')).status).toBe(401);
  });

  it('counts a client that talks to the server directly by its socket when no proxy is trusted', async () => {
    trusting(0);
    for (let i = 0; i < 10; i++) expect((await login(`192.0.2.${i}`)).status).toBe(401);
    // Every request came from the peer 10.0.0.2, whatever it claimed.
    expect((await login('192.0.2.201')).status).toBe(429);
  });
});

describe("a page's server-side render calling the API", () => {
  it("is counted as the visitor, and the visitor's own claims are not", async () => {
    trusting(0);
    const api = new Hono().get('/', (c) => c.json({ address: clientAddress(c), origin: publicOrigin(c) }));
    const seen: Record<string, string | string[] | undefined>[] = [];
    const router = createRequestRouter(handlers({ next: (req) => seen.push({ ...req.headers }) }));
    // The visitor, straight on the internet, claims another address and host.
    router.request(
      request(
        '/cars/',
        { host: 'www.example.com', 'x-forwarded-for': '6.6.6.6', 'x-forwarded-host': 'evil.test' },
        '203.0.113.9',
      ),
      response(),
    );
    const [page] = seen;
    expect(page).toMatchObject({
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'www.example.com',
      'x-forwarded-proto': 'http',
    });
    // lib/api/server.ts passes those headers on, over loopback, to the API.
    const forwarded = {
      'x-forwarded-for': String(page?.['x-forwarded-for']),
      'x-forwarded-host': String(page?.['x-forwarded-host']),
      'x-forwarded-proto': 'http',
    };
    const res = await api.request('http://127.0.0.1:3000/', { headers: forwarded }, fromPeer('127.0.0.1'));
    expect(await res.json()).toEqual({ address: '203.0.113.9', origin: 'http://www.example.com' });
  });
});

describe('request router', () => {
  it('sends each path to its handler, after the API redirects', () => {
    const calls: string[] = [];
    const router = createRequestRouter(
      handlers({
        api: (req) => calls.push(`api ${req.url}`),
        media: (req) => calls.push(`media ${req.url}`),
        next: (req) => calls.push(`next ${req.url}`),
        sockets: (req) => calls.push(`sockets ${req.url}`),
        nextUpgrade: (req) => calls.push(`next-upgrade ${req.url}`),
      }),
    );
    for (const url of ['/api/health/', '/media/cars/1.svg', '/cars/', '/', '/_next/static/x.js'])
      router.request(request(url), response());
    const redirect = response();
    router.request(request('/api/health'), redirect);
    for (const url of ['/ws/chat/1/?token=x', '/_next/webpack-hmr'])
      router.upgrade(request(url), {} as Duplex, Buffer.alloc(0));
    expect(calls).toEqual([
      'api /api/health/',
      'media /media/cars/1.svg',
      'next /cars/',
      'next /',
      'next /_next/static/x.js',
      'sockets /ws/chat/1/?token=x',
      'next-upgrade /_next/webpack-hmr',
    ]);
    expect(redirect.written).toEqual({ status: 308, headers: { Location: '/api/health/' } });
  });

  it('answers anonymous pages from the page cache when it has them', () => {
    const calls: string[] = [];
    const pageCache = { handle: (req: IncomingMessage) => req.url === '/cached/', forget: () => undefined };
    const router = createRequestRouter(
      handlers({
        next: (req) => calls.push(`next ${req.url}`),
        pageCache: pageCache as unknown as RouterHandlers['pageCache'],
      }),
    );
    router.request(request('/cached/'), response());
    router.request(request('/fresh/'), response());
    expect(calls).toEqual(['next /fresh/']);
  });
});

function handlers(overrides: Partial<RouterHandlers>): RouterHandlers {
  const nothing = () => undefined;
  return {
    api: nothing,
    media: nothing,
    next: nothing,
    pageCache: null,
    sockets: nothing,
    nextUpgrade: nothing,
    publicHost: null,
    ...overrides,
  };
}

function request(
  url: string,
  headers: Record<string, string> = { host: 'localhost:3000' },
  remoteAddress = '127.0.0.1',
): IncomingMessage {
  return { url, method: 'GET', headers: { ...headers }, socket: { remoteAddress } } as unknown as IncomingMessage;
}

function response(): ServerResponse & { written?: { status: number; headers: Record<string, string> } } {
  const res = {
    written: undefined as { status: number; headers: Record<string, string> } | undefined,
    writeHead(status: number, headers: Record<string, string>) {
      res.written = { status, headers };
      return { end: () => undefined };
    },
  };
  return res as unknown as ServerResponse & { written?: { status: number; headers: Record<string, string> } };
}
