// The anonymous page cache: a page rendered once is served again for a few seconds, each time with its own CSP
// nonce in the policy and the markup; signed-in visitors, client navigations and other pages always render.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPageCache, isCacheableRequest, type PageCache } from '@/server/http/page-cache';
import { createMemoryBus, LISTINGS_CHANGED } from '@/server/realtime/bus';

let server: Server;
let cache: PageCache;
let base: string;
let renders = 0;
let status = 200;
/** The Accept-Encoding each render was asked with. */
let seenEncodings: (string | undefined)[] = [];

/** Stands in for Next: a page whose nonce, like proxy.ts's, is new on every render; gzip when asked. */
function render(req: IncomingMessage, res: ServerResponse) {
  renders += 1;
  seenEncodings.push(req.headers['accept-encoding']);
  const nonce = Buffer.from(`nonce-${renders}-${Math.random()}`).toString('base64');
  const html = `<!DOCTYPE html><html><head><script nonce="${nonce}" src="/app.js"></script></head><body>render ${renders} of ${req.url}</body></html>`;
  res.setHeader('content-security-policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
  res.setHeader('link', `</app.css>; rel=preload; as="style"; nonce="${nonce}"`);
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.statusCode = status;
  if (/gzip/.test(String(req.headers['accept-encoding']))) {
    res.setHeader('content-encoding', 'gzip');
    const body = gzipSync(html);
    // Streamed in two writes, as Next streams a page.
    res.write(body.subarray(0, 10));
    res.end(body.subarray(10));
  } else {
    // Next sends the headers before its first chunk (pipe-readable: flushHeaders, then write and `res.flush?.()`).
    res.flushHeaders();
    res.write(html.slice(0, 20));
    (res as ServerResponse & { flush?: () => void }).flush?.();
    res.end(html.slice(20));
  }
}

beforeAll(async () => {
  cache = createPageCache({ ttlMs: 60_000 });
  server = createServer((req, res) => {
    if (!cache.handle(req, res)) render(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  cache.forget();
  renders = 0;
  status = 200;
  seenEncodings = [];
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });
const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

describe('page cache', () => {
  it('renders a listing page once, then serves it with a fresh nonce in the policy, the links and the markup', async () => {
    const first = await get('/cars/?make_name=Toyota');
    const firstHtml = await first.text();
    const second = await get('/cars/?make_name=Toyota');
    const secondHtml = await second.text();
    expect(renders).toBe(1);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(secondHtml.replace(/nonce="[^"]+"/, '')).toBe(firstHtml.replace(/nonce="[^"]+"/, ''));
    const nonce = nonceOf(second);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(first));
    expect(secondHtml).toContain(`<script nonce="${nonce}"`);
    expect(second.headers.get('link')).toContain(`nonce="${nonce}"`);
    expect(secondHtml).not.toContain(nonceOf(first));
  });

  it('stores a gzip page and serves hits gzip to clients that accept it, plain to those that do not', async () => {
    // fetch asks for gzip and decodes it; the text must be the page, whole.
    await get('/cars/us-dealer/');
    const hit = await get('/cars/us-dealer/');
    expect(renders).toBe(1);
    expect(hit.headers.get('content-encoding')).toBe('gzip');
    expect(await hit.text()).toMatch(/^<!DOCTYPE html>.*render 1 of \/cars\/us-dealer\/<\/body><\/html>$/);
    const plain = await get('/cars/us-dealer/', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('render 1 of /cars/us-dealer/');
  });

  it('asks the renderer for the page uncompressed and gzips the render itself, stored and served whole', async () => {
    const fresh = await get('/cars/', { 'accept-encoding': 'gzip', 'cache-control': 'no-cache' });
    expect(seenEncodings).toEqual(['identity']);
    expect(fresh.headers.get('content-encoding')).toBe('gzip');
    expect(fresh.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(fresh.headers.get('content-length')).toBeNull();
    expect(await fresh.text()).toMatch(/^<!DOCTYPE html>.*render 1 of \/cars\/<\/body><\/html>$/);
    const hit = await get('/cars/', { 'accept-encoding': 'identity' });
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    expect(await hit.text()).toMatch(/^<!DOCTYPE html>.*render 1 of \/cars\/<\/body><\/html>$/);
    // A client that does not accept gzip gets the renderer's own answer, asked as it asked.
    await get('/cars/?page=2', { 'accept-encoding': 'identity' });
    expect(seenEncodings.at(-1)).toBe('identity');
  });

  it('always renders for signed-in visitors, client navigations, hard reloads and pages outside the list', async () => {
    const twice = async (path: string, headers: Record<string, string> = {}) => {
      await (await get(path, headers)).text();
      await (await get(path, headers)).text();
    };
    await twice('/cars/', { cookie: 'theme=dark; token=abc.def.ghi' });
    await twice('/cars/', { rsc: '1' });
    await twice('/cars/my-listings/');
    await twice('/cars/car/edit/3/');
    await twice('/dashboard/');
    expect(renders).toBe(10);
    await get('/cars/');
    await get('/cars/', { 'cache-control': 'no-cache' });
    expect(renders).toBe(12);
  });

  it('never keeps an error page', async () => {
    status = 404;
    await (await get('/cars/999999/')).text();
    await (await get('/cars/999999/')).text();
    expect(renders).toBe(2);
  });

  it('forgets every page when a listing changes', async () => {
    await (await get('/')).text();
    cache.forget();
    await (await get('/')).text();
    expect(renders).toBe(2);
  });

  it('forgets every page when listings.changed is published on the bus it follows', async () => {
    const bus = createMemoryBus();
    await cache.followListings(bus);
    await (await get('/cars/')).text();
    await (await get('/cars/')).text();
    expect(renders).toBe(1);
    await bus.publish(LISTINGS_CHANGED, {});
    await (await get('/cars/')).text();
    expect(renders).toBe(2);
    await bus.close();
  });
});

describe('isCacheableRequest', () => {
  const request = (url: string, method = 'GET') => ({ url, method, headers: {} }) as IncomingMessage;
  it.each([
    ['/', true],
    ['/?page=2', true],
    ['/cars/', true],
    ['/cars/local/12/', true],
    ['/cars/my-listings/', false],
    ['/cars/car/add/', false],
    ['/messages/', false],
    ['/login/', false],
  ])('%s → %s', (url, expected) => {
    expect(isCacheableRequest(request(url))).toBe(expected);
  });
  it('only for GET', () => expect(isCacheableRequest(request('/cars/', 'POST'))).toBe(false));
});
