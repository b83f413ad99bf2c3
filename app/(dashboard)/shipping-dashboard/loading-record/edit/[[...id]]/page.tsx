// /shipping-dashboard/loading-record/edit/{id?}: editing a loading record; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { parseOptionalRouteId } from '@/lib/route-id';

const title = 'Edit Loading Record';
const description = 'Update the details and photos of a loading record.';

export const metadata: Metadata = { title, description };

export default async function ShippingDashboardLoadingRecordEditPage({
  params,
}: {
  params: Promise<{ id?: string[] }>;
}) {
  if (parseOptionalRouteId((await params).id) === null) notFound();
  return <PagePlaceholder title={title} description={description} />;
}
