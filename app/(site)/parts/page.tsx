// /parts: the parts catalogue; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Parts';
const description =
  'Used and new parts from US dealers, searchable by make, year, model, engine and category, shipped to Cambodia with your car or on their own.';

export const metadata: Metadata = { title, description };

export default function PartsPage() {
  return <PagePlaceholder title={title} description={description} />;
}
