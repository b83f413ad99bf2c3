// /dashboard/purchases/{id}: one purchase with its invoices and notes (superusers only, spec §6).
import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requirePageAccess } from '@/features/auth/server/session-user';
import { PurchaseDetail } from '@/features/orders/components/purchase-detail';
import { carName } from '@/features/orders/components/record-labels';
import { loadOrderRecord, recordCacheState } from '@/features/orders/components/record-loader';
import { parseRouteId } from '@/lib/route-id';

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await requirePageAccess('/dashboard/purchases/');
  const id = parseRouteId((await params).id);
  const purchase = id === null ? null : await loadOrderRecord('carspurchased', id);
  return { title: purchase ? `Purchase: ${carName(purchase.car)}` : 'Purchase not found', robots: { index: false } };
}

export default async function DashboardPurchaseDetailPage({ params }: { params: Params }) {
  // Spec §6: superusers only; anyone else gets the explanation page (decision 051).
  await requirePageAccess('/dashboard/purchases/');
  const id = parseRouteId((await params).id);
  if (id === null) notFound();
  const purchase = await loadOrderRecord('carspurchased', id);
  if (!purchase) notFound();
  return (
    <HydrationBoundary state={recordCacheState('carspurchased', id, purchase)}>
      <PurchaseDetail id={id} />
    </HydrationBoundary>
  );
}
