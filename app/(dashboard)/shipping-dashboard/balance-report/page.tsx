// /shipping-dashboard/balance-report: each customer's charges, payments and balance (superusers only, spec §6).
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { requirePageAccess } from '@/features/auth/server/session-user';
import type { SearchParams } from '@/features/auth/utils/search-param';
import { getOrderRecordsQueryOptions } from '@/features/orders/api/get-order-records';
import { BalanceList } from '@/features/orders/components/balance-list';
import { readPageListState } from '@/features/orders/filters/server-list-state';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';

export const metadata: Metadata = {
  title: 'Balance Report',
  description: "Each customer's charges, payments and balance due.",
  robots: { index: false },
};

export default async function ShippingDashboardBalanceReportPage({ searchParams }: { searchParams: SearchParams }) {
  // Spec §6: superusers only; anyone else gets the explanation page (decision 051).
  await requirePageAccess('/shipping-dashboard/balance-report/');
  const { urlState, apiParams } = await readPageListState('balancereports', searchParams);
  const queryClient = makeQueryClient();
  await queryClient.prefetchQuery(getOrderRecordsQueryOptions('balancereports', apiParams, await getServerApi()));

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="p-4 sm:p-6">
        <h1 className="mb-4 text-2xl font-bold text-gray-900">Balance Report</h1>
        <BalanceList urlState={urlState} />
      </div>
    </HydrationBoundary>
  );
}
