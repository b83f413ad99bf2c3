// Anonymous pages may enter the browser's back/forward cache (decision 057): the router sends them `private, no-cache`
// instead of Next's `no-store`, from a render and from the page cache alike; signed-in visitors, client navigations
// and server actions keep `no-store`.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_PAGE_CACHE_CONTROL } from '@/server/http/anonymous-page';
import { createPageCache } from '@/server/http/page-cache';
import { createRequestRouter } from '@/server/http/router';

const NEXT_DYNAMIC = 'private, no-cache, no-store, max-age=0, must-revalidate';
let server: Server;
let base: string;

/** Stands in for Next: a dynamic page, marked as Next marks one, with a CSP nonce so the page cache can keep it. */
function next(_req: IncomingMessage, res: ServerResponse) {
  const nonce = Buffer.from(String(Math.random())).toString('base64');
  res.setHeader('Cache-Control', NEXT_DYNAMIC);
  res.setHeader('content-security-policy', `script-src 'nonce-${nonce}'`);
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(`<!DOCTYPE html><script nonce="${nonce}"></script><p>page</p>`);
}

beforeAll(async () => {
  const unused = () => {
    throw new Error('not a page');
  };
  const router = createRequestRouter({
    api: unused,
    media: unused,
    next,
    pageCache: createPageCache({ ttlMs: 60_000 }),
    sockets: unused,
    nextUpgrade: unused,
    publicHost: null,
  });
  server = createServer(router.request);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const cacheControl = async (path: string, init: RequestInit = {}) =>
  (await fetch(`${base}${path}`, init)).headers.get('cache-control');

describe('back/forward cache', () => {
  it('lets an anonymous visitor keep a page: private, no-cache instead of no-store', async () => {
    expect(await cacheControl('/privacy-policy/')).toBe(ANONYMOUS_PAGE_CACHE_CONTROL);
    expect(ANONYMOUS_PAGE_CACHE_CONTROL).not.toMatch(/no-store|public/);
  });

  it('does the same for a page the page cache serves', async () => {
    expect(await cacheControl('/cars/?make_name=Kia')).toBe(ANONYMOUS_PAGE_CACHE_CONTROL);
    const hit = await fetch(`${base}/cars/?make_name=Kia`);
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    expect(hit.headers.get('cache-control')).toBe(ANONYMOUS_PAGE_CACHE_CONTROL);
  });

  it('keeps no-store for a signed-in visitor, a client navigation and a server action', async () => {
    expect(await cacheControl('/cars/', { headers: { cookie: 'theme=dark; token=abc' } })).toBe(NEXT_DYNAMIC);
    expect(await cacheControl('/cars/', { headers: { rsc: '1' } })).toBe(NEXT_DYNAMIC);
    expect(await cacheControl('/cars/', { method: 'POST', headers: { 'next-action': 'x' } })).toBe(NEXT_DYNAMIC);
  });
});
