// /carcheckk/confirmation?order=: the receipt of a paid report order and the way to the report.
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireSessionUser } from '@/features/auth/server/session-user';
import { getReportOrderQueryOptions } from '@/features/reports/api/get-report-order';
import { ReportConfirmation } from '@/features/reports/components/report-confirmation';
import { confirmationHref } from '@/features/reports/utils/report-types';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';
import { parseRouteId } from '@/lib/route-id';

export const metadata: Metadata = { title: 'Report Confirmation', robots: { index: false } };

type SearchParams = Promise<{ order?: string | string[] }>;

export default async function CarcheckkConfirmationPage({ searchParams }: { searchParams: SearchParams }) {
  const { order: raw } = await searchParams;
  const orderId = parseRouteId(typeof raw === 'string' ? raw : undefined);
  if (orderId === null) notFound();
  await requireSessionUser(confirmationHref(orderId));
  const queryClient = makeQueryClient();
  await queryClient.prefetchQuery(getReportOrderQueryOptions(orderId, await getServerApi()));

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ReportConfirmation orderId={orderId} />
    </HydrationBoundary>
  );
}
