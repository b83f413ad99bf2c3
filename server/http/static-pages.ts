// Pages whose content depends on nothing in the request (the legal pages, services, the buying guides, contact, about):
// rendered once per process by Next without a nonce, then served from memory as files are, compressed ahead, with a
// strong ETag and a Content-Security-Policy that lists the SHA-256 of each of their inline scripts (decision 063).
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { cspConnectOrigins, pageCsp, STATIC_RENDER_HEADER } from '@/lib/security/headers';
import { createCache } from '../cache';
import { isDocumentRequest } from './anonymous-page';
import { publicOrigin } from './request-origin';

/** The prerendered pages (trailing slash: next.config's trailingSlash), each with how long a rendered copy is served
 * before it is rendered again in the background (null: for the life of the process). /about-us/ lists the sales team
 * from the database, so it is rendered again at most a minute after the team changes. */
export const STATIC_PAGES: Readonly<Record<string, number | null>> = {
  '/privacy-policy/': null,
  '/carcheckk/terms-and-conditions/': null,
  '/services/': null,
  '/contact-us/': null,
  '/buying/auction/': null,
  '/buying/dealers/': null,
  '/buying/dealer-to-dealer/': null,
  '/buying/payment-process/': null,
  '/buying/shipping-types/': null,
  '/equipments/laser-removal/': null,
  '/about-us/': 60_000,
};

/** What Next answered to server.ts's own request for a page. */
export interface RenderedPage {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent, decoded (the request asks for no compression). */
  body: Buffer;
}

/** Asks Next for `path` as the visitor's origin would see it, with the header that keeps the nonce off. */
export type RenderPage = (path: string, origin: string, headers: Record<string, string>) => Promise<RenderedPage>;

export interface StaticPagesOptions {
  render: RenderPage;
  /** Path → milliseconds a rendered copy is served before it is rendered again (null: never). */
  paths?: Readonly<Record<string, number | null>>;
  /** The policy for a page whose inline scripts have these hashes. */
  csp?: (scriptHashes: string[]) => string;
  /** Called when a render fails or is not a storable page; it is tried again on a later request. */
  onError?: (path: string, error: unknown) => void;
}

export interface StaticPages {
  /** Answers from memory and returns true; otherwise returns false (Next answers) and has the page rendered once. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Has every page rendered for `origin` (the public address, right after the server starts listening). */
  warm(origin: string): Promise<void>;
  /** Whether this request's header claims a static render: true only for this process's own value. */
  isOwnRender(req: IncomingMessage): boolean;
}

interface Entry {
  /** When the render was stored (performance.now()). */
  renderedAt: number;
  headers: OutgoingHttpHeaders;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

// Per-answer and connection headers, those server.ts sets itself, and what must never be shared between visitors.
const DROPPED_HEADERS = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-security-policy',
  'date',
  'etag',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
]);
// Inline scripts: every <script> without a src attribute, and its text exactly as the browser hashes it.
const INLINE_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
/** The same content for every visitor: the revalidation answers 304 while it is unchanged. */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';
// Hosts a process has seen a prerendered page on (a site has a few; odd Host headers must not grow memory).
const MAX_ENTRIES = 200;

