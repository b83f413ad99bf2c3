// Which page requests come from a visitor who is not signed in and ask for a whole document: the requests whose answer
// is the same for everyone (the page cache keeps them, decision 016) and holds nothing private (the back/forward
// cache may keep them, decision 057).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Headers of Next's client-side navigation and server actions: such requests want RSC data, not a document. */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
];

/** A GET (or HEAD) of a whole page, not the router's RSC data for it. */
export function isDocumentRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  return !ROUTER_HEADERS.some((name) => req.headers[name] !== undefined);
}

/** A GET of a whole page by a visitor without the session cookie. */
export function isAnonymousDocumentRequest(req: IncomingMessage): boolean {
  if (!isDocumentRequest(req)) return false;
  // Signed-in visitors may see their own state rendered in (saved cars, their listings).
  return !/(?:^|;\s*)token=/.test(req.headers.cookie ?? '');
}

/** Sent instead of Next's `no-store` on anonymous documents: revalidated on every load, never in a shared cache. */
export const ANONYMOUS_PAGE_CACHE_CONTROL = 'private, no-cache, max-age=0, must-revalidate';
const NO_STORE = /\bno-store\b/i;

/**
 * Lets the browser keep an anonymous page in its back/forward cache: Next marks every dynamic page `no-store`, which
 * browsers take as "never keep"; an anonymous page holds nothing private, so it goes out `private, no-cache` instead.
 */
export function allowBackForwardCache(req: IncomingMessage, res: ServerResponse): void {
  if (!isAnonymousDocumentRequest(req)) return;
  const writeHead = res.writeHead.bind(res);
  // Node calls writeHead itself before the first write when the handler did not, so every answer passes here.
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    if (NO_STORE.test(String(res.getHeader('cache-control') ?? ''))) {
      res.setHeader('Cache-Control', ANONYMOUS_PAGE_CACHE_CONTROL);
    }
    // Headers may also come with the call itself (the page cache's hits): writeHead(status, [message,] headers).
    const headers = rest.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null);
    if (headers && !Array.isArray(headers)) {
      for (const name of Object.keys(headers)) {
        if (name.toLowerCase() === 'cache-control' && NO_STORE.test(String(headers[name]))) {
          headers[name] = ANONYMOUS_PAGE_CACHE_CONTROL;
        }
      }
    }
    return (writeHead as (...args: unknown[]) => ServerResponse)(statusCode, ...rest);
  }) as typeof res.writeHead;
}
