// /cars/my-listings: the dealer's own listings (Business Accounts and staff) in the dashboard frame, with its sidebar
// as on /dashboard/car-listings.
import type { Metadata } from 'next';
import { requirePageAccess } from '@/features/auth/server/session-user';
import { DealerListingsPage } from '@/features/dealer/components/dealer-listings-page';

export const metadata: Metadata = { title: 'My Listings', robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function CarsMyListingsPage({ searchParams }: { searchParams: SearchParams }) {
  await requirePageAccess('/cars/my-listings/');
  return (
    <div className="p-4 sm:p-6">
      <h1 className="mb-4 text-2xl font-bold text-gray-900">My Listings</h1>
      <DealerListingsPage searchParams={await searchParams} />
    </div>
  );
}
