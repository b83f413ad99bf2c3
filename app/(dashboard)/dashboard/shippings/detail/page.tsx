// /dashboard/shippings/detail: shipping details; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Shipping Details';
const description = 'The container, booking, vessel, dates and photos of a shipment.';

export const metadata: Metadata = { title, description };

export default function DashboardShippingsDetailPage() {
  return <PagePlaceholder title={title} description={description} />;
}
