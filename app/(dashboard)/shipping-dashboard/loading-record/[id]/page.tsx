// /shipping-dashboard/loading-record/{id}: one loading record; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { parseRouteId } from '@/lib/route-id';

const title = 'Loading Record Details';
const description = 'The container, warehouse, photos and notes of this loading.';

export const metadata: Metadata = { title, description };

export default async function ShippingDashboardLoadingRecordDetailPage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  if (parseRouteId((await params).id) === null) notFound();
  return <PagePlaceholder title={title} description={description} />;
}
