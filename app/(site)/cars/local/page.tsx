// /cars/local: Dealer Cars in Cambodia, server-rendered with filters, sort and pages in the URL.
import { CarListingPage, listingMetadata, type SearchParams } from '@/features/cars/components/car-listing-page';
import { LISTING_KINDS } from '@/features/cars/utils/listing-kinds';

const title = 'Dealer Cars in Cambodia';
const description = 'Cars already in Cambodia, sold by local dealers and ready to register.';

// Read per request: the canonical origin comes from PUBLIC_URL at run time.
export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) =>
  listingMetadata(title, description, '/cars/local/', searchParams);

export default function CarsLocalPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <CarListingPage
      kind={LISTING_KINDS.localDealer}
      title={title}
      description={description}
      searchParams={searchParams}
    />
  );
}
