// /shipping-dashboard/balance-report/{customer id}: one customer's ledger with its running balance (superusers only, spec §6).
import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requirePageAccess } from '@/features/auth/server/session-user';
import { BalanceDetail } from '@/features/orders/components/balance-detail';
import { personName } from '@/features/orders/components/record-labels';
import { loadOrderRecord, recordCacheState } from '@/features/orders/components/record-loader';
import { parseRouteId } from '@/lib/route-id';

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await requirePageAccess('/shipping-dashboard/balance-report/');
  const id = parseRouteId((await params).id);
  const record = id === null ? null : await loadOrderRecord('balancereports', id);
  return { title: record ? `Balance: ${personName(record.customer)}` : 'Balance not found', robots: { index: false } };
}

export default async function ShippingDashboardBalanceDetailPage({ params }: { params: Params }) {
  // Spec §6: superusers only; anyone else gets the explanation page (decision 051).
  await requirePageAccess('/shipping-dashboard/balance-report/');
  const id = parseRouteId((await params).id);
  if (id === null) notFound();
  const record = await loadOrderRecord('balancereports', id);
  if (!record) notFound();
  return (
    <HydrationBoundary state={recordCacheState('balancereports', id, record)}>
      <BalanceDetail customerId={id} />
    </HydrationBoundary>
  );
}
