// /cars/featured-classic-cars: featured classic cars; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Featured Classic Cars';
const description = 'The classic cars our team recommends, with detailed photos and history.';

export const metadata: Metadata = { title, description };

export default function CarsFeaturedClassicCarsPage() {
  return <PagePlaceholder title={title} description={description} />;
}
