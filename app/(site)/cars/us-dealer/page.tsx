// /cars/us-dealer: US dealer cars; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'US Dealer Cars';
const description = 'Cars for sale at our partner dealers across the United States and Canada.';

export const metadata: Metadata = { title, description };

export default function CarsUsDealerPage() {
  return <PagePlaceholder title={title} description={description} />;
}
