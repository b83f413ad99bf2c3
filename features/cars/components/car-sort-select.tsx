'use client';
// Spec §9 sorts, and "Ending soonest" on auction lists; the default (no `ordering` in the URL) lists the newest
// listings first.
import { AUCTION_SORTS, CAR_SORTS } from '@/lib/contract/car-options';

interface CarSortSelectProps {
  value: string;
  onChange: (value: string) => void;
  /** An auction list: "Ending soonest" is offered too. */
  auction?: boolean;
}

export function CarSortSelect({ value, onChange, auction = false }: CarSortSelectProps) {
  // A URL that already asks for an auction sort keeps showing it, whatever the list.
  const sorts =
    auction || AUCTION_SORTS.some((sort) => sort.value === value) ? [...AUCTION_SORTS, ...CAR_SORTS] : CAR_SORTS;
  return (
    <label className="flex items-center gap-2 text-sm text-gray-700">
      <span>Sort by</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm focus:border-primary"
      >
        <option value="">Newest listings</option>
        {sorts.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </select>
    </label>
  );
}
