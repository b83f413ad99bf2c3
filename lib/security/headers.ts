// Security headers for pages (strict CSP: a nonce per response, or the hashes of a prerendered page's inline scripts)
// and for API responses.

/**
 * Marks server.ts's own render of a prerendered page (decision 063): proxy.ts then puts no nonce on its scripts, so
 * the HTML is the same every time and its inline scripts can be allowed by their hashes. server.ts removes the
 * header from any request that does not carry its per-process value.
 */
export const STATIC_RENDER_HEADER = 'x-static-render';

export interface CspOptions {
  /** Per-response nonce (every rendered page, decision 004). */
  nonce?: string;
  /** `sha256-…` of each inline script of a prerendered page (decision 063). */
  scriptHashes?: string[];
  dev: boolean;
  /** Extra origins the browser may call (another portal host, its sockets). */
  connectOrigins?: string[];
}

/** What may run: with a nonce, only what the page's own scripts load ('strict-dynamic', which ignores 'self'); with
 * hashes, the listed inline scripts and script files from this origin (a page's <script src> tags carry no nonce,
 * so 'strict-dynamic' would block them). Neither allows an injected inline script. Neither given: files only. */
function scriptSources({ nonce, scriptHashes, dev }: CspOptions): string {
  const sources = ["'self'"];
  if (nonce) sources.push(`'nonce-${nonce}'`, "'strict-dynamic'");
  else if (scriptHashes) sources.push(...scriptHashes.map((hash) => `'${hash}'`));
  if (dev) sources.push("'unsafe-eval'");
  return sources.join(' ');
}

/** The API's own origin and its sockets' when NEXT_PUBLIC_API_URL puts the API on another host. */
export function cspConnectOrigins(apiUrl: string | undefined): string[] {
  if (!apiUrl) return [];
  try {
    const origin = new URL(apiUrl);
    return [origin.origin, origin.origin.replace(/^http/, 'ws')];
  } catch {
    return [];
  }
}

export function pageCsp(options: CspOptions): string {
  const connect = ["'self'", 'ws:', 'wss:', ...(options.connectOrigins ?? [])];
  return [
    "default-src 'self'",
    `script-src ${scriptSources(options)}`,
    // Server-rendered style attributes (Headless UI, React) cannot carry a nonce.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    `connect-src ${connect.join(' ')}`,
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** JSON answers never render: nothing may load, nothing may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
/** The Swagger UI page loads its own script and styles from /api/docs/assets/. */
export const DOCS_CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'";

export const COMMON_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(self), geolocation=()',
};
