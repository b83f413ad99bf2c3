// /shipping-dashboard/car-sales/{id}: one car order with its timeline, payments and notes; another customer's is a 404.
import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireSessionUser } from '@/features/auth/server/session-user';
import { CarSaleDetail } from '@/features/orders/components/car-sale-detail';
import { LiveRecordUpdates } from '@/features/orders/components/live-record-updates';
import { carName } from '@/features/orders/components/record-labels';
import { loadOrderRecord, recordCacheState } from '@/features/orders/components/record-loader';
import { parseRouteId } from '@/lib/route-id';

type Params = Promise<{ id: string }>;

const path = (id: string) => `/shipping-dashboard/car-sales/${id}/`;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const raw = (await params).id;
  await requireSessionUser(path(raw));
  const id = parseRouteId(raw);
  const sale = id === null ? null : await loadOrderRecord('carsales', id);
  return { title: sale ? `${carName(sale.car)}: Car Order` : 'Car order not found', robots: { index: false } };
}

export default async function ShippingDashboardCarSalesDetailPage({ params }: { params: Params }) {
  const raw = (await params).id;
  await requireSessionUser(path(raw));
  const id = parseRouteId(raw);
  if (id === null) notFound();
  const sale = await loadOrderRecord('carsales', id);
  if (!sale) notFound();
  return (
    <HydrationBoundary state={recordCacheState('carsales', id, sale)}>
      <CarSaleDetail id={id} />
      <LiveRecordUpdates />
    </HydrationBoundary>
  );
}
