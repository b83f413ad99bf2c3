// /shipping-dashboard/towing/{id}: one tow; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { requireSuperuser } from '@/features/auth/server/session-user';
import { parseRouteId } from '@/lib/route-id';

const title = 'Towing Details';
const description = 'The towing company, dates, status and notes of this tow.';

export const metadata: Metadata = { title, description };

export default async function ShippingDashboardTowingDetailPage({ params }: { params: Promise<{ id: string }> }) {
  // Spec §6: superusers only; everyone else goes home.
  await requireSuperuser('/shipping-dashboard/towing/');
  if (parseRouteId((await params).id) === null) notFound();
  return <PagePlaceholder title={title} description={description} />;
}
