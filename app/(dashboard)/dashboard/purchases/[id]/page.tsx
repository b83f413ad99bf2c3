// /dashboard/purchases/{id}: one purchase; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { requireSuperuser } from '@/features/auth/server/session-user';
import { parseRouteId } from '@/lib/route-id';

const title = 'Purchase Details';
const description = 'The invoice, payments, documents and notes of this purchase.';

export const metadata: Metadata = { title, description };

export default async function DashboardPurchasesDetailPage({ params }: { params: Promise<{ id: string }> }) {
  // Spec §6: superusers only; everyone else goes home.
  await requireSuperuser('/dashboard/purchases/');
  if (parseRouteId((await params).id) === null) notFound();
  return <PagePlaceholder title={title} description={description} />;
}
