// /dashboard/purchases/detail: purchase details; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Purchase Details';
const description = 'The invoice, payments, documents and notes of a purchase.';

export const metadata: Metadata = { title, description };

export default function DashboardPurchasesDetailPage() {
  return <PagePlaceholder title={title} description={description} />;
}
