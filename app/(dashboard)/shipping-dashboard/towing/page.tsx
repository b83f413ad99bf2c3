// /shipping-dashboard/towing: towing; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Towing';
const description = 'Cars being towed from auctions and dealers to our warehouses: dispatch, in progress, delivered.';

export const metadata: Metadata = { title, description };

export default function ShippingDashboardTowingPage() {
  return <PagePlaceholder title={title} description={description} />;
}
