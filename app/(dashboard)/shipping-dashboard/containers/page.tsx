// /shipping-dashboard/containers: every container with its booking, vessel, dates and cars (superusers only, spec §6).
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePageAccess } from '@/features/auth/server/session-user';
import type { SearchParams } from '@/features/auth/utils/search-param';
import { getOrderRecordsQueryOptions } from '@/features/orders/api/get-order-records';
import { ContainerList } from '@/features/orders/components/container-list';
import { readPageListState } from '@/features/orders/filters/server-list-state';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';

export const metadata: Metadata = {
  title: 'Containers',
  description: 'Every container with its booking, carrier, vessel, dates and cars.',
  robots: { index: false },
};

export default async function ShippingDashboardContainersPage({ searchParams }: { searchParams: SearchParams }) {
  // Spec §6: superusers only; anyone else gets the explanation page (decision 051).
  await requirePageAccess('/shipping-dashboard/containers/');
  const { urlState, apiParams } = await readPageListState('containers', searchParams);
  const queryClient = makeQueryClient();
  await queryClient.prefetchQuery(getOrderRecordsQueryOptions('containers', apiParams, await getServerApi()));

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="p-4 sm:p-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-gray-900">Containers</h1>
          <Link
            href="/shipping-dashboard/containers/new/"
            className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-primary-700"
          >
            New container
          </Link>
        </div>
        <ContainerList urlState={urlState} />
      </div>
    </HydrationBoundary>
  );
}
