// /carcheckk/index1: ordering reports; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Vehicle History Reports';
const description = 'Order AutoCheck, Carfax and Window Sticker reports for any VIN before you buy.';

export const metadata: Metadata = { title, description };

export default function CarcheckkIndex1Page() {
  return <PagePlaceholder title={title} description={description} />;
}
