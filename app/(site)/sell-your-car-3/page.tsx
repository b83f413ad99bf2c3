// /sell-your-car-3: selling a car; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Sell Your Car';
const description = 'Tell us about the car you want to sell in Cambodia and our team will get back to you with an offer.';

export const metadata: Metadata = { title, description };

export default function SellYourCar3Page() {
  return <PagePlaceholder title={title} description={description} />;
}
