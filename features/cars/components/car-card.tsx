// A car in a result grid: lazy cover photo with fixed proportions (no layout shift), price, facts, place and badges;
// an auction car's price is its current bid, with its lot, title, damage and time left.
import { CarIcon } from '@/components/ui/icons';
import { KhrPrice } from '@/components/ui/khr-price';
import { MediaCard } from '@/components/ui/media-card';
import { carHref } from '@/lib/contract/car-pages';
import type { CarCard as Car } from '@/lib/contract/cars';
import { SELLING_TYPE } from '@/lib/contract/selling-types';
import { formatUsd } from '@/lib/price';
import { auctionTimeLeft } from '../utils/auction-time';
import { formatMileage } from '../utils/mileage';

const COUNTRY_NAMES: Record<string, string> = { US: 'USA', CA: 'Canada', KH: 'Cambodia' };

interface Badge {
  label: string;
  className: string;
}

function badgesOf(car: Car, dropped: boolean): Badge[] {
  const badges: (Badge | null)[] = [
    car.is_featured ? { label: 'Featured', className: 'bg-primary text-white' } : null,
    car.selling_type === SELLING_TYPE.auction ? { label: 'Auction', className: 'bg-primary text-white' } : null,
    dropped ? { label: 'Price drop', className: 'bg-green-100 text-green-800' } : null,
  ];
  return badges.filter((badge): badge is Badge => badge !== null);
}

/** Lot, title status and damage of an auction car, e.g. `Lot 41234567 · Salvage title · Damage: Front End`. */
function auctionFacts(car: Car): string {
  return [
    car.lot_number ? `Lot ${car.lot_number}` : null,
    car.title_type ? `${car.title_type} title` : null,
    car.damage ? `Damage: ${car.damage}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

interface CarCardProps {
  car: Car;
  priority?: boolean;
  /** The car name's heading level (see MediaCard). */
  headingLevel?: 2 | 3;
}

export function CarCard({ car, priority = false, headingLevel }: CarCardProps) {
  // A boat's engine hours are shown only when the seller gave them.
  const known = car.vehicle_type === 'car' || car.mileage > 0;
  const facts = [known ? formatMileage(car.mileage, car.mileage_unit) : null, car.transmission, car.fuel_type].filter(
    Boolean,
  );
  // Without a town the country alone could be wrong (it has a default): say nothing rather than guess.
  const place = car.location ? [car.location, COUNTRY_NAMES[car.country] ?? car.country].join(', ') : '';
  const auction = car.selling_type === SELLING_TYPE.auction;
  const lot = auction ? auctionFacts(car) : '';
  // A drop only means something next to a real price ("Price on request" is 0).
  const was =
    car.previous_price !== null && car.previous_price > car.price && car.price > 0 ? car.previous_price : null;
  const badges = badgesOf(car, was !== null);
  const auctionEnds = auction && car.auction_ends_at ? car.auction_ends_at : null;
  const timeLeft = auctionEnds ? auctionTimeLeft(auctionEnds) : null;

  return (
    <MediaCard
      href={carHref(car)}
      title={car.vehicle_name}
      headingLevel={headingLevel}
      image={car.cover_image}
      placeholder={<CarIcon className="size-14" />}
      priority={priority}
      overlay={
        badges.length > 0 && (
          <span className="absolute top-2 left-2 flex gap-1">
            {badges.map((badge) => (
              <span
                key={badge.label}
                className={`rounded-md px-2 py-0.5 text-xs font-semibold shadow ${badge.className}`}
              >
                {badge.label}
              </span>
            ))}
          </span>
        )
      }
    >
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
        {auction && <span className="w-full text-xs font-medium text-gray-600">Current bid</span>}
        <span className="text-xl font-bold text-primary">{formatUsd(car.price)}</span>
        {was !== null && (
          <s className="text-sm text-gray-500">
            <span className="sr-only">was </span>
            {formatUsd(was)}
          </s>
        )}
      </p>
      <KhrPrice usd={car.price} className="text-sm text-gray-600" />
      {facts.length > 0 && <p className="mt-2 text-sm text-gray-600">{facts.join(' · ')}</p>}
      {lot && <p className="mt-1 text-sm text-gray-600">{lot}</p>}
      {auctionEnds && (
        // The countdown is computed again in the browser, a few seconds later than on the server.
        <p suppressHydrationWarning className="mt-2 text-sm font-semibold text-amber-800">
          {timeLeft ? `Time left: ${timeLeft}` : 'Auction ended'}
        </p>
      )}
      {place && <p className="mt-auto pt-3 text-xs text-gray-500">{place}</p>}
    </MediaCard>
  );
}
