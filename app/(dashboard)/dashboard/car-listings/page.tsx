// /dashboard/car-listings: the dealer's own listings in the dashboard (Business Accounts and staff).
import type { Metadata } from 'next';
import { requirePageAccess } from '@/features/auth/server/session-user';
import { DealerListingsPage } from '@/features/dealer/components/dealer-listings-page';

export const metadata: Metadata = { title: 'Car Listings', robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function DashboardCarListingsPage({ searchParams }: { searchParams: SearchParams }) {
  await requirePageAccess('/dashboard/car-listings/');
  return (
    <div className="p-4 sm:p-6">
      <h1 className="mb-4 text-2xl font-bold text-gray-900">Car Listings</h1>
      <DealerListingsPage searchParams={await searchParams} />
    </div>
  );
}
