// Every /cars page (listings, car pages, dealer pages, dealer tools) shows riel prices: the staff-set rate is fetched
// with the page and handed over in its HTML, so no card waits for a second request to show its riel line.
import { PricingPrefetch } from '@/features/pricing/components/pricing-prefetch';

export default function CarsLayout({ children }: { children: React.ReactNode }) {
  return <PricingPrefetch>{children}</PricingPrefetch>;
}
