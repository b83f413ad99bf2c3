// /cars/classic-cars: All Classic Cars, server-rendered with filters, sort and pages in the URL.
import { CarListingPage, listingMetadata, type SearchParams } from '@/features/cars/components/car-listing-page';
import { LISTING_KINDS } from '@/features/cars/utils/listing-kinds';

const title = 'All Classic Cars';
const description =
  'Classic and collector cars from North American dealers and private sellers, shipped in a closed container.';

// Read per request: the canonical origin comes from PUBLIC_URL at run time.
export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) =>
  listingMetadata(title, description, '/cars/classic-cars/', searchParams);

export default function CarsClassicCarsPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <CarListingPage kind={LISTING_KINDS.classic} title={title} description={description} searchParams={searchParams} />
  );
}
