// Prerendered content pages (decision 063): rendered once through the server's own request, then answered from memory
// with a policy listing the hashes of exactly their inline scripts, compressed ahead, revalidated by ETag; other
// pages, client navigations and spoofed render requests are left to Next.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STATIC_RENDER_HEADER } from '@/lib/security/headers';
import { createRequestRouter } from '@/server/http/router';
import { createStaticPages, type RenderedPage, type StaticPages } from '@/server/http/static-pages';
import { inlineScriptHashes } from '@/server/http/stored-page';

const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
const BOOT = '(self.__next_f=self.__next_f||[]).push([0])';
const PAYLOAD = 'self.__next_f.push([1,"0:{\\"b\\":\\"x\\"} é"])';
const page = (path: string) =>
  `<!DOCTYPE html><html><head><script src="/app.js" async=""></script><script>${BOOT}</script></head>` +
  `<body>${path}<script type="text/javascript">${PAYLOAD}</script><script>${BOOT}</script></body></html>`;

let server: Server;
let base: string;
let pages: StaticPages;
let renders: { path: string; origin: string; headers: Record<string, string> }[] = [];
let nextSaw: IncomingMessage['headers'][] = [];
let answer: (path: string) => RenderedPage;

const ok = (path: string): RenderedPage => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8', vary: 'rsc', 'x-frame-options': 'DENY' },
  body: Buffer.from(page(path)),
});

beforeAll(async () => {
  const handlers = {
    api: () => {},
    media: () => {},
    next: (req: IncomingMessage, res: ServerResponse) => {
      nextSaw.push({ ...req.headers });
      res.writeHead(200, { 'content-type': 'text/html' }).end('rendered by next');
    },
    pageCache: null,
    sockets: () => {},
    nextUpgrade: () => {},
    publicHost: null,
  };
  pages = createStaticPages({
    paths: { '/privacy-policy/': null, '/services/': null, '/about-us/': 300 },
    csp: (hashes) => `script-src 'self' ${hashes.map((hash) => `'${hash}'`).join(' ')}`,
    render: async (path, origin, headers) => {
      renders.push({ path, origin, headers });
      return answer(path);
    },
  });
  const router = createRequestRouter({ ...handlers, staticPages: pages });
  server = createServer(router.request);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  renders = [];
  nextSaw = [];
  answer = ok;
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { 'x-forwarded-host': 'shop.example', ...headers } });

/** The first visit is Next's; once the background render is in, the page comes from memory. */
async function warm(path: string, host = 'shop.example') {
  expect(await (await get(path, { 'x-forwarded-host': host })).text()).toBe('rendered by next');
  await expect
    .poll(async () => (await get(path, { 'x-forwarded-host': host })).headers.get('x-static-page'))
    .toBe('hit');
}

