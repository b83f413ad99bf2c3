// /car-reports: your purchased reports; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Car Reports';
const description = 'The vehicle history reports you have purchased, ready to open or download.';

export const metadata: Metadata = { title, description };

export default function CarReportsPage() {
  return <PagePlaceholder title={title} description={description} />;
}
