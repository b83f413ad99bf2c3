// /car-reports/{order}: one purchased report as a printable page (the order gives its type and VIN).
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireSessionUser } from '@/features/auth/server/session-user';
import { getReportQueryOptions } from '@/features/reports/api/fetch-report';
import { getReportOrderQueryOptions } from '@/features/reports/api/get-report-order';
import { ReportDocument } from '@/features/reports/components/report-document';
import { reportHref } from '@/features/reports/utils/report-types';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';
import { parseRouteId } from '@/lib/route-id';

export const metadata: Metadata = { title: 'Vehicle Report', robots: { index: false } };

export default async function CarReportPage({ params }: { params: Promise<{ id: string }> }) {
  const orderId = parseRouteId((await params).id);
  if (orderId === null) notFound();
  await requireSessionUser(reportHref(orderId));
  const client = await getServerApi();
  const queryClient = makeQueryClient();
  const order = await queryClient.fetchQuery(getReportOrderQueryOptions(orderId, client)).catch(() => null);
  if (order && (order.status === 'paid' || order.status === 'delivered')) {
    await queryClient.prefetchQuery(getReportQueryOptions(order.report_type, order.vin, client));
  }

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ReportDocument orderId={orderId} />
    </HydrationBoundary>
  );
}
