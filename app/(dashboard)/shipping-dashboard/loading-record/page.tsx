// /shipping-dashboard/loading-record: cars loaded into containers (a customer's own; staff see everyone's, with
// filters, row colours and CSV).
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { requireSessionUser } from '@/features/auth/server/session-user';
import { searchParam, type SearchParams } from '@/features/auth/utils/search-param';
import { getOrderRecordsQueryOptions } from '@/features/orders/api/get-order-records';
import { LoadingRecordList, LoadingRecordStaffList } from '@/features/orders/components/loading-record-list';
import { readListPage, recordListParams } from '@/features/orders/components/records-list-params';
import { readPageListState } from '@/features/orders/filters/server-list-state';
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
  const queryClient = makeQueryClient();
  let list: ReactNode;
  if (user.is_admin || user.is_superuser) {
    const { urlState, apiParams } = await readPageListState('loadingrecords', searchParams);
    await queryClient.prefetchQuery(getOrderRecordsQueryOptions('loadingrecords', apiParams, await getServerApi()));
    list = <LoadingRecordStaffList urlState={urlState} />;
  } else {
    const page = readListPage(await searchParam(searchParams, 'page'));
    await queryClient.prefetchQuery(
      getOrderRecordsQueryOptions('loadingrecords', recordListParams(page), await getServerApi()),
    );
    list = <LoadingRecordList page={page} showCustomer={false} />;
  }

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="p-4 sm:p-6">
        <h1 className="mb-4 text-2xl font-bold text-gray-900">Loading Record</h1>
        {list}
      </div>
    </HydrationBoundary>
  );
}
