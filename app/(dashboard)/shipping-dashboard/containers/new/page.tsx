// /shipping-dashboard/containers/new: recording a container; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'New Container';
const description = 'Record a new container booking.';

export const metadata: Metadata = { title, description };

export default function ShippingDashboardContainersNewPage() {
  return <PagePlaceholder title={title} description={description} />;
}
