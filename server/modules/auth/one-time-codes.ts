// Issuing and checking one-time secrets: e-mail links (uidb64 + token) and 6-digit SMS codes with a try limit.
import { OTP_TOO_MANY, OTP_WRONG } from '@/lib/contract/auth';
import { ApiError } from '../../api/errors';
import { matchesHash, newLinkToken, newOtp, sha256 } from '../../auth/codes';
import type { Db } from '../../db/client';
import { findUserByPhone, type UserRow } from '../users/users.repository';
import { countAttempt, liveCodes, replaceCode, type CodePurpose, type CodeRow } from './auth.repository';

export const MINUTE = 60_000;
export const OTP_LIFETIME_MS = 10 * MINUTE;
export const OTP_MAX_TRIES = 5;

/** A new link secret for the user (earlier ones retired); only its hash is stored. */
export async function issueLinkToken(
  db: Db,
  userId: number,
  purpose: CodePurpose,
  lifetimeMs: number,
): Promise<string> {
  const token = newLinkToken();
  await replaceCode(db, userId, purpose, sha256(token), new Date(Date.now() + lifetimeMs));
  return token;
}

/** The secret that is hashed: the code alone, or bound to the address it was sent to so it works only with it. */
const boundSecret = (code: string, boundTo?: string) => (boundTo === undefined ? code : `${boundTo}\n${code}`);

export async function issueOtp(db: Db, userId: number, purpose: CodePurpose, boundTo?: string): Promise<string> {
  const code = newOtp();
  await replaceCode(db, userId, purpose, sha256(boundSecret(code, boundTo)), new Date(Date.now() + OTP_LIFETIME_MS));
  return code;
}

/** The live code the secret matches; every live code is compared, in constant time, whatever matches first. */
export async function findLinkCode(
  db: Db,
  userId: number,
  purpose: CodePurpose,
  secret: string,
): Promise<CodeRow | undefined> {
  let found: CodeRow | undefined;
  for (const row of await liveCodes(db, userId, purpose)) {
    if (matchesHash(secret, row.code_hash) && !found) found = row;
  }
  return found;
}

/**
 * Checks a phone's newest code and counts the try (at most OTP_MAX_TRIES per code, then a new one is needed).
 * The code is not spent here: the caller spends it with the change it allows, in one transaction.
 */
export async function checkOtp(
  db: Db,
  phone: string,
  otp: string,
  purpose: CodePurpose,
): Promise<{ user: UserRow; code: CodeRow }> {
  const user = await findUserByPhone(db, phone);
  // An unknown number gets the answer of a wrong or expired code: the reply never says which numbers have accounts.
  if (!user) throw ApiError.badRequest(OTP_WRONG);
  return { user, code: await checkUserOtp(db, user.id, otp, purpose) };
}

/** The same check for a known user's newest code; `boundTo` is the address the code was issued for, if any. */
export async function checkUserOtp(
  db: Db,
  userId: number,
  otp: string,
  purpose: CodePurpose,
  boundTo?: string,
): Promise<CodeRow> {
  const [code] = await liveCodes(db, userId, purpose);
  if (!code) throw ApiError.badRequest(OTP_WRONG);
  if (!(await countAttempt(db, code.id, OTP_MAX_TRIES))) throw ApiError.badRequest(OTP_TOO_MANY);
  if (!matchesHash(boundSecret(otp, boundTo), code.code_hash)) {
    // The try just counted may have been the last one: say so now rather than on the next try.
    throw ApiError.badRequest(code.attempts + 1 >= OTP_MAX_TRIES ? OTP_TOO_MANY : OTP_WRONG);
  }
  return code;
}
