// Server side of /dashboard/car-listings and /cars/my-listings (dealers and staff: the pages' requirePageAccess), the
// page the URL names (search, status, sort) prefetched.
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';
import { getDealerCarsQueryOptions } from '../api/get-dealer-cars';
import { parseListingParams } from '../utils/listing-params';
import { DealerListings } from './dealer-listings';

export async function DealerListingsPage({
  searchParams,
}: {
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const params = parseListingParams(searchParams);
  const queryClient = makeQueryClient();
  await queryClient.prefetchQuery(getDealerCarsQueryOptions(params, await getServerApi()));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <DealerListings initial={params} />
    </HydrationBoundary>
  );
}
