// /dashboard/car-listings: your car listings; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Car Listings';
const description = 'The cars you have listed for sale and their status.';

export const metadata: Metadata = { title, description };

export default function DashboardCarListingsPage() {
  return <PagePlaceholder title={title} description={description} />;
}
