// /shipping-dashboard/loading-record/note/{id?}: loading record notes; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { parseOptionalRouteId } from '@/lib/route-id';

const title = 'Loading Record Notes';
const description = 'The notes our team and you have written about a loading record.';

export const metadata: Metadata = { title, description };

export default async function ShippingDashboardLoadingRecordNotePage({
  params,
}: {
  params: Promise<{ id?: string[] }>;
}) {
  if (parseOptionalRouteId((await params).id) === null) notFound();
  return <PagePlaceholder title={title} description={description} />;
}
