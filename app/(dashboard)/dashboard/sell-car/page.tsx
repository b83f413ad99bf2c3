// /dashboard/sell-car: selling a car from the dashboard; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Sell Your Car';
const description = 'List a car for sale from your dashboard and follow the enquiries.';

export const metadata: Metadata = { title, description };

export default function DashboardSellCarPage() {
  return <PagePlaceholder title={title} description={description} />;
}
