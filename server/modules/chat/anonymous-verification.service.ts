// An anonymous chat user keeps the conversation: a 6-digit code to an e-mail or phone, then an upgrade in place or a
// merge into the account that already owns that address, signed in either way.
import { OTP_WRONG, type OtpActivated } from '@/lib/contract/auth';
import { ANONYMOUS_VERIFIED } from '@/lib/contract/chat';
import type { AuthUser } from '../../api/context';
import { ApiError } from '../../api/errors';
import type { Db } from '../../db/client';
import { chatVerificationEmail, verificationSms } from '../../mail/messages';
import { enqueueMessage } from '../../mail/outbox';
import { useCode } from '../auth/auth.repository';
import { checkUserOtp, issueOtp } from '../auth/one-time-codes';
import { issueTokenPair } from '../auth/sessions';
import { revokeSessions } from '../auth/revocation';
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  releaseUnverifiedPhone,
  updateUserRow,
  type UserRow,
} from '../users/users.repository';
import { moveChatsToAccount } from './anonymous.repository';

export type VerifyAddress = { email: string; phone?: undefined } | { phone: string; email?: undefined };

const PURPOSE = 'anonymous_verification';
const boundTo = (address: VerifyAddress) =>
  address.email !== undefined ? `email:${address.email}` : `phone:${address.phone}`;

/** The caller's row when it is an active anonymous chat user; 403 for any other account. */
export async function requireAnonymousUser(db: Db, user: AuthUser): Promise<UserRow> {
  const row = await findUserById(db, user.id);
  if (!row || !row.is_anonymous || !row.is_active) throw ApiError.forbidden('Only an anonymous chat user can do this.');
  return row;
}

/** Sends a code bound to the address; the answer is the same whether or not an account already owns it. */
export async function requestAnonymousCode(db: Db, user: UserRow, address: VerifyAddress): Promise<number[]> {
  return db.transaction(async (tx) => {
    const code = await issueOtp(tx, user.id, PURPOSE, boundTo(address));
    const message =
      address.email !== undefined
        ? chatVerificationEmail(address.email, user.first_name, code)
        : verificationSms(address.phone, code);
    return [await enqueueMessage(tx, message)];
  });
}

const ownerOf = (db: Db, address: VerifyAddress) =>
  address.email !== undefined ? findUserByEmail(db, address.email) : findUserByPhone(db, address.phone);

/**
 * A right code proves the address: without an account it becomes this user's (upgraded in place); with an active
 * account, the visitor's chats move there and the visitor is retired. The tokens are for whichever account remains.
 */
export async function verifyAnonymousUser(
  db: Db,
  user: UserRow,
  address: VerifyAddress,
  otp: string,
): Promise<OtpActivated> {
  const code = await checkUserOtp(db, user.id, otp, PURPOSE, boundTo(address));
  return db.transaction(async (tx) => {
    if (!(await useCode(tx, code.id))) throw ApiError.badRequest(OTP_WRONG);
    // An account whose number is unconfirmed is not its owner: the visitor just proved they hold it, so it moves here.
    const owner = await ownerOf(tx, address);
    const now = new Date();
    const phoneProved = address.phone !== undefined ? { phone_verified: true } : {};
    if (!owner) {
      if (address.phone !== undefined) await releaseUnverifiedPhone(tx, address.phone);
      await updateUserRow(tx, user.id, {
        ...address,
        ...phoneProved,
        is_verified: true,
        is_anonymous: false,
        last_login: now,
      });
      return { detail: ANONYMOUS_VERIFIED, ...(await issueTokenPair(tx, user.id)) };
    }
    if (!owner.is_active) {
      const field = address.email !== undefined ? 'email' : 'phone';
      throw ApiError.validation({ [field]: ['This address belongs to an account that is not active.'] });
    }
    await moveChatsToAccount(tx, user.id, owner.id);
    await updateUserRow(tx, user.id, { is_active: false });
    // Retired: its tokens stop working at once (the route closes its sockets after the commit).
    await revokeSessions(tx, user.id);
    // The code proved the address, as activate-otp does for a phone.
    await updateUserRow(tx, owner.id, { ...phoneProved, is_verified: true, last_login: now });
    return { detail: ANONYMOUS_VERIFIED, ...(await issueTokenPair(tx, owner.id)) };
  });
}
