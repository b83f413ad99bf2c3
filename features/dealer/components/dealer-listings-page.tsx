// Server side of /dashboard/car-listings and /cars/my-listings: signed-in dealers (or staff) only, the page the URL
// names (search, status, sort) prefetched.
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import Link from 'next/link';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';
import { getDealerCarsQueryOptions } from '../api/get-dealer-cars';
import { parseListingParams } from '../utils/listing-params';
import { DealerListings } from './dealer-listings';

export interface ListingUser {
  account_type: string;
  is_admin: boolean;
  is_superuser: boolean;
}

/** Spec §6: a dealer is a Business Account; staff may manage listings too. */
export const canList = (user: ListingUser): boolean =>
  user.account_type === 'Business Account' || user.is_admin || user.is_superuser;

export async function DealerListingsPage({
  user,
  searchParams,
}: {
  user: ListingUser;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  if (!canList(user)) {
    return (
      <div className="rounded-xl border border-dashed border-gray-300 p-8 text-center">
        <p className="font-semibold text-gray-900">Car listings are for Business Accounts.</p>
        <p className="mt-1 text-gray-600">Dealers list cars here. Want to sell your own car? We can help.</p>
        <Link href="/sell-your-car-3" className="mt-3 inline-block font-semibold text-primary-700 hover:underline">
          Sell your car
        </Link>
      </div>
    );
  }
  const params = parseListingParams(searchParams);
  const queryClient = makeQueryClient();
  await queryClient.prefetchQuery(getDealerCarsQueryOptions(params, await getServerApi()));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <DealerListings initial={params} />
    </HydrationBoundary>
  );
}
