// A signed-in user's new e-mail address (decision 055): it waits in users.pending_email until the link e-mailed to it
// is opened (single use, 24 hours, only its hash stored); meanwhile the old address stays the login and contact
// address, and it is told that a change was asked for.
import {
  EMAIL_CHANGE_LINK_EXPIRED,
  EMAIL_CHANGE_LINK_INVALID,
  EMAIL_CHANGE_LINK_USED,
  EMAIL_CHANGE_NONE,
  EMAIL_CHANGE_TAKEN,
  emailChangedMessage,
  type EmailChange,
  type EmailChanged,
} from '@/lib/contract/auth';
import { ApiError } from '../../api/errors';
import { decodeUid, encodeUid, matchesHash } from '../../auth/codes';
import { getConfig } from '../../config';
import type { Db } from '../../db/client';
import { emailChangeLinkEmail, emailChangeNoticeEmail } from '../../mail/messages';
import { enqueueMessage } from '../../mail/outbox';
import { recentCodes, retireCodes, useCode, type CodeRow } from '../auth/auth.repository';
import { MINUTE, issueLinkToken } from '../auth/one-time-codes';
import { findUserByEmail, findUserById, isUniqueViolation, updateUserRow, type UserRow } from './users.repository';

export const EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * MINUTE;

/** A fresh link to the pending address (earlier links retired), queued in the caller's transaction. */
async function queueLink(tx: Db, user: UserRow, to: string): Promise<number> {
  const token = await issueLinkToken(tx, user.id, 'email_change', EMAIL_CHANGE_LIFETIME_MS);
  const link = `${getConfig().publicUrl}/account/email?uid=${encodeUid(user.id)}&token=${token}`;
  return enqueueMessage(tx, emailChangeLinkEmail(to, user.first_name, link));
}

/**
 * Records `newEmail` as waiting, e-mails it the link and tells the current address. Call inside the transaction of
 * the profile change (the current password is checked before); returns the outbox rows to deliver after commit.
 */
export async function startEmailChange(tx: Db, user: UserRow, newEmail: string): Promise<number[]> {
  await updateUserRow(tx, user.id, { pending_email: newEmail });
  const ids = [await queueLink(tx, user, newEmail)];
  if (user.email) ids.push(await enqueueMessage(tx, emailChangeNoticeEmail(user.email, user.first_name, newEmail)));
  return ids;
}

async function accountOf(db: Db, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw ApiError.notFound();
  return user;
}

export async function getEmailChange(db: Db, userId: number): Promise<EmailChange> {
  return { pending_email: (await accountOf(db, userId)).pending_email };
}

/** A new link to the waiting address (the old one stops working); a 400 when nothing waits. */
export async function resendEmailChange(db: Db, userId: number): Promise<number[]> {
  const user = await accountOf(db, userId);
  const pending = user.pending_email;
  if (!pending) throw ApiError.badRequest(EMAIL_CHANGE_NONE);
  return db.transaction(async (tx) => [await queueLink(tx, user, pending)]);
}

/** Forgets the waiting address; links already sent stop working. Nothing waiting is not an error. */
export async function cancelEmailChange(db: Db, userId: number): Promise<EmailChange> {
  await accountOf(db, userId);
  await db.transaction(async (tx) => {
    await updateUserRow(tx, userId, { pending_email: null });
    await retireCodes(tx, userId, 'email_change');
  });
  return { pending_email: null };
}

/**
 * The link was opened (no session needed: it may be opened on a phone that is not signed in). A forged link, a used
 * or replaced one and an expired one each get their own sentence; only the holder of a real link can tell the last
 * two apart. The address must still be free: another account may have taken it since the link was sent.
 */
export async function confirmEmailChange(db: Db, uid: string, token: string): Promise<EmailChanged> {
  const userId = decodeUid(uid);
  const user = userId === null ? undefined : await findUserById(db, userId);
  if (!user || !user.is_active || !/^[0-9a-f]{64}$/.test(token)) throw ApiError.badRequest(EMAIL_CHANGE_LINK_INVALID);
  let code: CodeRow | undefined;
  for (const row of await recentCodes(db, user.id, 'email_change')) {
    if (matchesHash(token, row.code_hash) && !code) code = row;
  }
  if (!code) throw ApiError.badRequest(EMAIL_CHANGE_LINK_INVALID);
  const pending = user.pending_email;
  if (code.used_at || !pending) throw ApiError.badRequest(EMAIL_CHANGE_LINK_USED);
  if (code.expires_at.getTime() <= Date.now()) throw ApiError.badRequest(EMAIL_CHANGE_LINK_EXPIRED);
  const holder = await findUserByEmail(db, pending);
  if (holder && holder.id !== user.id) throw ApiError.badRequest(EMAIL_CHANGE_TAKEN);
  const spent = code.id;
  try {
    const done = await db.transaction(async (tx) => {
      if (!(await useCode(tx, spent))) return false;
      // Opening the link proves the address, as a verification link does.
      await updateUserRow(tx, user.id, { email: pending, pending_email: null, is_verified: true });
      return true;
    });
    if (!done) throw ApiError.badRequest(EMAIL_CHANGE_LINK_USED);
  } catch (error) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error)) throw ApiError.badRequest(EMAIL_CHANGE_TAKEN);
    throw error;
  }
  return { detail: emailChangedMessage(pending), email: pending };
}

/** Whether `email` differs from the account's address (the profile form then starts a change and sends mail). */
export async function isNewEmail(db: Db, userId: number, email: string | undefined): Promise<boolean> {
  if (email === undefined) return false;
  const user = await findUserById(db, userId);
  return Boolean(user && user.email !== email);
}
