// A car in a grid: cover photo, name, price and key facts, linking to its detail page.
import Image from 'next/image';
import Link from 'next/link';
import { CarIcon } from '@/components/ui/icons';
import type { CarCard as Car } from '@/lib/contract/cars';
import { formatMiles, formatUsd } from '../utils/format';

const COUNTRY_NAMES: Record<string, string> = { US: 'USA', CA: 'Canada', KH: 'Cambodia' };

export function CarCard({ car }: { car: Car }) {
  const facts = [car.vehicle_type === 'car' ? formatMiles(car.mileage) : null, car.transmission, car.fuel_type].filter(Boolean);
  const place = [car.location, COUNTRY_NAMES[car.country] ?? car.country].filter(Boolean).join(', ');

  return (
    <Link
      href={`/cars/${car.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
    >
      <div className="relative aspect-[4/3] bg-gray-100">
        {car.cover_image ? (
          <Image unoptimized src={car.cover_image} alt={car.vehicle_name} fill className="object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center text-gray-300">
            <CarIcon className="size-14" />
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="font-semibold text-gray-900 group-hover:text-primary-700">{car.vehicle_name}</h3>
        <p className="mt-1 text-xl font-bold text-primary">{formatUsd(car.price)}</p>
        {facts.length > 0 && <p className="mt-2 text-sm text-gray-600">{facts.join(' · ')}</p>}
        {place && <p className="mt-auto pt-3 text-xs text-gray-500">{place}</p>}
      </div>
    </Link>
  );
}
