// /cars/featured-car: featured cars; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Featured Cars';
const description = 'Hand-picked cars our team has checked and recommends this week.';

export const metadata: Metadata = { title, description };

export default function CarsFeaturedCarPage() {
  return <PagePlaceholder title={title} description={description} />;
}
