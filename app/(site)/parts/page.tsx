// /parts: the used-parts catalogue with the make → year → model → engine → category → sub-category cascade, the
// part-name search and pages, all in the URL; server-rendered.
import {
  partsCatalogueMetadata,
  PartsCataloguePage,
  type SearchParams,
} from '@/features/parts/components/parts-catalogue-page';
import { ALL_PARTS } from '@/features/parts/utils/part-filters';

const title = 'Used Car Parts';
const description =
  'Used, remanufactured and new OEM parts for Toyota, Lexus, Honda, Hyundai, Ford Ranger and the other cars of Cambodia, by make, year, model and engine.';

// Read per request: the canonical origin comes from PUBLIC_URL at run time.
export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) =>
  partsCatalogueMetadata(title, description, '/parts/', searchParams);

export default function PartsPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <PartsCataloguePage catalogue={ALL_PARTS} title={title} description={description} searchParams={searchParams} />
  );
}
