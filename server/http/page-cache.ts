// A few seconds' memory of the public listing and car pages as anonymous visitors (and crawlers) get them.
// Every answer still carries its own CSP nonce: the stored page is cut at the nonce it was rendered with, and each
// hit is put together with a fresh one (headers too), then compressed for the client (decision 016). A render (a miss,
// or a crawler's `Cache-Control: no-cache`) is asked of Next uncompressed and gzipped here at level 1 as it streams:
// Next's own gzip runs at level 6, and storing its answer meant inflating it again (issue 17).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { constants, createGzip, gunzipSync, gzipSync, type Gzip } from 'node:zlib';
import { createCache } from '../cache';
import { LISTINGS_CHANGED, type Bus } from '../realtime/bus';
import { isAnonymousDocumentRequest } from './anonymous-page';
import { wantsFresh } from './cache-control';
import { publicOrigin } from './request-origin';

export interface PageCacheOptions {
  ttlMs?: number;
  maxPages?: number;
  /** Pages larger than this (uncompressed) are not kept. */
  maxBytes?: number;
}

interface Entry {
  /** The page's text split at every occurrence of the nonce it was rendered with. */
  parts: string[];
  /** Header name → value, the old nonce already cut out the same way. */
  headers: [string, string[]][];
}

export interface PageCache {
  /** Serves the request from memory and returns true, or arranges to remember Next's answer and returns false. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Forgets every page (a listing was created, changed or removed). */
  forget(): void;
  /** Forgets every page whenever any instance publishes `listings.changed` on the bus; resolves once listening. */
  followListings(bus: Bus): Promise<void>;
}

// Pages that are the same for every visitor who is not signed in: home, listings and car pages; not the dealer's
// own pages (/cars/my-listings/, /cars/car/add/, /cars/car/edit/{id}/).
const CACHEABLE_PATH = /^\/(?:cars\/(?!my-listings(?:\/|$)|car\/)[^?]*)?(?:\?.*)?$/;
const NONCE = /'nonce-([A-Za-z0-9+/=]+)'/;
// Connection-level and per-answer headers that the hit sets itself.
const DROPPED_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
]);

const newNonce = () => Buffer.from(randomUUID()).toString('base64');
const acceptsGzip = (req: IncomingMessage) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

export function isCacheableRequest(req: IncomingMessage): boolean {
  return req.method === 'GET' && CACHEABLE_PATH.test(req.url ?? '') && isAnonymousDocumentRequest(req);
}

