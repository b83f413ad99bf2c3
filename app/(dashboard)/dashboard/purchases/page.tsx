// /dashboard/purchases: purchases; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { requireSuperuser } from '@/features/auth/server/session-user';

const title = 'Purchases';
const description = 'The cars bought for you at auctions and dealers, with invoices and payment status.';

export const metadata: Metadata = { title, description };

export default async function DashboardPurchasesPage() {
  // Spec §6: superusers only; everyone else goes home.
  await requireSuperuser('/dashboard/purchases/');
  return <PagePlaceholder title={title} description={description} />;
}
