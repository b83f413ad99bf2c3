'use client';
// The edit screen of a listing: its photos and video (they need the listing to exist first), then its fields.
import { useDealerCar } from '../api/get-dealer-car';
import { DealerCarForm } from './dealer-car-form';
import { DealerPhotos } from './dealer-photos';
import { DealerVideo } from './dealer-video';

export function DealerCarEditor({ carId, created }: { carId: number; created: boolean }) {
  const { data: car } = useDealerCar(carId);
  if (!car) return null;
  return (
    <div className="space-y-10">
      {created && (
        <p role="status" className="rounded-lg bg-green-50 px-4 py-3 text-sm text-green-800">
          Listing created. Add its photos below.
        </p>
      )}
      <DealerPhotos carId={carId} />
      <DealerVideo carId={carId} current={car.video} />
      <DealerCarForm car={car} />
    </div>
  );
}
