// Server side of /cars/dealer/{id}: the dealer's profile fetched once for metadata and page, its listings, 404s.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getServerApi } from '@/lib/api/server';
import type { DealerProfile } from '@/lib/contract/cars';
import { parseRouteId } from '@/lib/route-id';
import { getDealer } from '../api/get-dealer';
import { dealerListingKind } from '../utils/listing-kinds';
import { CarListingPage, listingMetadata, type SearchParams } from './car-listing-page';
import { DealerHeader, dealerDisplayName } from './dealer-header';
import { errorStatus } from '@/lib/api/http-client';

/** The Business Account of a route segment, or null (not an id, unknown, or not a dealer); fetched once per request. */
const loadDealer = cache(async (segment: string): Promise<DealerProfile | null> => {
  const id = parseRouteId(segment);
  if (id === null) return null;
  try {
    return await getDealer(id, await getServerApi());
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
});

function describe(dealer: DealerProfile): { title: string; description: string } {
  const name = dealerDisplayName(dealer);
  const where = dealer.address ? ` in ${dealer.address}` : '';
  return {
    title: `Cars from ${name}`,
    description: `${dealer.car_count.toLocaleString('en-US')} cars for sale from ${name}${where}: prices, photos and inspection reports.`,
  };
}

export async function dealerListingMetadata(segment: string, searchParams: SearchParams): Promise<Metadata> {
  const dealer = await loadDealer(segment);
  if (!dealer) return { title: 'Dealer not found' };
  const { title, description } = describe(dealer);
  return listingMetadata(title, description, `/cars/dealer/${dealer.id}/`, searchParams);
}

export async function DealerListingPage({ segment, searchParams }: { segment: string; searchParams: SearchParams }) {
  const dealer = await loadDealer(segment);
  if (!dealer) notFound();
  const { title, description } = describe(dealer);
  return (
    <CarListingPage
      kind={dealerListingKind(dealer.id)}
      title={title}
      description={description}
      searchParams={searchParams}
      header={<DealerHeader dealer={dealer} />}
    />
  );
}
