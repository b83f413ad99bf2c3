// A superuser deactivates an account: it can no longer log in, and every session it has ends at once.
import type { AuthUser } from '../../api/context';
import { ApiError } from '../../api/errors';
import type { Db } from '../../db/client';
import { revokeSessions } from '../auth/revocation';
import { updateUserRow } from './users.repository';

export async function deactivateUser(db: Db, viewer: AuthUser, id: number): Promise<void> {
  if (!viewer.is_superuser) throw ApiError.forbidden();
  const found = await db.transaction(async (tx) => {
    if (!(await updateUserRow(tx, id, { is_active: false }))) return false;
    await revokeSessions(tx, id);
    return true;
  });
  if (!found) throw ApiError.notFound();
}
