// /dashboard/indexOld: the classic dashboard; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Dashboard (Classic View)';
const description = 'The previous layout of your dashboard overview.';

export const metadata: Metadata = { title, description };

export default function DashboardIndexOldPage() {
  return <PagePlaceholder title={title} description={description} />;
}
