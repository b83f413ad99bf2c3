'use client';
// Choosing the container a car is loaded into (superusers: containers are theirs, spec §6): type part of its number,
// pick from the matches; the current container stays a choice, and "none" takes the car out of any.
import { useId, useState, type ComponentPropsWithRef } from 'react';
import type { LoadingRecord } from '@/lib/contract/orders';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useOrderRecords } from '../api/get-order-records';

/** Spec §9: searches wait for a 500 ms pause in typing. */
const SEARCH_DELAY_MS = 500;

const inputClass =
  'block w-full rounded-md border border-gray-300 bg-white px-3 py-2.5 text-gray-900 shadow-sm placeholder:text-gray-400 focus:border-primary-500';

interface ContainerPickerProps {
  current: Pick<NonNullable<LoadingRecord['container']>, 'id' | 'container_number'> | null;
  /** The select's wiring from FormField and react-hook-form's register. */
  select: ComponentPropsWithRef<'select'>;
}

function matchesText(count: number, shown: number): string {
  if (count === 0) return 'No container has that number.';
  const matches = count === 1 ? '1 container matches.' : `${count} containers match.`;
  return count > shown ? `${matches} The first ${shown} are listed: type more of the number.` : matches;
}

export function ContainerPicker({ current, select }: ContainerPickerProps) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const { data, isFetching } = useOrderRecords('containers', term ? { search: term } : {});
  const searchId = useId();
  const found = (data?.results ?? []).filter((box) => box.id !== current?.id);

  return (
    <div className="space-y-2">
      <label htmlFor={searchId} className="sr-only">
        Find a container by number
      </label>
      <input
        id={searchId}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Find by number, e.g. MSCU12"
        className={inputClass}
        autoComplete="off"
      />
      <select {...select}>
        <option value="">Not in a container</option>
        {current && <option value={String(current.id)}>{current.container_number} (current)</option>}
        {found.map((box) => (
          <option key={box.id} value={String(box.id)}>
            {box.container_number}
            {box.vessel ? ` · ${box.vessel}` : ''}
          </option>
        ))}
      </select>
      <p aria-live="polite" className="text-xs text-gray-600">
        {isFetching
          ? 'Looking for containers…'
          : term && data
            ? matchesText(data.count, data.results.length)
            : 'The newest containers are listed; type to find another.'}
      </p>
    </div>
  );
}
