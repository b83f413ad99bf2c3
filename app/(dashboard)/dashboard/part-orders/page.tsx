// /dashboard/part-orders: the signed-in user's part orders (staff: everyone's), prefetched on the server.
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { requireSessionUser } from '@/features/auth/server/session-user';
import { getPartOrdersQueryOptions } from '@/features/parts/api/get-part-orders';
import { PartOrdersList } from '@/features/parts/components/part-orders-list';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';
import { parseRouteId } from '@/lib/route-id';

export const metadata: Metadata = { title: 'Parts Orders', robots: { index: false } };

type SearchParams = Promise<{ page?: string | string[] }>;

export default async function DashboardPartOrdersPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireSessionUser('/dashboard/part-orders/');
  const { page: rawPage } = await searchParams;
  const page = parseRouteId(typeof rawPage === 'string' ? rawPage : undefined) ?? 1;
  const queryClient = makeQueryClient();
  await queryClient.prefetchQuery(getPartOrdersQueryOptions(page, await getServerApi()));

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="p-4 sm:p-6">
        <h1 className="mb-4 text-2xl font-bold text-gray-900">Parts Orders</h1>
        <PartOrdersList page={page} staff={user.is_admin || user.is_superuser} />
      </div>
    </HydrationBoundary>
  );
}
