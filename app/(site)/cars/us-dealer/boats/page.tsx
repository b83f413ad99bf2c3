// /cars/us-dealer/boats: Boats, server-rendered with filters, sort and pages in the URL.
import { CarListingPage, listingMetadata, type SearchParams } from '@/features/cars/components/car-listing-page';
import { LISTING_KINDS } from '@/features/cars/utils/listing-kinds';

const title = 'Boats';
const description = 'Boats and personal watercraft from US dealers, shipped to Sihanoukville.';

// Read per request: the canonical origin comes from PUBLIC_URL at run time.
export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) =>
  listingMetadata(title, description, '/cars/us-dealer/boats/', searchParams);

export default function CarsUsDealerBoatsPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <CarListingPage
      kind={LISTING_KINDS.usDealerBoats}
      title={title}
      description={description}
      searchParams={searchParams}
    />
  );
}
