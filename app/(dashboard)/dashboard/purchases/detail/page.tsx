// /dashboard/purchases/detail: purchase details; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { requireSuperuser } from '@/features/auth/server/session-user';

const title = 'Purchase Details';
const description = 'The invoice, payments, documents and notes of a purchase.';

export const metadata: Metadata = { title, description };

export default async function DashboardPurchasesDetailPage() {
  // Spec §6: superusers only; everyone else goes home.
  await requireSuperuser('/dashboard/purchases/detail/');
  return <PagePlaceholder title={title} description={description} />;
}
