// A few seconds' memory of the public listing and car pages as anonymous visitors (and crawlers) get them.
// Every answer still carries its own CSP nonce: the stored page is cut at the nonce it was rendered with, and each
// hit is put together with a fresh one (headers too), then compressed for the client (decision 016).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
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

  function remember(key: string, res: ServerResponse, chunks: Buffer[]): void {
    if (res.statusCode !== 200 || res.hasHeader('set-cookie')) return;
    if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) return;
    const nonce = NONCE.exec(String(res.getHeader('content-security-policy') ?? ''))?.[1];
    if (!nonce) return;
    let raw = Buffer.concat(chunks);
    const encoding = String(res.getHeader('content-encoding') ?? '');
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

  /** Passes Next's answer through untouched, keeping a copy of the bytes to store once it has ended. */
  function capture(key: string, res: ServerResponse): void {
    const renderedIn = generation;
    const chunks: Buffer[] = [];
    let size = 0;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > maxBytes) return;
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      chunks.push(buffer);
    };
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    // The overloads of write/end (chunk, encoding, callback in any combination) are passed on as they came.
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      try {
        if (size <= maxBytes && renderedIn === generation) remember(key, res, chunks);
      } catch {
        // A page that cannot be stored is simply rendered again next time.
      }
      return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest);
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
      capture(key, res);
      return false;
    },
    forget,
    async followListings(bus) {
      await bus.subscribe(LISTINGS_CHANGED, forget);
    },
  };
  return cache;
}
