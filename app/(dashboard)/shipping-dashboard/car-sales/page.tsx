// /shipping-dashboard/car-sales: the customer's car orders; staff get every customer's with filters (spec §3, §4),
// row colours and CSV. Prefetched on the server with the same query the list asks for.
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { requireSessionUser } from '@/features/auth/server/session-user';
import type { SearchParams } from '@/features/auth/utils/search-param';
import { getOrderRecordsQueryOptions } from '@/features/orders/api/get-order-records';
import { CarSaleList, CarSaleStaffList } from '@/features/orders/components/car-sale-list';
import { LiveRecordUpdates } from '@/features/orders/components/live-record-updates';
import { readPageListState } from '@/features/orders/filters/server-list-state';
import { listRequestParams, readListQuery } from '@/features/orders/utils/list-query';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';

export const metadata: Metadata = {
  title: 'Car Orders',
  description: 'The cars we bought for you, with prices, payments, where each car and its title are, and notes.',
  robots: { index: false },
};

export default async function ShippingDashboardCarSalesPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireSessionUser('/shipping-dashboard/car-sales/');
  const staff = user.is_admin || user.is_superuser;
  const queryClient = makeQueryClient();
  let list: ReactNode;
  if (staff) {
    const { urlState, apiParams } = await readPageListState('carsales', searchParams);
    await queryClient.prefetchQuery(getOrderRecordsQueryOptions('carsales', apiParams, await getServerApi()));
    list = <CarSaleStaffList urlState={urlState} />;
  } else {
    const { page, search } = await searchParams;
    const query = readListQuery(page, search);
    await queryClient.prefetchQuery(
      getOrderRecordsQueryOptions('carsales', listRequestParams(query), await getServerApi()),
    );
    list = <CarSaleList initial={query} />;
  }

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="p-4 sm:p-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-gray-900">Car Orders</h1>
          {staff && (
            <Link
              href="/shipping-dashboard/car-sales/new/"
              className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-primary-700"
            >
              New car sale
            </Link>
          )}
        </div>
        {list}
        <LiveRecordUpdates />
      </div>
    </HydrationBoundary>
  );
}
