// /shipping-dashboard/towing/{id}: one tow with its car, company, dates and notes (superusers only, spec §6).
import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requirePageAccess } from '@/features/auth/server/session-user';
import { TowingDetail } from '@/features/orders/components/towing-detail';
import { carName } from '@/features/orders/components/record-labels';
import { loadOrderRecord, recordCacheState } from '@/features/orders/components/record-loader';
import { parseRouteId } from '@/lib/route-id';

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await requirePageAccess('/shipping-dashboard/towing/');
  const id = parseRouteId((await params).id);
  const record = id === null ? null : await loadOrderRecord('towings', id);
  return { title: record ? `Towing: ${carName(record.car)}` : 'Towing not found', robots: { index: false } };
}

export default async function ShippingDashboardTowingDetailPage({ params }: { params: Params }) {
  // Spec §6: superusers only; anyone else gets the explanation page (decision 051).
  await requirePageAccess('/shipping-dashboard/towing/');
  const id = parseRouteId((await params).id);
  if (id === null) notFound();
  const record = await loadOrderRecord('towings', id);
  if (!record) notFound();
  return (
    <HydrationBoundary state={recordCacheState('towings', id, record)}>
      <TowingDetail id={id} />
    </HydrationBoundary>
  );
}
