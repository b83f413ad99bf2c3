// /shipping-dashboard/summary-report: the customer's cars with stage, ETA and money (staff: every customer's).
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { requireSessionUser } from '@/features/auth/server/session-user';
import type { SearchParams } from '@/features/auth/utils/search-param';
import { getOrderRecordsQueryOptions } from '@/features/orders/api/get-order-records';
import { LiveRecordUpdates } from '@/features/orders/components/live-record-updates';
import { SummaryReportList, SummaryReportStaffList } from '@/features/orders/components/summary-report-list';
import { readPageListState } from '@/features/orders/filters/server-list-state';
import { listRequestParams, readListQuery } from '@/features/orders/utils/list-query';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';

export const metadata: Metadata = {
  title: 'Summary Report',
  description: 'Every car you have with us at a glance: where it is, what it costs and what is left to pay.',
  robots: { index: false },
};

export default async function ShippingDashboardSummaryReportPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireSessionUser('/shipping-dashboard/summary-report/');
  const queryClient = makeQueryClient();
  let list: ReactNode;
  if (user.is_admin || user.is_superuser) {
    const { urlState, apiParams } = await readPageListState('summaryreports', searchParams);
    await queryClient.prefetchQuery(getOrderRecordsQueryOptions('summaryreports', apiParams, await getServerApi()));
    list = <SummaryReportStaffList urlState={urlState} />;
  } else {
    const { page, search } = await searchParams;
    const query = readListQuery(page, search);
    await queryClient.prefetchQuery(
      getOrderRecordsQueryOptions('summaryreports', listRequestParams(query), await getServerApi()),
    );
    list = <SummaryReportList initial={query} />;
  }

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="p-4 sm:p-6">
        <h1 className="mb-4 text-2xl font-bold text-gray-900">Summary Report</h1>
        {list}
        <LiveRecordUpdates />
      </div>
    </HydrationBoundary>
  );
}
