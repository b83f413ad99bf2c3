// /shipping-dashboard/containers/{id}: one container; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { parseRouteId } from '@/lib/route-id';

const title = 'Container Details';
const description = 'The cars, photos, booking and auction invoices of this container.';

export const metadata: Metadata = { title, description };

export default async function ShippingDashboardContainersDetailPage({ params }: { params: Promise<{ id: string }> }) {
  if (parseRouteId((await params).id) === null) notFound();
  return <PagePlaceholder title={title} description={description} />;
}
