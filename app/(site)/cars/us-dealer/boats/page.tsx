// /cars/us-dealer/boats: boats; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Boats';
const description = 'Boats and personal watercraft from US dealers, shipped to Sihanoukville.';

export const metadata: Metadata = { title, description };

export default function CarsUsDealerBoatsPage() {
  return <PagePlaceholder title={title} description={description} />;
}
