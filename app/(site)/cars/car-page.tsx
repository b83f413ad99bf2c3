// The car page as both of its addresses show it (/cars/{id} and /cars/local/{id}): the page with the pieces that
// belong to other features (chat, the listing's view count, the landed cost) put in its slots.
import { ChatAboutCarButton } from '@/features/chat/components/chat-about-car-button';
import { ListingViewBeacon } from '@/features/dealer/components/listing-view-beacon';
import { LandedCostPanel } from '@/features/pricing/components/landed-cost-panel';
import { CarDetailPage } from '@/features/cars/components/car-detail-page';

export function CarPage({ segment }: { segment: string }) {
  return (
    <CarDetailPage
      segment={segment}
      chatAction={(carId) => (
        <>
          <ChatAboutCarButton carId={carId} />
          <ListingViewBeacon carId={carId} />
        </>
      )}
      barChat={(carId) => <ChatAboutCarButton carId={carId} placement="bar" />}
      costPanel={(car) => <LandedCostPanel car={car} />}
    />
  );
}
