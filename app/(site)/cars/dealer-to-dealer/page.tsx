// /cars/dealer-to-dealer: Dealer to Dealer Cars, server-rendered with filters, sort and pages in the URL.
import { CarListingPage, listingMetadata, type SearchParams } from '@/features/cars/components/car-listing-page';
import { LISTING_KINDS } from '@/features/cars/utils/listing-kinds';

const title = 'Dealer to Dealer Cars';
const description = 'Wholesale cars traded between dealers in Cambodia, for Business Account customers.';

// Read per request: the canonical origin comes from PUBLIC_URL at run time.
export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) =>
  listingMetadata(title, description, '/cars/dealer-to-dealer/', searchParams);

export default function CarsDealerToDealerPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <CarListingPage
      kind={LISTING_KINDS.dealerToDealer}
      title={title}
      description={description}
      searchParams={searchParams}
    />
  );
}
