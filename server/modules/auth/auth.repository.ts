// Refresh tokens (SimpleJWT's outstanding and blacklisted tokens) and one-time codes, stored hashed.
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeCodes, refreshTokens, users } from '../../db/schema';

export type CodePurpose =
  | 'email_verification'
  | 'phone_verification'
  | 'password_reset_link'
  | 'password_reset_otp'
  /** A signed-in user confirming a new phone number; the code is bound to that number. */
  | 'phone_change'
  /** The link that confirms a signed-in user's new e-mail address (users.pending_email). */
  | 'email_change'
  /** An anonymous chat user proving an e-mail or phone; the code is bound to that address (see issueOtp). */
  | 'anonymous_verification';
export type CodeRow = typeof oneTimeCodes.$inferSelect;

export async function recordRefreshToken(db: Db, jti: string, userId: number, expiresAt: Date): Promise<void> {
  await db.insert(refreshTokens).values({ jti, user_id: userId, expires_at: expiresAt });
}

/** Revokes a live refresh token and returns its user; undefined when it is unknown, revoked or expired. */
export async function revokeRefreshToken(db: Db, jti: string): Promise<number | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.jti, jti), isNull(refreshTokens.revoked_at), gt(refreshTokens.expires_at, new Date())))
    .returning({ user_id: refreshTokens.user_id });
  return row?.user_id;
}

export async function revokeAllRefreshTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
}

/** The version new tokens carry; undefined for no such user. */
export async function findTokenVersion(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ version: users.token_version }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.version;
}

/** Makes every token issued so far for the user stale (see server/api/auth.ts). */
export async function bumpTokenVersion(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ token_version: sql`${users.token_version} + 1` })
    .where(eq(users.id, userId));
}

/** Retires the user's unused codes for the purpose (they read as used from now on). */
export async function retireCodes(db: Db, userId: number, purpose: CodePurpose): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ used_at: new Date() })
    .where(and(eq(oneTimeCodes.user_id, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.used_at)));
}

/** Stores a new code and retires the user's earlier unused ones for the same purpose: one live code at a time. */
export async function replaceCode(
  db: Db,
  userId: number,
  purpose: CodePurpose,
  codeHash: string,
  expiresAt: Date,
): Promise<void> {
  await retireCodes(db, userId, purpose);
  await db.insert(oneTimeCodes).values({ user_id: userId, purpose, code_hash: codeHash, expires_at: expiresAt });
}

/** Unused, unexpired codes, newest first. */
export function liveCodes(db: Db, userId: number, purpose: CodePurpose): Promise<CodeRow[]> {
  return db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.user_id, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.used_at),
        gt(oneTimeCodes.expires_at, new Date()),
      ),
    )
    .orderBy(desc(oneTimeCodes.id))
    .limit(5);
}

/** The user's newest codes for the purpose, used and expired ones too (to tell a stale link from a forged one). */
export function recentCodes(db: Db, userId: number, purpose: CodePurpose, limit = 20): Promise<CodeRow[]> {
  return db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.user_id, userId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.id))
    .limit(limit);
}

/** Spends a code; false when another request spent it first (each code works once). */
export async function useCode(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ used_at: new Date() })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.used_at)))
    .returning({ id: oneTimeCodes.id });
  return rows.length > 0;
}

/** Counts one try against a code, atomically; false once `max` tries have been used. */
export async function countAttempt(db: Db, id: number, max: number): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, id), lt(oneTimeCodes.attempts, max)))
    .returning({ id: oneTimeCodes.id });
  return rows.length > 0;
}
