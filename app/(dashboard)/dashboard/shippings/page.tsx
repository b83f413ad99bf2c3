// /dashboard/shippings: the customer's shipments (staff: every customer's), prefetched on the server.
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { requireSessionUser } from '@/features/auth/server/session-user';
import type { SearchParams } from '@/features/auth/utils/search-param';
import { getOrderRecordsQueryOptions } from '@/features/orders/api/get-order-records';
import { LiveRecordUpdates } from '@/features/orders/components/live-record-updates';
import { ShippingList, ShippingStaffList } from '@/features/orders/components/shipping-list';
import { readPageListState } from '@/features/orders/filters/server-list-state';
import { listRequestParams, readListQuery } from '@/features/orders/utils/list-query';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';

export const metadata: Metadata = {
  title: 'Shippings',
  description: 'Where each of your cars is on its way to Cambodia: container, vessel, ETD and ETA.',
  robots: { index: false },
};

export default async function DashboardShippingsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireSessionUser('/dashboard/shippings/');
  const queryClient = makeQueryClient();
  let list: ReactNode;
  if (user.is_admin || user.is_superuser) {
    const { urlState, apiParams } = await readPageListState('shippings', searchParams);
    await queryClient.prefetchQuery(getOrderRecordsQueryOptions('shippings', apiParams, await getServerApi()));
    list = <ShippingStaffList urlState={urlState} />;
  } else {
    const { page, search } = await searchParams;
    const query = readListQuery(page, search);
    await queryClient.prefetchQuery(
      getOrderRecordsQueryOptions('shippings', listRequestParams(query), await getServerApi()),
    );
    list = <ShippingList initial={query} />;
  }

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="p-4 sm:p-6">
        <h1 className="mb-4 text-2xl font-bold text-gray-900">Shippings</h1>
        {list}
        <LiveRecordUpdates />
      </div>
    </HydrationBoundary>
  );
}
