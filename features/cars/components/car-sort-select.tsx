'use client';
// Spec §9 sorts; the default (no `ordering` in the URL) lists the newest listings first.
import { CAR_SORTS } from '@/lib/contract/car-options';

export function CarSortSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-gray-700">
      <span>Sort by</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm focus:border-primary focus:ring-primary"
      >
        <option value="">Newest listings</option>
        {CAR_SORTS.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </select>
    </label>
  );
}
