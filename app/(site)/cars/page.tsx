// /cars: every listing, with the car-name search box, filters, sort and pages in the URL; server-rendered.
import { CarListingPage, listingMetadata, type SearchParams } from '@/features/cars/components/car-listing-page';
import { CarSearchBox } from '@/features/cars/components/car-search-box';
import { LISTING_KINDS } from '@/features/cars/utils/listing-kinds';

const title = 'All Cars';
const description =
  'Browse every car we can import: US dealers, US auctions, classic and JDM cars, and cars already in Cambodia, with filters and sorting.';

// Read per request: the canonical origin comes from PUBLIC_URL at run time.
export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) =>
  listingMetadata(title, description, '/cars/', searchParams);

export default async function CarsPage({ searchParams }: { searchParams: SearchParams }) {
  const { search } = await searchParams;
  return (
    <CarListingPage
      kind={LISTING_KINDS.all}
      title={title}
      description={description}
      searchParams={searchParams}
      toolbar={<CarSearchBox className="mb-5" defaultValue={typeof search === 'string' ? search : ''} />}
    />
  );
}
