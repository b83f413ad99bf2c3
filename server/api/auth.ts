// Bearer authentication with SimpleJWT's semantics: a bad token is a 401 even on public endpoints, and so is a token
// issued before the user's sessions were revoked (its version is below the user's token_version).
import type { MiddlewareHandler } from 'hono';
import { eq } from 'drizzle-orm';
import { TokenError, tokenVersion, verifyToken, type TokenClaims } from '../auth/jwt';
import { users } from '../db/schema';
import type { AppEnv, AuthUser } from './context';
import { ApiError } from './errors';

function tokenNotValid(message: string): ApiError {
  return new ApiError(
    401,
    {
      detail: 'Given token not valid for any token type',
      code: 'token_not_valid',
      messages: [{ token_class: 'AccessToken', token_type: 'access', message }],
    },
    { 'WWW-Authenticate': 'Bearer realm="api"' },
  );
}

export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null);
  const header = c.req.header('authorization');
  if (header) {
    const [scheme, token, extra] = header.trim().split(/\s+/);
    if (scheme?.toLowerCase() !== 'bearer') {
      // DRF ignores other schemes it does not know, so other authenticators could run.
      return next();
    }
    if (!token || extra) throw tokenNotValid('Token is invalid');
    let claims: TokenClaims;
    try {
      claims = await verifyToken(token, 'access');
    } catch (error) {
      throw tokenNotValid(error instanceof TokenError ? error.reason : 'Token is invalid');
    }
    const db = c.get('db');
    // The row is read on every request anyway, so the version check is exact and costs no extra query.
    const [user] = await db.select().from(users).where(eq(users.id, claims.user_id)).limit(1);
    if (!isLiveSession(user, claims)) throw tokenNotValid('Token is invalid');
    c.set('user', toAuthUser(user));
  }
  return next();
};

/** The token's user exists, is active, and has not revoked its sessions since the token was issued. */
export function isLiveSession(
  user: typeof users.$inferSelect | undefined,
  claims: TokenClaims,
): user is typeof users.$inferSelect {
  return user !== undefined && user.is_active && user.token_version === tokenVersion(claims);
}

export function toAuthUser(user: typeof users.$inferSelect): AuthUser {
  return {
    id: user.id,
    unique_id: user.unique_id,
    email: user.email,
    account_type: user.account_type,
    is_admin: user.is_admin,
    is_superuser: user.is_superuser,
    is_dummy_account: user.is_dummy_account,
    is_staff: user.is_admin || user.is_superuser,
  };
}

/** Throws DRF's 401 when no user is authenticated; returns the user otherwise. */
export function requireUser(user: AuthUser | null): AuthUser {
  if (!user) throw ApiError.notAuthenticated();
  return user;
}

export function requireStaff(user: AuthUser | null): AuthUser {
  const u = requireUser(user);
  if (!u.is_staff) throw ApiError.forbidden();
  return u;
}
