// /cars/my-listings: your own listings; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'My Listings';
const description = 'The cars you have listed for sale, with their status and enquiries.';

export const metadata: Metadata = { title, description };

export default function CarsMyListingsPage() {
  return <PagePlaceholder title={title} description={description} />;
}
