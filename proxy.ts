// Runs before every page (and API request that reaches Next): bare-host → www redirect, the login guard of the
// signed-in areas, then security headers with a per-request CSP nonce for pages (none for server.ts's own render of a
// prerendered page: decision 063).
import { NextResponse, type NextRequest } from 'next/server';
import { TOKEN_COOKIE } from '@/lib/api/config';
import { wwwRedirectHost } from '@/lib/security/canonical-host';
import { COMMON_SECURITY_HEADERS, cspConnectOrigins, pageCsp, STATIC_RENDER_HEADER } from '@/lib/security/headers';
import { isLoginRequiredPath, liveTokenClaims, loginHref } from '@/lib/session';

function publicHost(): string | null {
  try {
    return process.env.PUBLIC_URL ? new URL(process.env.PUBLIC_URL).host : null;
  } catch {
    return null;
  }
}

/**
 * The origin the visitor used. nextUrl is the server's own address; server.ts has already resolved the visitor's
 * host and protocol into X-Forwarded-Host/-Proto, one value each, by the server's one trust rule (decision 020).
 */
function visitorOrigin(request: NextRequest): { host: string; protocol: string } {
  const proto = request.headers.get('x-forwarded-proto');
  return {
    host: request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? request.nextUrl.host,
    protocol: proto ? `${proto}:` : request.nextUrl.protocol,
  };
}

export function proxy(request: NextRequest) {
  const { host, protocol } = visitorOrigin(request);
  const target = wwwRedirectHost(host, publicHost());
  if (target) {
    const url = new URL(request.nextUrl.pathname + request.nextUrl.search, `${protocol}//${target}`);
    return NextResponse.redirect(url, request.method === 'GET' || request.method === 'HEAD' ? 301 : 308);
  }

  // The API sets its own headers (server.ts normally serves it without Next: decision 009).
  if (request.nextUrl.pathname.startsWith('/api/')) return NextResponse.next();

  // Spec §6: the signed-in areas need a token that at least decodes and has not expired; the API checks the rest,
  // and roles are checked by the pages (a token does not carry them).
  const { pathname, search } = request.nextUrl;
  if (isLoginRequiredPath(pathname) && !liveTokenClaims(request.cookies.get(TOKEN_COOKIE)?.value)) {
    return NextResponse.redirect(new URL(loginHref(pathname + search), `${protocol}//${host}`));
  }

  const dev = process.env.NODE_ENV !== 'production';
  const connectOrigins = cspConnectOrigins(process.env.NEXT_PUBLIC_API_URL);
  // server.ts rendering a prerendered page (decision 063): no nonce, so its HTML is the same on every render; the
  // answer server.ts serves carries the hashes of its inline scripts. This policy allows none of them.
  if (request.headers.has(STATIC_RENDER_HEADER)) {
    const response = NextResponse.next();
    response.headers.set('Content-Security-Policy', pageCsp({ dev, connectOrigins }));
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) response.headers.set(name, value);
    return response;
  }

  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const csp = pageCsp({ nonce, dev, connectOrigins });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  // Next reads the request-side policy to put the nonce on its own scripts.
  requestHeaders.set('Content-Security-Policy', csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Generated images and uploads set their own (stricter) headers; Next's static assets need none.
  matcher: ['/((?!_next/static|_next/image|media/|favicon.ico).*)'],
};
