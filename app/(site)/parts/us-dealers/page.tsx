// /parts/us-dealers: parts from US dealers; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Parts from US Dealers';
const description = 'Parts offered by our partner dealers in the United States, ready to ship to Phnom Penh.';

export const metadata: Metadata = { title, description };

export default function PartsUsDealersPage() {
  return <PagePlaceholder title={title} description={description} />;
}
