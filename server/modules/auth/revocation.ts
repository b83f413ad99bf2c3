// Ending every session of an account: its token version goes up, so every access and refresh token issued before
// fails on its next use, its refresh tokens are revoked, and every server closes its open sockets (4001).
import type { Context } from 'hono';
import type { AppEnv } from '../../api/context';
import type { Db } from '../../db/client';
import { publishSessionRevoked } from '../../realtime/session-events';
import { bumpTokenVersion, revokeAllRefreshTokens } from './auth.repository';

/** Runs in the caller's transaction, so the sessions end only if the change that ends them commits. */
export async function revokeSessions(db: Db, userId: number): Promise<void> {
  await bumpTokenVersion(db, userId);
  await revokeAllRefreshTokens(db, userId);
}

/** "Log out everywhere". */
export async function endAllSessions(db: Db, userId: number): Promise<void> {
  await db.transaction((tx) => revokeSessions(tx, userId));
}

/**
 * After the commit: every server closes the user's sockets. A bus failure is logged, not answered with an error:
 * the database already refuses the old tokens, and each socket still closes when its token expires.
 */
export async function announceRevocation(c: Context<AppEnv>, userId: number): Promise<void> {
  try {
    await publishSessionRevoked(await c.get('deps').getBus(), userId);
  } catch (err) {
    c.get('log').error({ err, user_id: userId }, 'sockets of a revoked session were not closed');
  }
}
