// Who may see or change a user record: themself, and staff (is_admin or is_superuser) for reading.
import type { AuthUser } from '../api/context';

export function canReadUser(viewer: AuthUser, userId: number): boolean {
  return viewer.id === userId || viewer.is_staff;
}

/** Only the account's owner edits it; staff tools change other accounts elsewhere. */
export function canEditUser(viewer: AuthUser, userId: number): boolean {
  return viewer.id === userId;
}
