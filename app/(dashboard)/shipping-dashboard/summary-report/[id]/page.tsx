// /shipping-dashboard/summary-report/{id}: one summary report; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { parseRouteId } from '@/lib/route-id';

const title = 'Summary Report Details';
const description = 'The full history and notes of one car in your summary report.';

export const metadata: Metadata = { title, description };

export default async function ShippingDashboardSummaryReportDetailPage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  if (parseRouteId((await params).id) === null) notFound();
  return <PagePlaceholder title={title} description={description} />;
}
