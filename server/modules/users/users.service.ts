// The user record as clients see it, and who may read, edit and search accounts.
import type { z } from 'zod';
import type { User, UserSearchResult, userUpdateSchema } from '@/lib/contract/auth';
import type { AuthUser } from '../../api/context';
import { ApiError, type FieldErrors } from '../../api/errors';
import { searchWords } from '../../api/filters';
import type { MediaUrl } from '../../api/media-url';
import { canEditUser, canReadUser } from '../../auth/permissions';
import type { Db } from '../../db/client';
import { checkEmailChange } from './account.service';
import { startEmailChange } from './email-change.service';
import { isNewPhone, textPhoneCode } from './phone.service';
import {
  findUserById,
  isUniqueViolation,
  searchUserRows,
  takenContactFields,
  updateUserRow,
  type UserRow,
} from './users.repository';

export const USER_SEARCH_LIMIT = 20;

export function toUser(row: UserRow, media: MediaUrl): User {
  return {
    id: row.id,
    user_id: row.id,
    unique_id: row.unique_id,
    email: row.email ?? '',
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone ?? '',
    profilePic: media(row.profile_pic),
    account_type: row.account_type,
    is_dummy_account: row.is_dummy_account,
    is_admin: row.is_admin,
    is_superuser: row.is_superuser,
    is_verified: row.is_verified,
    phone_verified: row.phone_verified,
  };
}

/** DRF's unique-field messages ("user with this email already exists."). */
export function duplicateErrors(taken: { email: boolean; phone: boolean }): FieldErrors | null {
  const errors: FieldErrors = {};
  if (taken.email) errors.email = ['user with this email already exists.'];
  if (taken.phone) errors.phone = ['user with this phone already exists.'];
  return Object.keys(errors).length ? errors : null;
}

export async function getUser(db: Db, viewer: AuthUser, id: number, media: MediaUrl): Promise<User> {
  // Others' ids get the same 403 whether or not they exist, so ids cannot be probed.
  if (!canReadUser(viewer, id)) throw ApiError.forbidden();
  const row = await findUserById(db, id);
  if (!row) throw ApiError.notFound();
  return toUser(row, media);
}

/**
 * Changes names and phone; a new e-mail (it needs the current password) waits for the link sent to it and the
 * account keeps its address until then (decision 055). Role and status fields are not in the contract, so they
 * cannot be raised. A new number starts unconfirmed and gets a code by SMS. Returns the outbox rows to deliver after
 * the answer.
 */
export async function updateUser(
  db: Db,
  viewer: AuthUser,
  id: number,
  input: z.output<typeof userUpdateSchema>,
  media: MediaUrl,
): Promise<{ user: User; outboxIds: number[] }> {
  if (!canEditUser(viewer, id)) throw ApiError.forbidden();
  const { current_password: currentPassword, email, ...changes } = input;
  const duplicates = duplicateErrors(await takenContactFields(db, { phone: changes.phone, email }, id));
  if (duplicates) throw ApiError.validation(duplicates);
  const newEmail = await checkEmailChange(db, id, email, currentPassword);
  let row: UserRow | undefined;
  const outboxIds: number[] = [];
  try {
    const newPhone = await isNewPhone(db, id, changes.phone);
    row =
      Object.keys(changes).length || newEmail
        ? await db.transaction(async (tx) => {
            const updated = Object.keys(changes).length
              ? await updateUserRow(tx, id, newPhone ? { ...changes, phone_verified: false } : changes)
              : await findUserById(tx, id);
            if (updated?.phone && newPhone)
              outboxIds.push(await textPhoneCode(tx, { ...updated, phone: updated.phone }));
            if (updated && newEmail) outboxIds.push(...(await startEmailChange(tx, updated, newEmail)));
            return updated;
          })
        : await findUserById(db, id);
  } catch (error) {
    // Another account took the number between the check and the update.
    const raced = isUniqueViolation(error)
      ? duplicateErrors(await takenContactFields(db, { phone: changes.phone }, id))
      : null;
    if (raced) throw ApiError.validation(raced);
    throw error;
  }
  if (!row) throw ApiError.notFound();
  return { user: toUser(row, media), outboxIds };
}

export async function searchUsers(db: Db, q: string, media: MediaUrl): Promise<UserSearchResult[]> {
  searchWords('q', q);
  const rows = await searchUserRows(db, q, USER_SEARCH_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    unique_id: row.unique_id,
    email: row.email ?? '',
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone ?? '',
    profilePic: media(row.profile_pic),
    account_type: row.account_type,
  }));
}
