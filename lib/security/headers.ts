// Security headers for pages (strict, nonce-based CSP) and for API responses.

export interface CspOptions {
  nonce: string;
  dev: boolean;
  /** Extra origins the browser may call (another portal host, its sockets). */
  connectOrigins?: string[];
}

export function pageCsp({ nonce, dev, connectOrigins = [] }: CspOptions): string {
  const connect = ["'self'", 'ws:', 'wss:', ...connectOrigins];
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
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
