// Account verification: an e-mail link (3 days, single use) or a 6-digit SMS code (10 minutes, 5 tries).
import { ACTIVATED, ACTIVATION_INVALID, OTP_WRONG, type OtpActivated } from '@/lib/contract/auth';
import { ApiError } from '../../api/errors';
import { decodeUid, encodeUid } from '../../auth/codes';
import { getConfig } from '../../config';
import type { Db } from '../../db/client';
import { verificationEmail, verificationSms } from '../../mail/messages';
import { enqueueMessage, type NewMessage } from '../../mail/outbox';
import { findUserByEmail, findUserById, findUserByPhone, updateUserRow, type UserRow } from '../users/users.repository';
import { useCode } from './auth.repository';
import { MINUTE, checkOtp, findLinkCode, issueLinkToken, issueOtp } from './one-time-codes';
import { issueTokenPair } from './sessions';

export const ACTIVATION_LIFETIME_MS = 3 * 24 * 60 * MINUTE;

/** A fresh activation link for the user, as the e-mail to send (call inside the transaction that writes it). */
export async function createVerificationEmail(db: Db, user: UserRow): Promise<NewMessage> {
  const token = await issueLinkToken(db, user.id, 'email_verification', ACTIVATION_LIFETIME_MS);
  const link = `${getConfig().publicUrl}/verification?uid=${encodeUid(user.id)}&token=${token}`;
  return verificationEmail(user.email ?? '', user.first_name, link);
}

/** Resends the link to an unverified account; nothing for unknown or verified ones (the answer is the same). */
export async function requestVerificationEmail(db: Db, email: string): Promise<number[]> {
  const user = await findUserByEmail(db, email);
  if (!user || user.is_verified || user.is_anonymous) return [];
  return db.transaction(async (tx) => [await enqueueMessage(tx, await createVerificationEmail(tx, user))]);
}

export async function activateByLink(db: Db, uidb64: string, token: string): Promise<void> {
  const userId = decodeUid(uidb64);
  const user = userId === null ? undefined : await findUserById(db, userId);
  const code =
    user && /^[0-9a-f]{64}$/.test(token) ? await findLinkCode(db, user.id, 'email_verification', token) : undefined;
  if (!user || !code) throw ApiError.badRequest(ACTIVATION_INVALID);
  const activated = await db.transaction(async (tx) => {
    if (!(await useCode(tx, code.id))) return false;
    // New accounts are active from the start; verifying must not undo a deactivation by staff.
    await updateUserRow(tx, user.id, { is_verified: true });
    return true;
  });
  if (!activated) throw ApiError.badRequest(ACTIVATION_INVALID);
}

/** Texts a verification code to the account with this phone, if there is one. */
export async function requestPhoneOtp(db: Db, phone: string): Promise<number[]> {
  const user = await findUserByPhone(db, phone);
  if (!user || user.is_anonymous) return [];
  return db.transaction(async (tx) => {
    const code = await issueOtp(tx, user.id, 'phone_verification');
    return [await enqueueMessage(tx, verificationSms(phone, code))];
  });
}

/** A right code verifies the account, proves its phone number and signs it in. */
export async function activateByOtp(db: Db, phone: string, otp: string): Promise<OtpActivated> {
  const { user, code } = await checkOtp(db, phone, otp, 'phone_verification');
  return db.transaction(async (tx) => {
    if (!user.is_active || !(await useCode(tx, code.id))) throw ApiError.badRequest(OTP_WRONG);
    await updateUserRow(tx, user.id, { is_verified: true, phone_verified: true, last_login: new Date() });
    return { detail: ACTIVATED, ...(await issueTokenPair(tx, user.id)) };
  });
}
