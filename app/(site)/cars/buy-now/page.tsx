// /cars/buy-now: Buy Now Cars, server-rendered with filters, sort and pages in the URL.
import { CarListingPage, listingMetadata, type SearchParams } from '@/features/cars/components/car-listing-page';
import { LISTING_KINDS } from '@/features/cars/utils/listing-kinds';

const title = 'Buy Now Cars';
const description = 'Cars with a fixed price that we can purchase for you straight away.';

// Read per request: the canonical origin comes from PUBLIC_URL at run time.
export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) =>
  listingMetadata(title, description, '/cars/buy-now/', searchParams);

export default function CarsBuyNowPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <CarListingPage kind={LISTING_KINDS.buyNow} title={title} description={description} searchParams={searchParams} />
  );
}
