// Password reset by e-mail link (24 hours) or SMS code (10 minutes); a reset signs out every session of the account.
import { OTP_WRONG, RESET_LINK_INVALID, passwordProblems } from '@/lib/contract/auth';
import { ApiError } from '../../api/errors';
import { decodeUid, encodeUid } from '../../auth/codes';
import { hashPassword } from '../../auth/passwords';
import { getConfig } from '../../config';
import type { Db } from '../../db/client';
import { passwordResetEmail, passwordResetSms } from '../../mail/messages';
import { enqueueMessage } from '../../mail/outbox';
import { findUserByEmail, findUserById, findUserByPhone, updateUserRow, type UserRow } from '../users/users.repository';
import { useCode, type CodeRow } from './auth.repository';
import { MINUTE, checkOtp, findLinkCode, issueLinkToken, issueOtp } from './one-time-codes';
import { revokeSessions } from './revocation';

export const RESET_LINK_LIFETIME_MS = 24 * 60 * MINUTE;

function usable(user: UserRow | undefined): user is UserRow {
  return Boolean(user && user.is_active && !user.is_anonymous);
}

/** Sends a link (e-mail) or a code (phone) when such an account exists; callers answer the same either way. */
export async function forgotPassword(db: Db, input: { email?: string; phone?: string }): Promise<number[]> {
  if (input.email) {
    const user = await findUserByEmail(db, input.email);
    if (!usable(user) || !user.email) return [];
    const email = user.email;
    return db.transaction(async (tx) => {
      const secret = await issueLinkToken(tx, user.id, 'password_reset_link', RESET_LINK_LIFETIME_MS);
      const link = `${getConfig().publicUrl}/password/resetpass?token=${encodeUid(user.id)}-${secret}`;
      return [await enqueueMessage(tx, passwordResetEmail(email, user.first_name, link))];
    });
  }
  const phone = input.phone ?? '';
  const user = await findUserByPhone(db, phone);
  if (!usable(user)) return [];
  return db.transaction(async (tx) => {
    const code = await issueOtp(tx, user.id, 'password_reset_otp');
    return [await enqueueMessage(tx, passwordResetSms(phone, code))];
  });
}

/** The rules that need the account (similarity to its e-mail), checked before the code is spent. */
function checkAgainstAccount(password: string, user: UserRow): void {
  const problems = passwordProblems(password, user.email);
  if (problems.length) throw ApiError.validation({ password: problems });
}

/** Spends the code, sets the password and ends every session (access and refresh tokens), all or nothing. */
async function applyReset(
  db: Db,
  user: UserRow,
  code: CodeRow,
  password: string,
  invalid: string,
  provedPhone = false,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const done = await db.transaction(async (tx) => {
    if (!(await useCode(tx, code.id))) return false;
    // Receiving the link or code proves the address or number, so the account (and a texted number) counts as verified.
    await updateUserRow(tx, user.id, {
      password_hash: passwordHash,
      is_verified: true,
      ...(provedPhone ? { phone_verified: true } : {}),
    });
    await revokeSessions(tx, user.id);
    return true;
  });
  if (!done) throw ApiError.badRequest(invalid);
}

/** `token` is `<uidb64>-<secret>` as the e-mailed link carries it. Returns the user whose sessions ended. */
export async function resetWithToken(db: Db, token: string, password: string): Promise<number> {
  const match = /^([A-Za-z0-9_]{1,16})-([0-9a-f]{64})$/.exec(token);
  const userId = match ? decodeUid(match[1]!) : null;
  const user = userId === null ? undefined : await findUserById(db, userId);
  const code = usable(user) && match ? await findLinkCode(db, user.id, 'password_reset_link', match[2]!) : undefined;
  if (!user || !code) throw ApiError.badRequest(RESET_LINK_INVALID);
  checkAgainstAccount(password, user);
  await applyReset(db, user, code, password, RESET_LINK_INVALID);
  return user.id;
}

/** Returns the user whose sessions ended. */
export async function resetWithOtp(db: Db, phone: string, otp: string, password: string): Promise<number> {
  const { user, code } = await checkOtp(db, phone, otp, 'password_reset_otp');
  if (!usable(user)) throw ApiError.badRequest(OTP_WRONG);
  checkAgainstAccount(password, user);
  await applyReset(db, user, code, password, OTP_WRONG, true);
  return user.id;
}
