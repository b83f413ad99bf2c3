// /shipping-dashboard/towing: every towing from auction or dealer to the warehouse (superusers only, spec §6).
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { requirePageAccess } from '@/features/auth/server/session-user';
import type { SearchParams } from '@/features/auth/utils/search-param';
import { getOrderRecordsQueryOptions } from '@/features/orders/api/get-order-records';
import { TowingList } from '@/features/orders/components/towing-list';
import { readPageListState } from '@/features/orders/filters/server-list-state';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';

export const metadata: Metadata = {
  title: 'Towings',
  description: 'Every tow from the auction or dealer to the warehouse: company, status, dates and price.',
  robots: { index: false },
};

export default async function ShippingDashboardTowingPage({ searchParams }: { searchParams: SearchParams }) {
  // Spec §6: superusers only; anyone else gets the explanation page (decision 051).
  await requirePageAccess('/shipping-dashboard/towing/');
  const { urlState, apiParams } = await readPageListState('towings', searchParams);
  const queryClient = makeQueryClient();
  await queryClient.prefetchQuery(getOrderRecordsQueryOptions('towings', apiParams, await getServerApi()));

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="p-4 sm:p-6">
        <h1 className="mb-4 text-2xl font-bold text-gray-900">Towings</h1>
        <TowingList urlState={urlState} />
      </div>
    </HydrationBoundary>
  );
}
