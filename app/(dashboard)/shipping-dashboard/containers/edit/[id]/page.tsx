// /shipping-dashboard/containers/edit/{id}: editing a container; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { requireSuperuser } from '@/features/auth/server/session-user';
import { parseRouteId } from '@/lib/route-id';

const title = 'Edit Container';
const description = 'Update the booking, dates, cars and invoices of this container.';

export const metadata: Metadata = { title, description };

export default async function ShippingDashboardContainersEditDetailPage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  // Spec §6: superusers only; everyone else goes home.
  await requireSuperuser('/shipping-dashboard/containers/');
  if (parseRouteId((await params).id) === null) notFound();
  return <PagePlaceholder title={title} description={description} />;
}
