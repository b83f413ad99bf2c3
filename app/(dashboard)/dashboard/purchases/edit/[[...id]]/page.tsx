// /dashboard/purchases/edit/{id?}: editing a purchase; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { requireSuperuser } from '@/features/auth/server/session-user';
import { parseOptionalRouteId } from '@/lib/route-id';

const title = 'Edit Purchase';
const description = 'Update the details, documents and notes of a purchase.';

export const metadata: Metadata = { title, description };

export default async function DashboardPurchasesEditPage({ params }: { params: Promise<{ id?: string[] }> }) {
  // Spec §6: superusers only; everyone else goes home.
  await requireSuperuser('/dashboard/purchases/');
  if (parseOptionalRouteId((await params).id) === null) notFound();
  return <PagePlaceholder title={title} description={description} />;
}
