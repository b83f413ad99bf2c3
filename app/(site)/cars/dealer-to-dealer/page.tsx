// /cars/dealer-to-dealer: dealer-to-dealer cars; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Dealer to Dealer Cars';
const description = 'Wholesale cars traded between dealers in Cambodia, for Business Account customers.';

export const metadata: Metadata = { title, description };

export default function CarsDealerToDealerPage() {
  return <PagePlaceholder title={title} description={description} />;
}
