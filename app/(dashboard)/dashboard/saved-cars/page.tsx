// /dashboard/saved-cars: saved cars; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Saved Cars';
const description = 'The cars you saved while browsing, to compare and order later.';

export const metadata: Metadata = { title, description };

export default function DashboardSavedCarsPage() {
  return <PagePlaceholder title={title} description={description} />;
}
