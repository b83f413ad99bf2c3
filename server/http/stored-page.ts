// A page Next rendered without a nonce, kept to be served as a file is: compressed ahead, with a strong ETag per
// encoding and a Content-Security-Policy listing the SHA-256 of each of its inline scripts. The content pages
// (decision 063, in memory) and the car pages (decision 075, in the database) are both made and served here.
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib';
import { cspConnectOrigins, pageCsp } from '@/lib/security/headers';

/** What Next answered to server.ts's own request for a page. */
export interface RenderedPage {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent, decoded (the request asks for no compression). */
  body: Buffer;
}

/** Asks Next for `path` as the visitor's origin would see it, with the header that keeps the nonce off. */
export type RenderPage = (path: string, origin: string, headers: Record<string, string>) => Promise<RenderedPage>;

export interface StoredPage {
  /** Headers to send, the policy and Cache-Control included; no length, encoding or ETag. */
  headers: Record<string, string | string[]>;
  /** Strong tag of the uncompressed page, quoted. */
  etag: string;
  gzip: Buffer;
  brotli: Buffer;
  /** The uncompressed page; unzipped from `gzip` when not kept. */
  identity?: Buffer;
}

// Per-answer and connection headers, those set here, and what must never be shared between visitors.
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

export const hashCsp = (scriptHashes: string[]) =>
  pageCsp({ scriptHashes, dev: false, connectOrigins: cspConnectOrigins(process.env.NEXT_PUBLIC_API_URL) });

export interface StoreOptions {
  /** The policy for a page whose inline scripts have these hashes. */
  csp?: (scriptHashes: string[]) => string;
  /** Brotli quality: 11 for a few pages made once per process, lower for many pages made in the background. */
  brotliQuality?: number;
  /** Keep the uncompressed bytes too (pages in memory); otherwise they are unzipped for the rare client that needs them. */
  keepIdentity?: boolean;
}

/** The page ready to serve; throws when Next's answer is not a page every visitor may be given. */
export function storedPage(
  page: RenderedPage,
  { csp = hashCsp, brotliQuality = 11, keepIdentity = false }: StoreOptions = {},
): StoredPage {
  const type = String(page.headers['content-type'] ?? '');
  if (page.status !== 200 || !type.startsWith('text/html') || page.headers['set-cookie']) {
    throw new Error(`not a storable page: ${page.status} ${type}`);
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(page.headers)) {
    if (value !== undefined && !DROPPED_HEADERS.has(name.toLowerCase())) headers[name.toLowerCase()] = value;
  }
  headers['content-security-policy'] = csp(inlineScriptHashes(page.body.toString('utf8')));
  headers['cache-control'] = CACHE_CONTROL;
  const vary = String(headers.vary ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  const identity = page.body;
  return {
    headers,
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    gzip: gzipSync(identity, { level: 9 }),
    brotli: brotliCompressSync(identity, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    ...(keepIdentity ? { identity } : {}),
  };
}

/** Brotli, then gzip, then none, as the request accepts (a zero q-value refuses). */
export function encodingFor(req: IncomingMessage): 'br' | 'gzip' | null {
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

/** Answers with the stored page in the encoding the request prefers (or 304); `marker` names the store in a header. */
export function serveStoredPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: StoredPage,
  marker: Record<string, string>,
): void {
  const encoding = encodingFor(req);
  const body =
    encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzip : (page.identity ?? gunzipSync(page.gzip));
  sendStoredPage(req, res, page, encoding, body, marker);
}

/** Answers with one encoding of a stored page (`body`), or 304 when the request already has it. */
export function sendStoredPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: Pick<StoredPage, 'headers' | 'etag'>,
  encoding: 'br' | 'gzip' | null,
  body: Buffer,
  marker: Record<string, string>,
): void {
  // A different body is a different representation: each encoding has its own strong tag.
  const etag = encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag;
  if (notModified(req, etag)) {
    const headers: OutgoingHttpHeaders = { etag, 'cache-control': String(page.headers['cache-control']), ...marker };
    if (page.headers.vary) headers.vary = String(page.headers.vary);
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const headers: OutgoingHttpHeaders = { ...page.headers, etag, 'content-length': body.length, ...marker };
  if (encoding) headers['content-encoding'] = encoding;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
