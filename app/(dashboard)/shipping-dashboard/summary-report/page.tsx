// /shipping-dashboard/summary-report: the summary report; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Summary Report';
const description = 'Every car you have with us at a glance: purchase, towing, warehouse, container and balance.';

export const metadata: Metadata = { title, description };

export default function ShippingDashboardSummaryReportPage() {
  return <PagePlaceholder title={title} description={description} />;
}
