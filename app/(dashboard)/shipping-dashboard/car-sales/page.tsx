// /shipping-dashboard/car-sales: the customer's car orders (staff: every customer's), prefetched on the server.
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { requireSessionUser } from '@/features/auth/server/session-user';
import type { SearchParams } from '@/features/auth/utils/search-param';
import { getOrderRecordsQueryOptions } from '@/features/orders/api/get-order-records';
import { CarSaleList } from '@/features/orders/components/car-sale-list';
import { LiveRecordUpdates } from '@/features/orders/components/live-record-updates';
import { listRequestParams, readListQuery } from '@/features/orders/utils/list-query';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';

export const metadata: Metadata = {
  title: 'Car Orders',
  description: 'The cars we bought for you, with prices, payments, where each car and its title are, and notes.',
  robots: { index: false },
};

export default async function ShippingDashboardCarSalesPage({ searchParams }: { searchParams: SearchParams }) {
  await requireSessionUser('/shipping-dashboard/car-sales/');
  const { page, search } = await searchParams;
  const query = readListQuery(page, search);
  const queryClient = makeQueryClient();
  await queryClient.prefetchQuery(
    getOrderRecordsQueryOptions('carsales', listRequestParams(query), await getServerApi()),
  );

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="p-4 sm:p-6">
        <h1 className="mb-4 text-2xl font-bold text-gray-900">Car Orders</h1>
        <CarSaleList initial={query} />
        <LiveRecordUpdates />
      </div>
    </HydrationBoundary>
  );
}
