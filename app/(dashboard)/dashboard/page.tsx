// /dashboard: the dashboard; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Dashboard';
const description = 'An overview of your saved cars, purchases, shipments and messages.';

export const metadata: Metadata = { title, description };

export default function DashboardPage() {
  return <PagePlaceholder title={title} description={description} />;
}
