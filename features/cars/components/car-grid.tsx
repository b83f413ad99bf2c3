// The result grid of car cards, its loading skeleton (same shape, so nothing jumps) and the empty state.
import Link from 'next/link';
import { Fragment } from 'react';
import { CARD_GRID, CardGridSkeleton } from '@/components/ui/card-grid';
import type { CarCard as Car } from '@/lib/contract/cars';
import { CarCard } from './car-card';

// Far enough down not to push results away, early enough to be seen on a page of 20.
const SPONSORED_AFTER = 8;

interface CarGridProps {
  cars: Car[];
  /** A sponsored `<li>` placed after the 8th car (after the last on a shorter page). */
  sponsored?: React.ReactNode;
}

export function CarGrid({ cars, sponsored }: CarGridProps) {
  const slot = Math.min(SPONSORED_AFTER, cars.length) - 1;
  return (
    <ul className={CARD_GRID}>
      {cars.map((car, index) => (
        <Fragment key={car.id}>
          <li>
            <CarCard car={car} priority={index === 0} />
          </li>
          {index === slot && sponsored}
        </Fragment>
      ))}
    </ul>
  );
}

export function CarGridSkeleton({ count = 6 }: { count?: number }) {
  // Title, then price, then facts: the card's own order.
  return <CardGridSkeleton label="Loading cars" count={count} lines={['h-4 w-3/4', 'h-6 w-1/3', 'h-3 w-1/2']} />;
}

/** No results: say so, and offer the two ways out — fewer filters or every car. */
export function CarsEmptyState({ onClear, filtered }: { onClear: () => void; filtered: boolean }) {
  return (
    <div className="rounded-xl border border-dashed border-gray-300 px-6 py-12 text-center">
      <p className="text-lg font-semibold text-gray-900">No cars match your search</p>
      <p className="mt-2 text-gray-600">
        {filtered
          ? 'Try widening the price or year range, or removing a filter.'
          : 'New cars arrive every week: check back soon.'}
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {filtered && (
          <button
            type="button"
            onClick={onClear}
            className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700"
          >
            Clear all filters
          </button>
        )}
        <Link
          href="/cars"
          className="rounded-lg px-4 py-2 text-sm font-semibold text-gray-900 ring-1 ring-gray-300 hover:bg-gray-50"
        >
          Browse all cars
        </Link>
      </div>
    </div>
  );
}
