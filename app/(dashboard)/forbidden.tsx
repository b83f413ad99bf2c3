// A page of the signed-in areas the visitor's role may not open (requirePageAccess → forbidden(), answered with 403):
// it says whose page it is and who they are signed in as, inside the dashboard layout (decisions 051, 055).
import { AccessDenied } from '@/features/auth/components/access-denied';
import { getSessionUser } from '@/features/auth/server/session-user';

export default async function DashboardForbidden() {
  return <AccessDenied user={await getSessionUser()} />;
}
