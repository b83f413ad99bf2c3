// /dashboard/saved-cars: the signed-in user's saved cars (their own list only), prefetched on the server.
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { requireSessionUser } from '@/features/auth/server/session-user';
import { getSavedCarsQueryOptions } from '@/features/cars/api/get-saved-cars';
import { SavedCarsList } from '@/features/cars/components/saved-cars-list';
import { getPricingSettingsQueryOptions } from '@/features/pricing/api/get-pricing-settings';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';
import { parseRouteId } from '@/lib/route-id';

export const metadata: Metadata = { title: 'Saved Cars', robots: { index: false } };

type SearchParams = Promise<{ page?: string | string[] }>;

export default async function DashboardSavedCarsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireSessionUser('/dashboard/saved-cars/');
  const { page: rawPage } = await searchParams;
  const page = parseRouteId(typeof rawPage === 'string' ? rawPage : undefined) ?? 1;
  const queryClient = makeQueryClient();
  const client = await getServerApi();
  // The cards' riel lines render with the page.
  await Promise.all([
    queryClient.prefetchQuery(getSavedCarsQueryOptions(page, client)),
    queryClient.prefetchQuery(getPricingSettingsQueryOptions(client)),
  ]);

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="p-4 sm:p-6">
        <h1 className="mb-4 text-2xl font-bold text-gray-900">Saved Cars</h1>
        <SavedCarsList page={page} />
      </div>
    </HydrationBoundary>
  );
}