export function createPageCache({
  ttlMs = 5_000,
  maxPages = 200,
  maxBytes = 2 * 1024 * 1024,
}: PageCacheOptions = {}): PageCache {
  const pages = createCache<string, Entry>({ max: maxPages, ttl: ttlMs });
  // Bumped by forget(): a page whose render began before a listing changed is not stored when it ends.
  let generation = 0;
  const forget = () => {
    generation += 1;
    pages.clear();
  };

  function serve(req: IncomingMessage, res: ServerResponse, entry: Entry): void {
    const nonce = newNonce();
    const headers: OutgoingHttpHeaders = {};
    for (const [name, parts] of entry.headers) headers[name] = parts.join(nonce);
    headers['x-page-cache'] = 'hit';
    const text = Buffer.from(entry.parts.join(nonce));
    const gzip = acceptsGzip(req);
    // Level 1: a hit must cost far less than a render; the page is still about a sixth of its size.
    const body = gzip ? gzipSync(text, { level: 1 }) : text;
    if (gzip) headers['content-encoding'] = 'gzip';
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(body);
  }

  /** `plain`: the chunks are the page as Next wrote it, before this module's own gzip. */
  function remember(key: string, res: ServerResponse, chunks: Buffer[], plain: boolean): void {
    if (res.statusCode !== 200 || res.hasHeader('set-cookie')) return;
    if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) return;
    const nonce = NONCE.exec(String(res.getHeader('content-security-policy') ?? ''))?.[1];
    if (!nonce) return;
    let raw = Buffer.concat(chunks);
    const encoding = plain ? '' : String(res.getHeader('content-encoding') ?? '');
    if (encoding === 'gzip') raw = gunzipSync(raw);
    else if (encoding) return;
    if (raw.length > maxBytes) return;
    const headers: [string, string[]][] = [];
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || DROPPED_HEADERS.has(name)) continue;
      headers.push([name, String(Array.isArray(value) ? value.join(', ') : value).split(nonce)]);
    }
    pages.set(key, { parts: raw.toString('utf8').split(nonce), headers });
  }

  /**
   * Passes Next's answer through, keeping a copy of the bytes to store once it has ended. When the client accepts gzip,
   * Next is asked for the page uncompressed and an HTML answer is gzipped here at level 1 (flushed once per tick, so
   * a streamed page still reaches the browser as it renders).
   */
  function capture(key: string, req: IncomingMessage, res: ServerResponse): void {
    const renderedIn = generation;
    const chunks: Buffer[] = [];
    let size = 0;
    const wantsGzip = acceptsGzip(req);
    if (wantsGzip) req.headers['accept-encoding'] = 'identity';
    const toBuffer = (chunk: unknown, encoding?: unknown): Buffer | null => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
      return typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    };
    const keep = (buffer: Buffer | null) => {
      if (!buffer || size > maxBytes) return;
      size += buffer.length;
      chunks.push(buffer);
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const flushHeaders = res.flushHeaders.bind(res);
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;

    // Decided at the first byte, once Next has set the status and headers: null means pass through as written.
    let gzip: Gzip | null | undefined;
    let flushQueued = false;
    const compressor = (): Gzip | null => {
      if (gzip !== undefined) return gzip;
      const html = String(res.getHeader('content-type') ?? '').startsWith('text/html');
      if (!wantsGzip || !html || res.headersSent || res.hasHeader('content-encoding') || res.statusCode === 304) {
        return (gzip = null);
      }
      res.removeHeader('content-length');
      res.setHeader('content-encoding', 'gzip');
      const vary = String(res.getHeader('vary') ?? '');
      if (!/accept-encoding/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      gzip = createGzip({ level: 1 });
      gzip.on('data', (data: Buffer) => write(data));
      return gzip;
    };
    const flushSoon = (z: Gzip) => {
      if (flushQueued) return;
      flushQueued = true;
      setImmediate(() => {
        flushQueued = false;
        if (!z.writableEnded) z.flush(constants.Z_SYNC_FLUSH);
      });
    };

    // Next sends the headers (flushHeaders) before its first write, and calls `flush` after each write when the
    // response has one (as the compression middleware's has): the decision is taken before the headers go.
    res.flushHeaders = () => {
      const z = compressor();
      if (z) Object.assign(res, { flush: () => flushSoon(z) });
      flushHeaders();
    };
    res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
      res.statusCode = statusCode;
      compressor();
      return writeHead(statusCode, ...rest);
    }) as typeof res.writeHead;
    // The overloads of write/end (chunk, encoding, callback in any combination) are passed on as they came.
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      const buffer = toBuffer(chunk, rest[0]);
      keep(buffer);
      const z = compressor();
      if (!z) return write(chunk, ...rest);
      if (buffer) z.write(buffer);
      flushSoon(z);
      const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      if (callback) process.nextTick(callback);
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      const buffer = toBuffer(chunk, rest[0]);
      keep(buffer);
      const z = compressor();
      try {
        if (size <= maxBytes && renderedIn === generation) remember(key, res, chunks, z !== null);
      } catch {
        // A page that cannot be stored is simply rendered again next time.
      }
      if (!z) return end(chunk, ...rest);
      const callback = [chunk, ...rest].find((arg) => typeof arg === 'function') as (() => void) | undefined;
      z.once('end', () => end(callback));
      z.end(buffer ?? undefined);
      return res;
    }) as typeof res.end;
  }

  const cache: PageCache = {
    handle(req, res) {
      if (!isCacheableRequest(req)) return false;
      const key = `${publicOrigin(req)}${req.url ?? '/'}`;
      const entry = wantsFresh(req.headers['cache-control'], req.headers.pragma) ? undefined : pages.get(key);
      if (entry) {
        serve(req, res, entry);
        return true;
      }
      capture(key, req, res);
      return false;
    },
    forget,
    async followListings(bus) {
      await bus.subscribe(LISTINGS_CHANGED, forget);
    },
  };
  return cache;
}