describe('static pages', () => {
  it('renders a page once with the render header, then serves it with the hashes of exactly its inline scripts', async () => {
    await warm('/privacy-policy/');
    const res = await get('/privacy-policy/', { 'x-forwarded-host': 'shop.example' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(page('/privacy-policy/'));
    expect(renders).toHaveLength(1);
    expect(renders[0]).toMatchObject({ path: '/privacy-policy/', origin: 'http://shop.example' });
    expect(renders[0]!.headers[STATIC_RENDER_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    // Two distinct inline scripts (one of them twice); the src script and Next's own policy are not in it.
    expect(res.headers.get('content-security-policy')).toBe(`script-src 'self' '${sha(BOOT)}' '${sha(PAYLOAD)}'`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.get('vary')).toBe('rsc, Accept-Encoding');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('serves brotli, gzip or plain as asked, each with its own tag, and answers 304 to a matching tag', async () => {
    await warm('/services/');
    const html = page('/services/');
    const br = await get('/services/', { 'accept-encoding': 'gzip, br' });
    const gzip = await get('/services/', { 'accept-encoding': 'gzip, br;q=0' });
    const plain = await get('/services/', { 'accept-encoding': 'identity' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const res of [br, gzip, plain]) expect(await res.text()).toBe(html);
    const tags = [br, gzip, plain].map((res) => res.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);

    const revalidated = await get('/services/', { 'accept-encoding': 'gzip', 'if-none-match': `W/${tags[1]}` });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(tags[1]);
    expect((await get('/services/', { 'accept-encoding': 'br', 'if-none-match': tags[1]! })).status).toBe(200);
    const head = await fetch(`${base}/services/`, { method: 'HEAD', headers: { 'x-forwarded-host': 'shop.example' } });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('keeps a page per origin: another host renders its own', async () => {
    await warm('/privacy-policy/', 'a.example');
    await warm('/privacy-policy/', 'b.example');
    expect(renders.map((render) => render.origin)).toEqual(['http://a.example', 'http://b.example']);
  });

  it('leaves other pages, queries, client navigations and posts to Next, and never stores them', async () => {
    await warm('/services/', 'nav.example');
    const headers = { 'x-forwarded-host': 'nav.example' };
    for (const [path, init] of [
      ['/contact-us/', {}],
      ['/services/?utm_source=x', {}],
      ['/services/', { rsc: '1' }],
      ['/services/', { 'next-router-prefetch': '1' }],
    ] as const) {
      const res = await get(path, { ...headers, ...init });
      expect(await res.text()).toBe('rendered by next');
    }
    const post = await fetch(`${base}/services/`, { method: 'POST', headers });
    expect(await post.text()).toBe('rendered by next');
    expect(renders).toHaveLength(1);
  });

  it('does not keep a failed render and tries again on a later visit', async () => {
    answer = () => ({ status: 500, headers: { 'content-type': 'text/html' }, body: Buffer.from('boom') });
    await get('/privacy-policy/', { 'x-forwarded-host': 'fail.example' });
    await expect.poll(() => renders.length).toBe(1);
    answer = ok;
    await warm('/privacy-policy/', 'fail.example');
    expect(renders.length).toBeGreaterThanOrEqual(2);
  });

  it('removes a render header that is not its own, so no visitor can ask for a page without a nonce', async () => {
    await get('/cars/', { [STATIC_RENDER_HEADER]: 'guess' });
    await get('/services/', { [STATIC_RENDER_HEADER]: 'guess', 'x-forwarded-host': 'spoof.example' });
    expect(nextSaw.map((headers) => headers[STATIC_RENDER_HEADER])).toEqual([undefined, undefined]);
    // Its own render request is passed on with the header (and is never answered from memory).
    const own = renders.at(-1)!.headers;
    await get('/services/', { ...own, 'x-forwarded-host': 'spoof.example' });
    expect(nextSaw.at(-1)?.[STATIC_RENDER_HEADER]).toBe(own[STATIC_RENDER_HEADER]);
  });
});

describe('a page with a refresh interval', () => {
  it('serves its copy until the interval passes, then the old copy once more while the new one renders', async () => {
    let team = 'Dara';
    answer = (path) => ({ ...ok(path), body: Buffer.from(page(`${path} ${team}`)) });
    await warm('/about-us/', 'team.example');
    const headers = { 'x-forwarded-host': 'team.example' };
    expect(await (await get('/about-us/', headers)).text()).toContain('Dara');
    team = 'Sokha';
    // Served from memory throughout: the old copy until a render after the interval brings the new one.
    await expect
      .poll(async () => {
        const res = await get('/about-us/', headers);
        expect(res.headers.get('x-static-page')).toBe('hit');
        return /Sokha/.test(await res.text());
      })
      .toBe(true);
    expect(renders.length).toBeGreaterThanOrEqual(2);
  });
});

describe('warming', () => {
  it('renders every page for the public origin once, one after another, so its first visitor gets them from memory', async () => {
    await pages.warm('https://www.shop.example');
    expect(renders.map((render) => `${render.origin}${render.path}`)).toEqual([
      'https://www.shop.example/privacy-policy/',
      'https://www.shop.example/services/',
      'https://www.shop.example/about-us/',
    ]);
    const res = await get('/services/', { 'x-forwarded-host': 'www.shop.example', 'x-forwarded-proto': 'https' });
    expect(res.headers.get('x-static-page')).toBe('hit');
    await pages.warm('https://www.shop.example');
    expect(renders).toHaveLength(3);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the text of scripts without src, as written, and skips external ones', () => {
    const html = `<script src='/a.js'></script><script id="_R_">a()</script><script data-x=">">b()</script><script></script>`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()'), sha('')]);
  });
});
