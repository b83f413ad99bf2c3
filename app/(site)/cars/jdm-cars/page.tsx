// /cars/jdm-cars: JDM cars; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'JDM Cars';
const description = 'Japanese domestic market cars imported to North America, with the left-hand-drive conversion Cambodia requires.';

export const metadata: Metadata = { title, description };

export default function CarsJdmCarsPage() {
  return <PagePlaceholder title={title} description={description} />;
}
