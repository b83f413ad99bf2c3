// /dashboard/shippings: shippings; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Shippings';
const description = 'Where each of your cars is on its way to Cambodia: container, vessel, ETD and ETA.';

export const metadata: Metadata = { title, description };

export default function DashboardShippingsPage() {
  return <PagePlaceholder title={title} description={description} />;
}
