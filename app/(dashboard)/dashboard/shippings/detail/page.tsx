// /dashboard/shippings/detail?id={id}: one shipment (the spec's route has no id segment, so the id is in the query);
// a missing id, a bad one, or another customer's shipment is a 404.
import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireSessionUser } from '@/features/auth/server/session-user';
import { searchParam, type SearchParams } from '@/features/auth/utils/search-param';
import { LiveRecordUpdates } from '@/features/orders/components/live-record-updates';
import { carName } from '@/features/orders/components/record-labels';
import { loadOrderRecord, recordCacheState } from '@/features/orders/components/record-loader';
import { ShippingDetail } from '@/features/orders/components/shipping-detail';
import { parseRouteId } from '@/lib/route-id';

async function shippingId(searchParams: SearchParams): Promise<{ raw: string; id: number | null }> {
  const raw = await searchParam(searchParams, 'id');
  return { raw, id: parseRouteId(raw) };
}

const path = (raw: string) => `/dashboard/shippings/detail/${raw ? `?id=${encodeURIComponent(raw)}` : ''}`;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { raw, id } = await shippingId(searchParams);
  await requireSessionUser(path(raw));
  const shipping = id === null ? null : await loadOrderRecord('shippings', id);
  return { title: shipping ? `${carName(shipping.car)}: Shipping` : 'Shipment not found', robots: { index: false } };
}

export default async function DashboardShippingsDetailPage({ searchParams }: { searchParams: SearchParams }) {
  const { raw, id } = await shippingId(searchParams);
  await requireSessionUser(path(raw));
  if (id === null) notFound();
  const shipping = await loadOrderRecord('shippings', id);
  if (!shipping) notFound();
  return (
    <HydrationBoundary state={recordCacheState('shippings', id, shipping)}>
      <ShippingDetail id={id} />
      <LiveRecordUpdates />
    </HydrationBoundary>
  );
}
