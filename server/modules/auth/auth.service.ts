// Sign-up and login: new accounts start unverified and get a verification link; only verified, active ones log in.
import type { z } from 'zod';
import {
  LOGIN_FAILED,
  loginIdentifier,
  type TokenPair,
  type User,
  type registerRequestSchema,
} from '@/lib/contract/auth';
import { ApiError } from '../../api/errors';
import type { MediaUrl } from '../../api/media-url';
import { decoyVerify, hashPassword, verifyPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { enqueueMessage } from '../../mail/outbox';
import {
  findUserByEmail,
  findUserByPhone,
  insertUserRow,
  isUniqueViolation,
  takenContactFields,
  updateUserRow,
  type UserRow,
} from '../users/users.repository';
import { duplicateErrors, toUser } from '../users/users.service';
import { issueTokenPair } from './sessions';
import { createVerificationEmail } from './verification.service';

type NewAccount = z.output<typeof registerRequestSchema>;

/** Creates the account and its verification e-mail together; returns the user and the outbox rows to send. */
export async function register(
  db: Db,
  input: NewAccount,
  media: MediaUrl,
): Promise<{ user: User; outboxIds: number[] }> {
  const duplicates = duplicateErrors(await takenContactFields(db, input));
  if (duplicates) throw ApiError.validation(duplicates);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const row = await insertUserRow(tx, {
        email: input.email,
        phone: input.phone,
        password_hash: passwordHash,
        first_name: input.first_name,
        last_name: input.last_name,
        account_type: input.account_type,
        is_active: true,
        is_verified: false,
      });
      const outboxId = await enqueueMessage(tx, await createVerificationEmail(tx, row));
      return { user: toUser(row, media), outboxIds: [outboxId] };
    });
  } catch (error) {
    // Two sign-ups raced for the same e-mail or phone: report it as the check above would have.
    const raced = isUniqueViolation(error) ? duplicateErrors(await takenContactFields(db, input)) : null;
    if (raced) throw ApiError.validation(raced);
    throw error;
  }
}

/** The account an e-mail address or a confirmed phone number names (decision 051). */
function findLoginUser(db: Db, identifier: string): Promise<UserRow | undefined> {
  const named = loginIdentifier(identifier);
  return 'email' in named ? findUserByEmail(db, named.email) : findUserByPhone(db, named.phone);
}

/**
 * SimpleJWT's TokenObtainPair: one answer for unknown, wrong, inactive and unverified accounts. `identifier` is an
 * e-mail address or a phone number; an unconfirmed number signs nobody in.
 */
export async function login(db: Db, identifier: string, password: string): Promise<TokenPair> {
  const user = await findLoginUser(db, identifier);
  const valid = user?.password_hash ? await verifyPassword(user.password_hash, password) : await decoyVerify(password);
  if (!user || !valid || !user.is_active || !user.is_verified || user.is_anonymous) {
    throw new ApiError(401, { detail: LOGIN_FAILED }, { 'WWW-Authenticate': 'Bearer realm="api"' });
  }
  await updateUserRow(db, user.id, { last_login: new Date() });
  return issueTokenPair(db, user.id, user.token_version);
}
