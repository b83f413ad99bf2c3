// /dashboard/sell-car: the sell form for the signed-in user, and their previous requests with status (prefetched).
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { requireSessionUser } from '@/features/auth/server/session-user';
import { getMySellRequestsQueryOptions } from '@/features/sell/api/get-my-sell-requests';
import { MySellRequests } from '@/features/sell/components/my-sell-requests';
import { SellCarForm } from '@/features/sell/components/sell-car-form';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';

export const metadata: Metadata = { title: 'Sell Your Car', robots: { index: false } };

export default async function DashboardSellCarPage() {
  await requireSessionUser('/dashboard/sell-car/');
  const queryClient = makeQueryClient();
  await queryClient.prefetchQuery(getMySellRequestsQueryOptions(1, await getServerApi()));

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="space-y-10 p-4 sm:p-6">
        <section aria-labelledby="sell-title">
          <h1 id="sell-title" className="mb-2 text-2xl font-bold text-gray-900">
            Sell Your Car
          </h1>
          <p className="mb-6 text-gray-600">
            We sell it for you in Cambodia or buy it from you. Send the details and a few photos.
          </p>
          <SellCarForm />
        </section>
        <section aria-labelledby="requests-title">
          <h2 id="requests-title" className="mb-4 text-xl font-bold text-gray-900">
            Your requests
          </h2>
          <MySellRequests />
        </section>
      </div>
    </HydrationBoundary>
  );
}
