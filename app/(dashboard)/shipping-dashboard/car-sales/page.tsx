// /shipping-dashboard/car-sales: car sales; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Car Sales';
const description = 'The cars we sold to you or on your behalf, with prices, payments and notes.';

export const metadata: Metadata = { title, description };

export default function ShippingDashboardCarSalesPage() {
  return <PagePlaceholder title={title} description={description} />;
}
