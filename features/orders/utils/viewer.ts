// Who is looking at a record, as the pages need it: staff (admin or superuser, spec §3) see every customer's.
import type { AuthUser } from '@/stores/use-auth-store';

export const isStaffUser = (user: AuthUser | null): boolean => Boolean(user && (user.is_admin || user.is_superuser));
