// /dashboard: the signed-in customer's cars at a glance (staff: every customer's), prefetched on the server.
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import Link from 'next/link';
import { requireSessionUser } from '@/features/auth/server/session-user';
import { getOrdersOverviewQueryOptions } from '@/features/orders/api/get-orders-overview';
import { LiveRecordUpdates } from '@/features/orders/components/live-record-updates';
import { OrdersOverview } from '@/features/orders/components/orders-overview';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';

export const metadata: Metadata = {
  title: 'Dashboard',
  description: 'Where each of your cars is on its way to Cambodia, new notes from our team and what you owe.',
  robots: { index: false },
};

export default async function DashboardPage() {
  const user = await requireSessionUser('/dashboard/');
  // Spec §6: a dummy account has no dashboard (its menus hide the item); one that comes here is told so plainly.
  if (user.is_dummy_account) {
    return (
      <div className="p-4 sm:p-6">
        <h1 className="text-2xl font-bold text-gray-900">Dashboard</h1>
        <p className="mt-2 max-w-prose text-gray-700">
          This account has no dashboard: it has no purchases or shipments to follow.{' '}
          <Link href="/cars/" className="font-semibold text-primary hover:underline">
            Browse cars
          </Link>
        </p>
      </div>
    );
  }
  const queryClient = makeQueryClient();
  await queryClient.prefetchQuery(getOrdersOverviewQueryOptions(await getServerApi()));

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="p-4 sm:p-6">
        <h1 className="text-2xl font-bold text-gray-900">Dashboard</h1>
        <p className="mt-1 mb-5 text-gray-600">
          {user.first_name ? `Welcome back, ${user.first_name}. ` : ''}Here is where your cars are and what is new.
        </p>
        <OrdersOverview />
        <LiveRecordUpdates />
      </div>
    </HydrationBoundary>
  );
}
