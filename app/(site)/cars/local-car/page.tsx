// /cars/local-car: Personal Cars in Cambodia, server-rendered with filters, sort and pages in the URL.
import { CarListingPage, listingMetadata, type SearchParams } from '@/features/cars/components/car-listing-page';
import { LISTING_KINDS } from '@/features/cars/utils/listing-kinds';

const title = 'Personal Cars in Cambodia';
const description = 'Cars sold by private owners in Cambodia.';

// Read per request: the canonical origin comes from PUBLIC_URL at run time.
export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) =>
  listingMetadata(title, description, '/cars/local-car/', searchParams);

export default function CarsLocalCarPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <CarListingPage
      kind={LISTING_KINDS.localPersonal}
      title={title}
      description={description}
      searchParams={searchParams}
    />
  );
}
