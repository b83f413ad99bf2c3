// /shipping-dashboard/loading-record/{id}: one loading record with its container, photos and notes (a customer's own).
import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireSessionUser } from '@/features/auth/server/session-user';
import { LoadingRecordDetail } from '@/features/orders/components/loading-record-detail';
import { carName } from '@/features/orders/components/record-labels';
import { loadOrderRecord, recordCacheState } from '@/features/orders/components/record-loader';
import { parseRouteId } from '@/lib/route-id';

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await requireSessionUser('/shipping-dashboard/loading-record/');
  const id = parseRouteId((await params).id);
  const record = id === null ? null : await loadOrderRecord('loadingrecords', id);
  return { title: record ? `Loading: ${carName(record.car)}` : 'Loading record not found', robots: { index: false } };
}

export default async function ShippingDashboardLoadingRecordDetailPage({ params }: { params: Params }) {
  // Signed-in users; the API answers a customer with their own records only (another's is a 404).
  await requireSessionUser('/shipping-dashboard/loading-record/');
  const id = parseRouteId((await params).id);
  if (id === null) notFound();
  const record = await loadOrderRecord('loadingrecords', id);
  if (!record) notFound();
  return (
    <HydrationBoundary state={recordCacheState('loadingrecords', id, record)}>
      <LoadingRecordDetail id={id} />
    </HydrationBoundary>
  );
}
