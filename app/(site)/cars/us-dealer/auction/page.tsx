// /cars/us-dealer/auction: USA auction cars; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'USA Auction';
const description = 'Cars from US auctions such as Copart, IAAI and Manheim that we can buy and ship for you.';

export const metadata: Metadata = { title, description };

export default function CarsUsDealerAuctionPage() {
  return <PagePlaceholder title={title} description={description} />;
}
