// /dashboard/pricing: staff set the riel rate and the landed-cost rates every car page uses; anyone else gets the
// explanation page (requirePageAccess, 403).
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePageAccess } from '@/features/auth/server/session-user';
import { getPricingSettingsQueryOptions } from '@/features/pricing/api/get-pricing-settings';
import { PricingSettingsEditor } from '@/features/pricing/components/pricing-settings-editor';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';

export const metadata: Metadata = { title: 'Prices and landed cost', robots: { index: false } };

export default async function DashboardPricingPage() {
  await requirePageAccess('/dashboard/pricing/');
  const queryClient = makeQueryClient();
  await queryClient.prefetchQuery(getPricingSettingsQueryOptions(await getServerApi()));

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="p-4 sm:p-6">
        <h1 className="mb-1 text-2xl font-bold text-gray-900">Prices and landed cost</h1>
        <p className="mb-6 max-w-3xl text-sm text-gray-600">
          The riel rate shown beside every price, and the rates of the estimate on each car page (decision 047 names the
          sources of the starting values). Every figure is shown to buyers as an estimate; see it on any{' '}
          <Link href="/cars/" className="font-semibold text-primary-700 hover:underline">
            car page
          </Link>
          .
        </p>
        <PricingSettingsEditor />
      </div>
    </HydrationBoundary>
  );
}
