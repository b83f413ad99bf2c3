'use client';
// Other listings of the same make, loaded after the page so they never slow down the car itself.
import { useCars } from '../api/get-cars';
import { LISTING_KINDS } from '../utils/listing-kinds';
import { CarGrid, CarGridSkeleton } from './car-grid';

const SHOWN = 3;

export function SimilarCars({ carId, makeName }: { carId: number; makeName: string }) {
  const { data, isPending } = useCars(LISTING_KINDS.all, { make_name: makeName });
  const cars = (data?.results ?? []).filter((car) => car.id !== carId).slice(0, SHOWN);
  if (!isPending && cars.length === 0) return null;
  return (
    <section aria-labelledby="similar-title" className="mt-12">
      <h2 id="similar-title" className="mb-4 text-xl font-semibold text-gray-900">
        More {makeName} cars
      </h2>
      {isPending ? <CarGridSkeleton count={SHOWN} /> : <CarGrid cars={cars} />}
    </section>
  );
}
