'use client';
// The home page's featured cars (first page of the featured listing); if they cannot be loaded the section still
// offers the way to all cars.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useCars } from '../api/get-cars';
import { FEATURED_CARS } from '../utils/listing-kinds';
import { CarCard } from './car-card';

const SHOWN = 8;

export function FeaturedCars({ heading, labelledBy }: { heading: ReactNode; labelledBy: string }) {
  const { data, isPending } = useCars(FEATURED_CARS.kind, FEATURED_CARS.params);
  const cars = data?.results.slice(0, SHOWN) ?? [];

  return (
    <section aria-labelledby={labelledBy} className="mx-auto w-full max-w-6xl px-4 py-14">
      {heading}
      {isPending ? (
        <ul aria-label="Loading featured cars" className="grid gap-4 xs:grid-cols-2 md:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="aspect-[3/4] animate-pulse rounded-xl bg-gray-100" />
          ))}
        </ul>
      ) : cars.length > 0 ? (
        <ul className="grid gap-4 xs:grid-cols-2 md:grid-cols-4">
          {cars.map((car) => (
            <li key={car.id}>
              <CarCard car={car} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-xl border border-dashed border-gray-300 p-8 text-center">
          <p className="text-gray-700">Featured cars are not available right now.</p>
          <Link href="/cars" className="mt-3 inline-block font-semibold text-primary-700 hover:underline">
            Browse all cars →
          </Link>
        </div>
      )}
    </section>
  );
}
