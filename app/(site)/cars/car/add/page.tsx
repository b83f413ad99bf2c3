// /cars/car/add: listing a car; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'List a Car';
const description = 'Add a car for sale: details, price, photos and video.';

export const metadata: Metadata = { title, description };

export default function CarsCarAddPage() {
  return <PagePlaceholder title={title} description={description} />;
}
