// /cars/my-listings: the dealer's own listings (Business Accounts and staff), with edit and delete.
import type { Metadata } from 'next';
import { requireSessionUser } from '@/features/auth/server/session-user';
import { DealerListingsPage } from '@/features/dealer/components/dealer-listings-page';

export const metadata: Metadata = { title: 'My Listings', robots: { index: false } };

export default async function CarsMyListingsPage({
  searchParams,
}: {
  searchParams: Promise<{ page?: string | string[] }>;
}) {
  const user = await requireSessionUser('/cars/my-listings/');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold text-gray-900">My Listings</h1>
      <DealerListingsPage user={user} rawPage={(await searchParams).page} />
    </div>
  );
}
