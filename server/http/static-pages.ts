// Pages whose content depends on nothing in the request (the legal pages, services, the buying guides, contact, about):
// rendered once per process by Next without a nonce, then served from memory as files are, compressed ahead, with a
// strong ETag and a Content-Security-Policy that lists the SHA-256 of each of their inline scripts (decision 063).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATIC_RENDER_HEADER } from '@/lib/security/headers';
import { createCache } from '../cache';
import { isDocumentRequest } from './anonymous-page';
import { publicOrigin } from './request-origin';
import {
  hashCsp,
  serveStoredPage,
  storedPage,
  type RenderedPage,
  type RenderPage,
  type StoredPage,
} from './stored-page';

export type { RenderedPage, RenderPage } from './stored-page';

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

export interface StaticPagesOptions {
  render: RenderPage;
  /** Path → milliseconds a rendered copy is served before it is rendered again (null: never). */
  paths?: Readonly<Record<string, number | null>>;
  /** The policy for a page whose inline scripts have these hashes. */
  csp?: (scriptHashes: string[]) => string;
  /** Called when a render fails or is not a storable page; it is tried again on a later request. */
  onError?: (path: string, error: unknown) => void;
  /** The render header's value for this process (shared with the car pages' renders); random when not given. */
  renderToken?: string;
}

export interface StaticPages {
  /** Answers from memory and returns true; otherwise returns false (Next answers) and has the page rendered once. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Has every page rendered for `origin` (the public address, right after the server starts listening). */
  warm(origin: string): Promise<void>;
  /** Whether this request's header claims a static render: true only for this process's own value. */
  isOwnRender(req: IncomingMessage): boolean;
}

interface Entry extends StoredPage {
  /** When the render was stored (performance.now()). */
  renderedAt: number;
  /** The year it was rendered in: the footer's copyright line shows it. */
  year: number;
}

// Hosts a process has seen a prerendered page on (a site has a few; odd Host headers must not grow memory).
const MAX_ENTRIES = 200;
const MARKER = { 'x-static-page': 'hit' };

export function createStaticPages({
  render,
  paths = STATIC_PAGES,
  csp = hashCsp,
  onError = () => {},
  renderToken = randomUUID(),
}: StaticPagesOptions): StaticPages {
  const known = new Map(Object.entries(paths));
  const entries = createCache<string, Entry>({ max: MAX_ENTRIES });
  const pending = new Set<string>();

  function store(key: string, page: RenderedPage): void {
    // Once per process: the strongest settings cost a few milliseconds here and make every answer smaller.
    const stored = storedPage(page, { csp, keepIdentity: true });
    entries.set(key, { ...stored, renderedAt: performance.now(), year: new Date().getFullYear() });
  }

  /** A copy that may still be served as it is (a new year renders again: the footer shows it). */
  const isFresh = (entry: Entry, path: string) => {
    if (entry.year !== new Date().getFullYear()) return false;
    const maxAge = known.get(path);
    return maxAge === null || maxAge === undefined || performance.now() - entry.renderedAt < maxAge;
  };

  async function prerender(key: string, path: string, origin: string): Promise<void> {
    const stored = entries.get(key);
    if (pending.has(key) || (stored && isFresh(stored, path))) return;
    pending.add(key);
    try {
      store(key, await render(path, origin, { [STATIC_RENDER_HEADER]: renderToken }));
    } catch (error) {
      onError(path, error);
    } finally {
      pending.delete(key);
    }
  }

  const isOwnRender = (req: IncomingMessage) => req.headers[STATIC_RENDER_HEADER] === renderToken;

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
        serveStoredPage(req, res, entry, MARKER);
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
