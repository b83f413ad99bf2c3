// /cars/local: cars in Cambodia; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Cambodia Cars';
const description = 'Cars already in Cambodia, sold by private owners and local dealers.';

export const metadata: Metadata = { title, description };

export default function CarsLocalPage() {
  return <PagePlaceholder title={title} description={description} />;
}
