// /cars/local-car: personal cars in Cambodia; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Personal Cars in Cambodia';
const description = 'Cars sold by private owners in Cambodia.';

export const metadata: Metadata = { title, description };

export default function CarsLocalCarPage() {
  return <PagePlaceholder title={title} description={description} />;
}
