// /shipping-dashboard/containers: containers; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Containers';
const description = 'Containers loaded at our US warehouses, with booking numbers, vessels and arrival dates at Sihanoukville.';

export const metadata: Metadata = { title, description };

export default function ShippingDashboardContainersPage() {
  return <PagePlaceholder title={title} description={description} />;
}
