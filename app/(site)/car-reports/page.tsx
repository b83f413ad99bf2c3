// /car-reports: the signed-in user's purchased vehicle history reports, paged, prefetched on the server.
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import Link from 'next/link';
import { requireSessionUser } from '@/features/auth/server/session-user';
import { getPurchasedReportsQueryOptions } from '@/features/reports/api/get-purchased-reports';
import { KhqrOrdersToMark } from '@/features/reports/components/khqr-orders-to-mark';
import { PurchasedReportsList } from '@/features/reports/components/purchased-reports-list';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';
import { parseRouteId } from '@/lib/route-id';

export const metadata: Metadata = {
  title: 'Car Reports',
  description: 'The vehicle history reports you have purchased, ready to open, print or save as PDF.',
  robots: { index: false },
};

type SearchParams = Promise<{ page?: string | string[] }>;

export default async function CarReportsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireSessionUser('/car-reports/');
  const staff = user.is_admin || user.is_superuser;
  const { page: rawPage } = await searchParams;
  const page = parseRouteId(typeof rawPage === 'string' ? rawPage : undefined) ?? 1;
  const queryClient = makeQueryClient();
  await queryClient.prefetchQuery(getPurchasedReportsQueryOptions(page, await getServerApi()));

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="mx-auto w-full max-w-5xl px-4 py-8">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-gray-900">Car Reports</h1>
          <Link
            href="/carcheckk/?tab=1"
            className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700"
          >
            Buy a report
          </Link>
        </div>
        {staff && <KhqrOrdersToMark />}
        <PurchasedReportsList page={page} />
      </div>
    </HydrationBoundary>
  );
}
