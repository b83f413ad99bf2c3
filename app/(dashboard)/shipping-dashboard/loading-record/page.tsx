// /shipping-dashboard/loading-record: cars loaded into containers (a customer's own; staff see everyone's).
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { requireSessionUser } from '@/features/auth/server/session-user';
import { searchParam, type SearchParams } from '@/features/auth/utils/search-param';
import { getOrderRecordsQueryOptions } from '@/features/orders/api/get-order-records';
import { LoadingRecordList } from '@/features/orders/components/loading-record-list';
import { readListPage, recordListParams } from '@/features/orders/components/records-list-params';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';

export const metadata: Metadata = {
  title: 'Loading Record',
  description: 'Cars loaded into containers at each warehouse, with loading photos.',
  robots: { index: false },
};

export default async function ShippingDashboardLoadingRecordPage({ searchParams }: { searchParams: SearchParams }) {
  // Spec §6: signed-in users; the API answers each customer with their own records only.
  const user = await requireSessionUser('/shipping-dashboard/loading-record/');
  const page = readListPage(await searchParam(searchParams, 'page'));
  const queryClient = makeQueryClient();
  await queryClient.prefetchQuery(
    getOrderRecordsQueryOptions('loadingrecords', recordListParams(page), await getServerApi()),
  );

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="p-4 sm:p-6">
        <h1 className="mb-4 text-2xl font-bold text-gray-900">Loading Record</h1>
        <LoadingRecordList page={page} showCustomer={user.is_admin || user.is_superuser} />
      </div>
    </HydrationBoundary>
  );
}
