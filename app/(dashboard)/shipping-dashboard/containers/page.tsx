// /shipping-dashboard/containers: containers; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { requireSuperuser } from '@/features/auth/server/session-user';

const title = 'Containers';
const description =
  'Containers loaded at our US warehouses, with booking numbers, vessels and arrival dates at Sihanoukville.';

export const metadata: Metadata = { title, description };

export default async function ShippingDashboardContainersPage() {
  // Spec §6: superusers only; everyone else goes home.
  await requireSuperuser('/shipping-dashboard/containers/');
  return <PagePlaceholder title={title} description={description} />;
}
