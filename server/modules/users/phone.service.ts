// A changed phone number is unconfirmed until the code texted to it comes back; until then it is neither a login
// nor a contact shown to others.
import { OTP_WRONG, PHONE_NOTHING_TO_CONFIRM } from '@/lib/contract/auth';
import { ApiError } from '../../api/errors';
import type { Db } from '../../db/client';
import { phoneChangeSms } from '../../mail/messages';
import { enqueueMessage } from '../../mail/outbox';
import { useCode } from '../auth/auth.repository';
import { checkUserOtp, issueOtp } from '../auth/one-time-codes';
import { confirmUserPhone, findUserById, type UserRow } from './users.repository';

/** Texts a code bound to the account's current number (call in the transaction that set it); the outbox row id. */
export async function textPhoneCode(db: Db, user: UserRow & { phone: string }): Promise<number> {
  const code = await issueOtp(db, user.id, 'phone_change', user.phone);
  return enqueueMessage(db, phoneChangeSms(user.phone, code));
}

async function unconfirmedUser(db: Db, userId: number): Promise<UserRow & { phone: string }> {
  const user = await findUserById(db, userId);
  if (!user?.phone || user.phone_verified) throw ApiError.badRequest(PHONE_NOTHING_TO_CONFIRM);
  return { ...user, phone: user.phone };
}

/** Whether saving `phone` would change the account's number (and so text a code to it). */
export async function isNewPhone(db: Db, userId: number, phone: string | undefined): Promise<boolean> {
  if (phone === undefined) return false;
  return (await findUserById(db, userId))?.phone !== phone;
}

/** A new code to the unconfirmed number (the earlier one stops working); the outbox rows to deliver. */
export async function resendPhoneCode(db: Db, userId: number): Promise<number[]> {
  const user = await unconfirmedUser(db, userId);
  return db.transaction(async (tx) => [await textPhoneCode(tx, user)]);
}

/** The right code (5 tries, 10 minutes, bound to the number it was sent to) confirms the number. */
export async function confirmPhone(db: Db, userId: number, otp: string): Promise<void> {
  const user = await unconfirmedUser(db, userId);
  const code = await checkUserOtp(db, user.id, otp, 'phone_change', user.phone);
  const confirmed = await db.transaction(
    async (tx) => (await useCode(tx, code.id)) && confirmUserPhone(tx, user.id, user.phone),
  );
  if (!confirmed) throw ApiError.badRequest(OTP_WRONG);
}
