// A site page the visitor's role may not open (the dealer tools: requirePageAccess → forbidden(), answered with
// 403): the same explanation as in the dashboard (decisions 051, 055), inside the site layout.
import { AccessDenied } from '@/features/auth/components/access-denied';
import { getSessionUser } from '@/features/auth/server/session-user';

export default async function SiteForbidden() {
  return <AccessDenied user={await getSessionUser()} />;
}
