// Token pairs: every refresh token issued is recorded and carries the user's token version; rotation revokes the
// one it replaces.
import type { TokenPair } from '@/lib/contract/auth';
import { ApiError } from '../../api/errors';
import { TokenError, signToken, tokenVersion, verifyToken, type TokenClaims } from '../../auth/jwt';
import type { Db } from '../../db/client';
import { findUserById } from '../users/users.repository';
import { findTokenVersion, recordRefreshToken, revokeRefreshToken } from './auth.repository';

/** SimpleJWT's answer to a refresh token that is bad, expired, unknown or already used (DRF names the scheme on every 401). */
export function refreshNotValid(): ApiError {
  return new ApiError(
    401,
    { detail: 'Token is invalid', code: 'token_not_valid' },
    { 'WWW-Authenticate': 'Bearer realm="api"' },
  );
}

/** `version` is read from the user's row when not given (inside the caller's transaction, so a bump made there counts). */
export async function issueTokenPair(db: Db, userId: number, version?: number): Promise<TokenPair> {
  const ver = version ?? (await findTokenVersion(db, userId)) ?? 0;
  const access = await signToken(userId, 'access', undefined, ver);
  const refresh = await signToken(userId, 'refresh', undefined, ver);
  await recordRefreshToken(db, refresh.claims.jti, userId, new Date(refresh.claims.exp * 1000));
  return { access: access.token, refresh: refresh.token };
}

/** Trades a live refresh token for a new pair; the old one is revoked in the same step that checks it. */
export async function rotateRefreshToken(db: Db, token: string): Promise<TokenPair> {
  let claims: TokenClaims;
  try {
    claims = await verifyToken(token, 'refresh');
  } catch (error) {
    if (error instanceof TokenError) throw refreshNotValid();
    throw error;
  }
  const userId = await revokeRefreshToken(db, claims.jti);
  if (userId === undefined) throw refreshNotValid();
  const user = await findUserById(db, userId);
  // Anonymous chat users are never verified, yet their widget keeps a session going with refresh tokens.
  if (!user || !user.is_active || !(user.is_verified || user.is_anonymous)) throw refreshNotValid();
  // A token issued before the sessions were revoked (logout everywhere, a new password) is refused too.
  if (tokenVersion(claims) !== user.token_version) throw refreshNotValid();
  return issueTokenPair(db, userId, user.token_version);
}
