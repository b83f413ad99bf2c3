// /cars/us-dealer: US Dealer Cars, server-rendered with filters, sort and pages in the URL.
import { CarListingPage, listingMetadata, type SearchParams } from '@/features/cars/components/car-listing-page';
import { LISTING_KINDS } from '@/features/cars/utils/listing-kinds';

const title = 'US Dealer Cars';
const description = 'Cars for sale at our partner dealers across the United States and Canada.';

// Read per request: the canonical origin comes from PUBLIC_URL at run time.
export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) =>
  listingMetadata(title, description, '/cars/us-dealer/', searchParams);

export default function CarsUsDealerPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <CarListingPage kind={LISTING_KINDS.usDealer} title={title} description={description} searchParams={searchParams} />
  );
}
