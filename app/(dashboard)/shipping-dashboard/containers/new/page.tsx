// /shipping-dashboard/containers/new: recording a container; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { requireSuperuser } from '@/features/auth/server/session-user';

const title = 'New Container';
const description = 'Record a new container booking.';

export const metadata: Metadata = { title, description };

export default async function ShippingDashboardContainersNewPage() {
  // Spec §6: superusers only; everyone else goes home.
  await requireSuperuser('/shipping-dashboard/containers/new/');
  return <PagePlaceholder title={title} description={description} />;
}
