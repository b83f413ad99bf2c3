// /cars/classic-cars: classic cars; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'All Classic Cars';
const description = 'Classic and collector cars from North American dealers and private sellers, shipped in a closed container.';

export const metadata: Metadata = { title, description };

export default function CarsClassicCarsPage() {
  return <PagePlaceholder title={title} description={description} />;
}
