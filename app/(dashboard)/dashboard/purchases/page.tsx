// /dashboard/purchases: every purchase at auctions and dealers (superusers only, spec §6), prefetched on the server.
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { requirePageAccess } from '@/features/auth/server/session-user';
import type { SearchParams } from '@/features/auth/utils/search-param';
import { getOrderRecordsQueryOptions } from '@/features/orders/api/get-order-records';
import { PurchaseList } from '@/features/orders/components/purchase-list';
import { readPageListState } from '@/features/orders/filters/server-list-state';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';

export const metadata: Metadata = {
  title: 'Purchases',
  description: 'The cars bought at auctions and dealers, with invoices and payment status.',
  robots: { index: false },
};

export default async function DashboardPurchasesPage({ searchParams }: { searchParams: SearchParams }) {
  // Spec §6: superusers only; anyone else gets the explanation page (decision 051).
  await requirePageAccess('/dashboard/purchases/');
  const { urlState, apiParams } = await readPageListState('carspurchased', searchParams);
  const queryClient = makeQueryClient();
  await queryClient.prefetchQuery(getOrderRecordsQueryOptions('carspurchased', apiParams, await getServerApi()));

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="p-4 sm:p-6">
        <h1 className="mb-4 text-2xl font-bold text-gray-900">Purchases</h1>
        <PurchaseList urlState={urlState} />
      </div>
    </HydrationBoundary>
  );
}
