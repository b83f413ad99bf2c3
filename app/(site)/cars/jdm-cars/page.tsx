// /cars/jdm-cars: JDM Cars, server-rendered with filters, sort and pages in the URL.
import { CarListingPage, listingMetadata, type SearchParams } from '@/features/cars/components/car-listing-page';
import { LISTING_KINDS } from '@/features/cars/utils/listing-kinds';

const title = 'JDM Cars';
const description =
  'Japanese domestic market cars imported to North America, with the left-hand-drive conversion Cambodia requires.';

// Read per request: the canonical origin comes from PUBLIC_URL at run time.
export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) =>
  listingMetadata(title, description, '/cars/jdm-cars/', searchParams);

export default function CarsJdmCarsPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <CarListingPage kind={LISTING_KINDS.jdm} title={title} description={description} searchParams={searchParams} />
  );
}