/** `sha256-…` of every inline script of the page, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes ?? '')) continue;
    hashes.add(
      `sha256-${createHash('sha256')
        .update(text ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return [...hashes];
}

const defaultCsp = (scriptHashes: string[]) =>
  pageCsp({ scriptHashes, dev: false, connectOrigins: cspConnectOrigins(process.env.NEXT_PUBLIC_API_URL) });

/** Brotli, then gzip, then none, as the request accepts (a zero q-value refuses). */
function encodingFor(req: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(req.headers['accept-encoding'] ?? '').toLowerCase();
  const accepts = (name: string) =>
    accepted.split(',').some((item) => {
      const [coding, ...params] = item.trim().split(';');
      return coding === name && !params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param));
    });
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** If-None-Match with a weak comparison (RFC 9110 §13.1.2): the stored tag, with or without W/, or `*`. */
function notModified(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

export function createStaticPages({
  render,
  paths = STATIC_PAGES,
  csp = defaultCsp,
  onError = () => {},
}: StaticPagesOptions): StaticPages {
  const known = new Map(Object.entries(paths));
  const token = randomUUID();
  const entries = createCache<string, Entry>({ max: MAX_ENTRIES });
  const pending = new Set<string>();

  function store(key: string, page: RenderedPage): void {
    const type = String(page.headers['content-type'] ?? '');
    if (page.status !== 200 || !type.startsWith('text/html') || page.headers['set-cookie']) {
      throw new Error(`not a storable page: ${page.status} ${type}`);
    }
    const html = page.body.toString('utf8');
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(page.headers)) {
      if (value !== undefined && !DROPPED_HEADERS.has(name.toLowerCase())) headers[name.toLowerCase()] = value;
    }
    headers['content-security-policy'] = csp(inlineScriptHashes(html));
    headers['cache-control'] = CACHE_CONTROL;
    const vary = String(headers.vary ?? '');
    if (!/\baccept-encoding\b/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
    const identity = page.body;
    entries.set(key, {
      renderedAt: performance.now(),
      headers,
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      identity,
      // Once per process: the strongest settings cost a few milliseconds here and make every answer smaller.
      gzip: gzipSync(identity, { level: 9 }),
      brotli: brotliCompressSync(identity, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
    });
  }

  /** A copy that may still be served as it is. */
  const isFresh = (entry: Entry, path: string) => {
    const maxAge = known.get(path);
    return maxAge === null || maxAge === undefined || performance.now() - entry.renderedAt < maxAge;
  };

  async function prerender(key: string, path: string, origin: string): Promise<void> {
    const stored = entries.get(key);
    if (pending.has(key) || (stored && isFresh(stored, path))) return;
    pending.add(key);
    try {
      store(key, await render(path, origin, { [STATIC_RENDER_HEADER]: token }));
    } catch (error) {
      onError(path, error);
    } finally {
      pending.delete(key);
    }
  }

  function serve(req: IncomingMessage, res: ServerResponse, entry: Entry): void {
    const encoding = encodingFor(req);
    // A different body is a different representation: each encoding has its own strong tag.
    const etag = encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag;
    if (notModified(req, etag)) {
      res.writeHead(304, {
        etag,
        'cache-control': entry.headers['cache-control'],
        vary: entry.headers.vary,
        'x-static-page': 'hit',
      });
      res.end();
      return;
    }
    const body = encoding === 'br' ? entry.brotli : encoding === 'gzip' ? entry.gzip : entry.identity;
    const headers: OutgoingHttpHeaders = { ...entry.headers, etag, 'content-length': body.length };
    if (encoding) headers['content-encoding'] = encoding;
    headers['x-static-page'] = 'hit';
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const isOwnRender = (req: IncomingMessage) => req.headers[STATIC_RENDER_HEADER] === token;

  return {
    handle(req, res) {
      const path = req.url ?? '/';
      if (!known.has(path) || !isDocumentRequest(req) || isOwnRender(req)) return false;
      const origin = publicOrigin(req);
      const key = `${origin}${path}`;
      const entry = entries.get(key);
      if (entry) {
        // An old copy is still served while the new one renders (the old one stays if that render fails).
        if (!isFresh(entry, path)) void prerender(key, path, origin);
        serve(req, res, entry);
        return true;
      }
      // Rendered by Next as any page (nonce and all) this time; from memory once server.ts's own render is in.
      void prerender(key, path, origin);
      return false;
    },
    async warm(origin) {
      // One after another: a freshly started server has other work.
      for (const path of known.keys()) await prerender(`${origin}${path}`, path, origin);
    },
    isOwnRender,
  };
}
