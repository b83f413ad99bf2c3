// /cars/dealer/{id}: one dealer's (Business Account's) cars under its name, address and phone; 404 for anyone else.
import { DealerListingPage, dealerListingMetadata } from '@/features/cars/components/dealer-listing-page';
import type { SearchParams } from '@/features/cars/components/car-listing-page';

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  return dealerListingMetadata((await params).id, searchParams);
}

export default async function CarsDealerDetailPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  return <DealerListingPage segment={(await params).id} searchParams={searchParams} />;
}
