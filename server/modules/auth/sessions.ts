// Token pairs: every refresh token issued is recorded, and rotation revokes the one it replaces.
import type { TokenPair } from '@/lib/contract/auth';
import { ApiError } from '../../api/errors';
import { TokenError, signToken, verifyToken } from '../../auth/jwt';
import type { Db } from '../../db/client';
import { findUserById } from '../users/users.repository';
import { recordRefreshToken, revokeRefreshToken } from './auth.repository';

/** SimpleJWT's answer to a refresh token that is bad, expired, unknown or already used. */
export function refreshNotValid(): ApiError {
  return new ApiError(401, { detail: 'Token is invalid', code: 'token_not_valid' });
}

export async function issueTokenPair(db: Db, userId: number): Promise<TokenPair> {
  const access = await signToken(userId, 'access');
  const refresh = await signToken(userId, 'refresh');
  await recordRefreshToken(db, refresh.claims.jti, userId, new Date(refresh.claims.exp * 1000));
  return { access: access.token, refresh: refresh.token };
}

/** Trades a live refresh token for a new pair; the old one is revoked in the same step that checks it. */
export async function rotateRefreshToken(db: Db, token: string): Promise<TokenPair> {
  let jti: string;
  try {
    jti = (await verifyToken(token, 'refresh')).jti;
  } catch (error) {
    if (error instanceof TokenError) throw refreshNotValid();
    throw error;
  }
  const userId = await revokeRefreshToken(db, jti);
  if (userId === undefined) throw refreshNotValid();
  const user = await findUserById(db, userId);
  // Anonymous chat users are never verified, yet their widget keeps a session going with refresh tokens.
  if (!user || !user.is_active || !(user.is_verified || user.is_anonymous)) throw refreshNotValid();
  return issueTokenPair(db, userId);
}
