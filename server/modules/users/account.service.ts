// The signed-in user's own account settings (decision 051): changing the password with the current one, the checks an
// e-mail change needs, and which notification e-mails the account wants.
import {
  CURRENT_PASSWORD_NEEDED,
  CURRENT_PASSWORD_WRONG,
  passwordProblems,
  type NotificationPreferences,
  type TokenPair,
} from '@/lib/contract/auth';
import { ApiError } from '../../api/errors';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { revokeSessions } from '../auth/revocation';
import { issueTokenPair } from '../auth/sessions';
import { findUserById, updateUserRow, type UserRow } from './users.repository';

async function accountOf(db: Db, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw ApiError.notFound();
  return user;
}

/** Refuses with a field error on `current_password` unless it is the account's password. */
async function checkCurrentPassword(user: UserRow, current: string | undefined, missing: string): Promise<void> {
  if (!current) throw ApiError.validation({ current_password: [missing] });
  if (!user.password_hash || !(await verifyPassword(user.password_hash, current))) {
    throw ApiError.validation({ current_password: [CURRENT_PASSWORD_WRONG] });
  }
}

/**
 * A new password, proved by the current one. Like a reset it ends every session (tokens issued before stop working,
 * refresh tokens are revoked); the caller gets a fresh pair so the browser that changed it stays signed in.
 */
export async function changePassword(db: Db, userId: number, current: string, next: string): Promise<TokenPair> {
  const user = await accountOf(db, userId);
  await checkCurrentPassword(user, current, CURRENT_PASSWORD_WRONG);
  const problems = passwordProblems(next, user.email);
  if (problems.length) throw ApiError.validation({ new_password: problems });
  const passwordHash = await hashPassword(next);
  return db.transaction(async (tx) => {
    await updateUserRow(tx, userId, { password_hash: passwordHash });
    await revokeSessions(tx, userId);
    return issueTokenPair(tx, userId);
  });
}

/**
 * Whoever controls an account's e-mail can reset its password, so a new address needs the current password too
 * (a session left open on a shared computer is not enough). Returns the new address, or null when it stays the same
 * (then nothing is checked).
 */
export async function checkEmailChange(
  db: Db,
  userId: number,
  email: string | undefined,
  current: string | undefined,
): Promise<string | null> {
  if (email === undefined) return null;
  const user = await accountOf(db, userId);
  if (user.email === email) return null;
  await checkCurrentPassword(user, current, CURRENT_PASSWORD_NEEDED);
  return email;
}

export async function getNotificationPreferences(db: Db, userId: number): Promise<NotificationPreferences> {
  const user = await accountOf(db, userId);
  return { notify_status_email: user.notify_status_email, notify_chat_email: user.notify_chat_email };
}

export async function setNotificationPreferences(
  db: Db,
  userId: number,
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  const row = await updateUserRow(db, userId, input);
  if (!row) throw ApiError.notFound();
  return { notify_status_email: row.notify_status_email, notify_chat_email: row.notify_chat_email };
}
