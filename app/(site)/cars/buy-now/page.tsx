// /cars/buy-now: buy-now cars; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Buy Now Cars';
const description = 'Cars with a fixed price that we can purchase for you straight away.';

export const metadata: Metadata = { title, description };

export default function CarsBuyNowPage() {
  return <PagePlaceholder title={title} description={description} />;
}
