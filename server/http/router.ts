// Request routing of the custom server, as a table: which handler answers which path, for requests and upgrades.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { allowBackForwardCache } from './anonymous-page';
import { apiRedirect } from './api-entry';
import { STATIC_RENDER_HEADER } from '@/lib/security/headers';
import type { CarPages } from './car-pages';
import type { PageCache } from './page-cache';
import { canonicalizeForwardedHeaders } from './request-origin';
import type { StaticPages } from './static-pages';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;
export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

export interface RouterHandlers {
  /** The portal API (Hono), served without going through Next: decision 009. */
  api: RequestHandler;
  /** Generated pictures and stored files, straight from storage. */
  media: RequestHandler;
  /** Next: pages, their assets and everything not named here. */
  next: RequestHandler;
  /** Anonymous pages kept a few seconds (decision 016); null in development. */
  pageCache: PageCache | null;
  /** Pages rendered once per process and served from memory with hashed inline scripts (decision 063); null in
   * development. */
  staticPages?: StaticPages | null;
  /** Anonymous car pages rendered once per version and kept in the database (decision 075); null in development. */
  carPages?: CarPages | null;
  /** The chat and notification sockets. */
  sockets: UpgradeHandler;
  /** Next's own upgrades (the development reload socket). */
  nextUpgrade: UpgradeHandler;
  /** PUBLIC_URL's host, for the bare-host → www redirect of API requests. */
  publicHost: string | null;
}

export interface Router {
  request: RequestHandler;
  upgrade: UpgradeHandler;
}

export function createRequestRouter(handlers: RouterHandlers): Router {
  const api: RequestHandler = (req, res) => {
    const redirect = apiRedirect(req, handlers.publicHost);
    if (redirect) res.writeHead(redirect.status, { Location: redirect.location }).end();
    else handlers.api(req, res);
  };
  const page: RequestHandler = (req, res) => {
    allowBackForwardCache(req, res);
    if (handlers.staticPages?.handle(req, res)) return;
    const render = () => {
      if (!handlers.pageCache?.handle(req, res)) handlers.next(req, res);
    };
    if (!handlers.carPages?.handle(req, res, render)) render();
  };

  // First matching path prefix wins.
  const requests: [prefix: string, handle: RequestHandler][] = [
    ['/api/', api],
    ['/media/', handlers.media],
    ['/', page],
  ];
  const upgrades: [prefix: string, handle: UpgradeHandler][] = [
    ['/ws/', handlers.sockets],
    ['/', handlers.nextUpgrade],
  ];

  return {
    request(req, res) {
      // Before anything reads them: every handler (and Next's pages) sees the resolved address and origin (decision 020).
      canonicalizeForwardedHeaders(req);
      // Only server.ts's own render of a prerendered page may ask proxy.ts to leave the nonce out.
      const ownRender = handlers.staticPages?.isOwnRender(req) || handlers.carPages?.isOwnRender(req);
      if (req.headers[STATIC_RENDER_HEADER] !== undefined && !ownRender) {
        delete req.headers[STATIC_RENDER_HEADER];
      }
      route(requests, req)(req, res);
    },
    upgrade(req, socket, head) {
      canonicalizeForwardedHeaders(req);
      route(upgrades, req)(req, socket, head);
    },
  };
}

function route<H>(table: [string, H][], req: IncomingMessage): H {
  const path = req.url ?? '/';
  return table.find(([prefix]) => path.startsWith(prefix))?.[1] ?? table[table.length - 1]![1];
}
