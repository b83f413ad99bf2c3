// SimpleJWT-compatible tokens (HS256; claims token_type, exp, iat, jti, user_id, and ver: the user's token version
// when it was issued), signed and checked with jose.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import { getConfig } from '../config';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  token_type: TokenType;
  exp: number;
  iat: number;
  jti: string;
  user_id: number;
  /** users.token_version at issue; a token from before versions existed has none and counts as 0. */
  ver?: number;
}

export class TokenError extends Error {
  constructor(readonly reason: 'Token is expired' | 'Token is invalid') {
    super(reason);
  }
}

function key(): Uint8Array {
  return new TextEncoder().encode(getConfig().jwtSecret);
}

/** The version a token was issued at (0 for tokens issued before the claim existed). */
export const tokenVersion = (claims: TokenClaims): number => claims.ver ?? 0;

export async function signToken(
  userId: number,
  type: TokenType,
  lifetimeSeconds?: number,
  version = 0,
): Promise<{ token: string; claims: TokenClaims }> {
  const config = getConfig();
  const iat = Math.floor(Date.now() / 1000);
  const lifetime =
    lifetimeSeconds ?? (type === 'access' ? config.ACCESS_TOKEN_MINUTES * 60 : config.REFRESH_TOKEN_DAYS * 86400);
  const claims: TokenClaims = {
    token_type: type,
    exp: iat + lifetime,
    iat,
    jti: randomUUID().replace(/-/g, ''),
    user_id: userId,
    ver: version,
  };
  const token = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key());
  return { token, claims };
}

export async function verifyToken(token: string, type: TokenType): Promise<TokenClaims> {
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: ['HS256'] });
    const badVersion =
      payload.ver !== undefined && !(Number.isSafeInteger(payload.ver) && (payload.ver as number) >= 0);
    if (
      payload.token_type !== type ||
      typeof payload.user_id !== 'number' ||
      typeof payload.jti !== 'string' ||
      badVersion
    ) {
      throw new TokenError('Token is invalid');
    }
    return payload as unknown as TokenClaims;
  } catch (error) {
    if (error instanceof TokenError) throw error;
    if (error instanceof errors.JWTExpired) throw new TokenError('Token is expired');
    throw new TokenError('Token is invalid');
  }
}
