// Session rules shared by the proxy, the auth store and pages: reading our JWTs (decode only: the API verifies
// them), which paths need a user or a superuser, and where a login may send the visitor afterwards.
import { jwtDecode } from 'jwt-decode';

export const REFRESH_TOKEN_COOKIE = 'refresh_token';
/** Spec §5/§8: what a session whose token has run out reports. */
export const TOKEN_EXPIRED = 'token expired';
export const DEFAULT_AFTER_LOGIN = '/shipping-dashboard/summary-report';

export interface TokenClaims {
  token_type?: string;
  exp: number;
  user_id: number;
}

/** The token's claims, or null when it does not decode to a user id and an expiry. */
export function readTokenClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  try {
    const claims = jwtDecode<Partial<TokenClaims>>(token);
    if (typeof claims.exp !== 'number' || typeof claims.user_id !== 'number') return null;
    return { token_type: claims.token_type, exp: claims.exp, user_id: claims.user_id };
  } catch {
    return null;
  }
}

export function isExpired(claims: TokenClaims, now = Date.now()): boolean {
  return claims.exp * 1000 <= now;
}

/** Claims of a decodable, unexpired token; null otherwise. */
export function liveTokenClaims(token: string | null | undefined, now = Date.now()): TokenClaims | null {
  const claims = readTokenClaims(token);
  return claims && !isExpired(claims, now) ? claims : null;
}

const LOGIN_REQUIRED = ['/dashboard', '/v2/dashboard', '/shipping-dashboard', '/messages', '/account'];
/** The new e-mail's confirmation link works without a session: it is often opened on another device (decision 055). */
const OPEN_WITHOUT_LOGIN = ['/account/email'];

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Spec §6: the dashboard, shipping dashboard and messages need a signed-in user; so does My account (decision 051). */
export function isLoginRequiredPath(pathname: string): boolean {
  if (OPEN_WITHOUT_LOGIN.some((prefix) => under(pathname, prefix))) return false;
  return LOGIN_REQUIRED.some((prefix) => under(pathname, prefix));
}

/** `/login/?next=/dashboard/` — slashes kept readable, everything else encoded. */
export function loginHref(next: string): string {
  return `/login/?next=${encodeURIComponent(next).replace(/%2F/gi, '/')}`;
}

const PROBE_ORIGIN = 'http://same-site.invalid';

/**
 * Where to go after logging in: only a path on this site (one leading '/', no scheme, no '//' or '\' tricks,
 * no control characters browsers would strip), never back to the login or signup page; the dashboard otherwise.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(next)) {
    return DEFAULT_AFTER_LOGIN;
  }
  try {
    const url = new URL(next, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return DEFAULT_AFTER_LOGIN;
    if (under(url.pathname.replace(/\/+$/, ''), '/login') || under(url.pathname.replace(/\/+$/, ''), '/signup')) {
      return DEFAULT_AFTER_LOGIN;
    }
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
}
