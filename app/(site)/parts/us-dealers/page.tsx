// /parts/us-dealers: the parts catalogue fixed to parts our partner dealers ship from the United States.
import {
  partsCatalogueMetadata,
  PartsCataloguePage,
  type SearchParams,
} from '@/features/parts/components/parts-catalogue-page';
import { US_DEALER_PARTS } from '@/features/parts/utils/part-filters';

const title = 'Parts from US Dealers';
const description =
  'Parts offered by our partner dealers in the United States, found by make, year, model and engine, shipped to Phnom Penh.';

export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) =>
  partsCatalogueMetadata(title, description, '/parts/us-dealers/', searchParams);

export default function PartsUsDealersPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <PartsCataloguePage
      catalogue={US_DEALER_PARTS}
      title={title}
      description={description}
      searchParams={searchParams}
    />
  );
}
