// /dashboard/purchases: purchases; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Purchases';
const description = 'The cars bought for you at auctions and dealers, with invoices and payment status.';

export const metadata: Metadata = { title, description };

export default function DashboardPurchasesPage() {
  return <PagePlaceholder title={title} description={description} />;
}
