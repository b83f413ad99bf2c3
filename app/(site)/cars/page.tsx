// /cars: the car listings; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'All Cars';
const description = 'Browse every car we can import: US dealers, US auctions, classic and JDM cars, and cars already in Cambodia, with filters and sorting.';

export const metadata: Metadata = { title, description };

export default function CarsPage() {
  return <PagePlaceholder title={title} description={description} />;
}
