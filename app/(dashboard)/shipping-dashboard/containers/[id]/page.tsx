// /shipping-dashboard/containers/{id}: one container, its cars, invoices, photos and notes (superusers only, spec §6).
import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requirePageAccess } from '@/features/auth/server/session-user';
import { ContainerDetail } from '@/features/orders/components/container-detail';
import { loadOrderRecord, recordCacheState } from '@/features/orders/components/record-loader';
import { parseRouteId } from '@/lib/route-id';

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await requirePageAccess('/shipping-dashboard/containers/');
  const id = parseRouteId((await params).id);
  const record = id === null ? null : await loadOrderRecord('containers', id);
  return { title: record ? `Container ${record.container_number}` : 'Container not found', robots: { index: false } };
}

export default async function ShippingDashboardContainerDetailPage({ params }: { params: Params }) {
  // Spec §6: superusers only; anyone else gets the explanation page (decision 051).
  await requirePageAccess('/shipping-dashboard/containers/');
  const id = parseRouteId((await params).id);
  if (id === null) notFound();
  const record = await loadOrderRecord('containers', id);
  if (!record) notFound();
  return (
    <HydrationBoundary state={recordCacheState('containers', id, record)}>
      <ContainerDetail id={id} />
    </HydrationBoundary>
  );
}
