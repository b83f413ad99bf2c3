// /carcheckk/payment?order=: paying one of the user's report orders (card or KHQR), prefetched on the server.
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireSessionUser } from '@/features/auth/server/session-user';
import { getReportOrderQueryOptions } from '@/features/reports/api/get-report-order';
import { ReportPayment } from '@/features/reports/components/report-payment';
import { paymentHref } from '@/features/reports/utils/report-types';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';
import { parseRouteId } from '@/lib/route-id';

export const metadata: Metadata = { title: 'Report Payment', robots: { index: false } };

type SearchParams = Promise<{ order?: string | string[] }>;

export default async function CarcheckkPaymentPage({ searchParams }: { searchParams: SearchParams }) {
  const { order: raw } = await searchParams;
  const orderId = parseRouteId(typeof raw === 'string' ? raw : undefined);
  if (orderId === null) notFound();
  const user = await requireSessionUser(paymentHref(orderId));
  const queryClient = makeQueryClient();
  await queryClient.prefetchQuery(getReportOrderQueryOptions(orderId, await getServerApi()));

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ReportPayment orderId={orderId} staff={user.is_admin || user.is_superuser} />
    </HydrationBoundary>
  );
}
