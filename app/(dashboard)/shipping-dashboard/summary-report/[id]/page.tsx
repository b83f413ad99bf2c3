// /shipping-dashboard/summary-report/{id}: one car's timeline, costs and notes; another customer's car is a 404.
import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireSessionUser } from '@/features/auth/server/session-user';
import { LiveRecordUpdates } from '@/features/orders/components/live-record-updates';
import { carName } from '@/features/orders/components/record-labels';
import { loadOrderRecord, recordCacheState } from '@/features/orders/components/record-loader';
import { SummaryReportDetail } from '@/features/orders/components/summary-report-detail';
import { parseRouteId } from '@/lib/route-id';

type Params = Promise<{ id: string }>;

const path = (id: string) => `/shipping-dashboard/summary-report/${id}/`;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const raw = (await params).id;
  await requireSessionUser(path(raw));
  const id = parseRouteId(raw);
  const report = id === null ? null : await loadOrderRecord('summaryreports', id);
  return { title: report ? `${carName(report.car)}: Summary Report` : 'Car not found', robots: { index: false } };
}

export default async function ShippingDashboardSummaryReportDetailPage({ params }: { params: Params }) {
  const raw = (await params).id;
  await requireSessionUser(path(raw));
  const id = parseRouteId(raw);
  if (id === null) notFound();
  const report = await loadOrderRecord('summaryreports', id);
  if (!report) notFound();
  return (
    <HydrationBoundary state={recordCacheState('summaryreports', id, report)}>
      <SummaryReportDetail id={id} />
      <LiveRecordUpdates />
    </HydrationBoundary>
  );
}
