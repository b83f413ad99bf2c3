'use client';
// One level of the parts cascade: a native select (best on phones, keyboard-ready) that loads its choices for the
// levels above it, stays disabled until its parent is chosen, and shows its own loading flag.
import { useId } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { PartSource } from '@/lib/contract/parts';
import { usePartCascade } from '../api/get-part-cascade';
import { CASCADE_LABELS, cascadeParent, type CascadeKey, type PartFilters } from '../utils/part-filters';

interface CascadeSelectProps {
  level: CascadeKey;
  filters: PartFilters;
  source: PartSource | undefined;
  onChange: (value: string) => void;
}

export function CascadeSelect({ level, filters, source, onChange }: CascadeSelectProps) {
  const id = useId();
  const parent = cascadeParent(level, filters);
  const choices = usePartCascade(parent, source);
  const { label, any } = CASCADE_LABELS[level];
  const value = filters[level] ?? '';
  // The chosen value stays listed while its list loads (or if it no longer exists), so the select shows it.
  const options = choices.data ?? [];
  const listed = value === '' || options.includes(value) ? options : [value, ...options];

  return (
    <div className="text-sm">
      <div className="mb-1 flex items-center justify-between gap-2">
        <label htmlFor={id} className="font-medium text-gray-700">
          {label}
        </label>
        {choices.isFetching && <Spinner label={`Loading ${label.toLowerCase()} choices`} className="[&_svg]:size-4" />}
      </div>
      <select
        id={id}
        value={value}
        disabled={parent === null}
        aria-busy={choices.isFetching || undefined}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm focus:border-primary disabled:bg-gray-50 disabled:text-gray-400"
      >
        <option value="">{any}</option>
        {listed.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {choices.isError && (
        <p role="alert" className="mt-1 text-xs text-primary-700">
          The {label.toLowerCase()} list could not be loaded.{' '}
          <button type="button" onClick={() => void choices.refetch()} className="font-semibold underline">
            Retry
          </button>
        </p>
      )}
    </div>
  );
}
