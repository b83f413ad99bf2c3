// /cars/us-dealer/auction: USA Auction, server-rendered with filters, sort and pages in the URL.
import { CarListingPage, listingMetadata, type SearchParams } from '@/features/cars/components/car-listing-page';
import { LISTING_KINDS } from '@/features/cars/utils/listing-kinds';

const title = 'USA Auction';
const description = 'Cars from US auctions such as Copart, IAAI and Manheim that we can buy and ship for you.';

// Read per request: the canonical origin comes from PUBLIC_URL at run time.
export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) =>
  listingMetadata(title, description, '/cars/us-dealer/auction/', searchParams);

export default function CarsUsDealerAuctionPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <CarListingPage kind={LISTING_KINDS.auction} title={title} description={description} searchParams={searchParams} />
  );
}
