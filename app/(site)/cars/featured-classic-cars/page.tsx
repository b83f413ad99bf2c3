// /cars/featured-classic-cars: Featured Classic Cars, server-rendered with filters, sort and pages in the URL.
import { CarListingPage, listingMetadata, type SearchParams } from '@/features/cars/components/car-listing-page';
import { LISTING_KINDS } from '@/features/cars/utils/listing-kinds';

const title = 'Featured Classic Cars';
const description = 'The classic cars our team recommends, with detailed photos and history.';

// Read per request: the canonical origin comes from PUBLIC_URL at run time.
export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) =>
  listingMetadata(title, description, '/cars/featured-classic-cars/', searchParams);

export default function CarsFeaturedClassicCarsPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <CarListingPage
      kind={LISTING_KINDS.featuredClassic}
      title={title}
      description={description}
      searchParams={searchParams}
    />
  );
}
