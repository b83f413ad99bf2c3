// /cars/auction: auction cars; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Auction Cars';
const description = 'Cars coming up at US auctions that we can bid on for you, with current bids and sale dates.';

export const metadata: Metadata = { title, description };

export default function CarsAuctionPage() {
  return <PagePlaceholder title={title} description={description} />;
}
