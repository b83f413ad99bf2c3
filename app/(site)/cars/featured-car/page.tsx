// /cars/featured-car: Featured Cars, server-rendered with filters, sort and pages in the URL.
import { CarListingPage, listingMetadata, type SearchParams } from '@/features/cars/components/car-listing-page';
import { LISTING_KINDS } from '@/features/cars/utils/listing-kinds';

const title = 'Featured Cars';
const description = 'Hand-picked cars our team has checked and recommends this week.';

// Read per request: the canonical origin comes from PUBLIC_URL at run time.
export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) =>
  listingMetadata(title, description, '/cars/featured-car/', searchParams);

export default function CarsFeaturedCarPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <CarListingPage kind={LISTING_KINDS.featured} title={title} description={description} searchParams={searchParams} />
  );
}
