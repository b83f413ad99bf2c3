// /cars/auction: Auction Cars, server-rendered with filters, sort and pages in the URL.
import { CarListingPage, listingMetadata, type SearchParams } from '@/features/cars/components/car-listing-page';
import { LISTING_KINDS } from '@/features/cars/utils/listing-kinds';

const title = 'Auction Cars';
const description = 'Cars coming up at US auctions that we can bid on for you, with current bids and sale dates.';

// Read per request: the canonical origin comes from PUBLIC_URL at run time.
export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) =>
  listingMetadata(title, description, '/cars/auction/', searchParams);

export default function CarsAuctionPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <CarListingPage kind={LISTING_KINDS.auction} title={title} description={description} searchParams={searchParams} />
  );
}
