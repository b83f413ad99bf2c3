// /cars/local/{id}: a car already in Cambodia, shown like every other car page.
import { carDetailMetadata, CarDetailPage } from '@/features/cars/components/car-detail-page';
import { ChatAboutCarButton } from '@/features/chat/components/chat-about-car-button';
import { ListingViewBeacon } from '@/features/dealer/components/listing-view-beacon';
import { LandedCostPanel } from '@/features/pricing/components/landed-cost-panel';
import { PricingPrefetch } from '@/features/pricing/components/pricing-prefetch';

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return carDetailMetadata((await params).id);
}

export default async function CarsLocalDetailPage({ params }: { params: Params }) {
  return (
    <PricingPrefetch>
      <CarDetailPage
        segment={(await params).id}
        chatAction={(carId) => (
          <>
            <ChatAboutCarButton carId={carId} />
            <ListingViewBeacon carId={carId} />
          </>
        )}
        barChat={(carId) => <ChatAboutCarButton carId={carId} placement="bar" />}
        costPanel={(car) => <LandedCostPanel car={car} />}
      />
    </PricingPrefetch>
  );
}
