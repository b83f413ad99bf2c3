// /shipping-dashboard/loading-record: loading records; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Loading Record';
const description = 'Cars loaded into containers at each warehouse, with loading photos.';

export const metadata: Metadata = { title, description };

export default function ShippingDashboardLoadingRecordPage() {
  return <PagePlaceholder title={title} description={description} />;
}
